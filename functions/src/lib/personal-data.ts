import { randomUUID } from 'node:crypto';

/** Whose data is being exported or erased: what identifies them, and their own applications. */
export interface Person {
  uid: string;
  /** Lower-case address (from the users document or Auth); '' when neither has one. */
  email: string;
  name: string;
  /** Ids of the applications they made as a candidate. */
  applicationIds: string[];
  /** Their role when known (staff names may stand in other people's records' free text). */
  role?: string | null;
}

/**
 * One place a person's data can live (a collection, subcollection, file prefix or Auth), with what exports and
 * what erases it. The registry (flows/privacy/registry.ts) lists them all; the erasure test fails on a trace of a
 * person anywhere it does not cover.
 */
export interface PersonalDataPlace {
  /** A stable key: the section of data.json its export fills. */
  id: string;
  /** Where: collection paths (`applications/*\/notes`), `files:<prefix>` or `auth`. */
  where: string[];
  /** What of a person it holds, in a sentence (shown in docs/privacy.md and the register). */
  holds: string;
  /** What the person gets in their export; undefined leaves the section out (nothing of theirs to read). */
  export(person: Person): Promise<unknown>;
  /**
   * Only in the person's own export (`/api/me/export`), never in one an admin downloads to answer a request: data
   * no one but the person may read (their diversity survey answers).
   */
  ownExportOnly?: boolean;
  /** Stored files for the export's files/ folder. */
  files?(person: Person): Promise<{ name: string; path: string }[]>;
  /**
   * Removes the person, or replaces them with `pseudonym` where the record is the employer's (a note they
   * wrote, a scorecard). Safe to run again after an interruption. Answers how many records it changed.
   */
  erase(person: Person, pseudonym: string): Promise<number>;
  /**
   * Retention's anonymisation where it differs from erasure: keeps pseudonymously what statistics need (the
   * applications' jobs, stages, dates, sources, reasons and ratings). Absent: anonymising erases.
   */
  anonymise?(person: Person, pseudonym: string): Promise<number>;
}

/** The stand-in for an erased person in records that stay: random, so it leads back to no one. */
export const newPseudonym = () => `erased-${randomUUID()}`;

/** Does this stored value mention the person (their uid, address or name)? Case-insensitive. */
export function mentions(value: unknown, needles: string[]): boolean {
  const text = JSON.stringify(value ?? null).toLowerCase();
  return needles.some((needle) => needle.length > 0 && text.includes(needle.toLowerCase()));
}

/**
 * `value` with every string that mentions a needle replaced by `replacement`, at any depth. With `addresses`
 * (values written about the person, such as an address change's before and after) any e-mail address goes
 * too: their earlier addresses are needles nobody knows any more.
 */
export function scrubbed(value: unknown, needles: string[], replacement: string, addresses = false): unknown {
  const again = (item: unknown) => scrubbed(item, needles, replacement, addresses);
  if (typeof value === 'string')
    return mentions(value, needles) || (addresses && value.includes('@')) ? replacement : value;
  if (Array.isArray(value)) return value.map(again);
  if (value && typeof value === 'object' && value.constructor === Object) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, again(item)]));
  }
  return value;
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/**
 * Does free text (a comment, a free field) name the person: their uid, address or full name as a whole word,
 * case-insensitive? A needle under three characters never matches, so a one-letter name rewrites nothing.
 */
export function namesIn(text: string, needles: string[]): boolean {
  const lower = text.toLowerCase();
  return needles.some((needle) => {
    const wanted = needle.toLowerCase();
    if (wanted.length < 3) return false;
    for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + 1)) {
      if (!isWordChar(lower[at - 1]) && !isWordChar(lower[at + wanted.length])) return true;
    }
    return false;
  });
}

/** Free text that names the person, replaced whole by `replacement`; other text as it is. */
export const scrubbedText = (text: string, needles: string[], replacement: string) =>
  namesIn(text, needles) ? replacement : text;

/** Staff roles: their names may stand in the free text of records about other people. */
export const isStaffRole = (role: string | null | undefined) =>
  role === 'admin' || role === 'hr' || role === 'employee';

export const needlesOf = (person: Person) => [person.uid, person.email, person.name].filter(Boolean);

/** Is this uid an erased person's pseudonym (newPseudonym)? */
export const isPseudonym = (uid: string) => uid.startsWith('erased-');
