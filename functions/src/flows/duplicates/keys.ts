import type { DuplicateReasonKind } from '@hr-portal/contract';
import { normalisedEmail } from '../shared/addresses.js';

// The keys two records of one person share. Each key is a string a Firestore array holds, so one indexed query
// (array-contains-any) finds everyone sharing any key with a person: a bounded read, never a scan.

/** A name's words without case or accents, in order of the alphabet: "Müller, Anna" and "anna MULLER" are one. */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');
}

/** A link as its page is: no scheme, no "www.", no query, fragment or trailing slash, lower case. */
export function linkKey(link: string): string {
  try {
    const url = new URL(link);
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    return `${host}${url.pathname.replace(/\/+$/, '')}`.toLowerCase();
  } catch {
    return link.trim().toLowerCase();
  }
}

/** What the keys are made of, as the person's records hold it. */
export interface KeyIngredients {
  emails: string[];
  /** E.164, or '' for none. */
  phone: string;
  name: string;
  /** SHA-256 (hex) of each resume PDF they have. */
  resumeHashes: string[];
  links: string[];
}

/** A key and the reason it stands for. */
const KEY_KINDS: Record<string, DuplicateReasonKind> = { e: 'email', p: 'phone', r: 'name_resume', l: 'name_link' };

/** The person's keys: each address, the phone, and the name together with each resume file and each link. */
export function duplicateKeys(person: KeyIngredients): string[] {
  const keys = new Set<string>();
  for (const email of person.emails) if (email) keys.add(`e:${normalisedEmail(email)}`);
  if (person.phone) keys.add(`p:${person.phone}`);
  const name = nameKey(person.name);
  // A name alone is no key (many people share one): only with the same file or the same link.
  if (name) {
    for (const hash of person.resumeHashes) keys.add(`r:${name}|${hash}`);
    for (const link of person.links) keys.add(`l:${name}|${linkKey(link)}`);
  }
  return [...keys];
}

/** Why two people's keys suggest one person (each kind once, in a fixed order); [] when they share none. */
export function reasonsBetween(a: string[], b: string[]): DuplicateReasonKind[] {
  const shared = new Set(a.filter((key) => b.includes(key)).map((key) => KEY_KINDS[key.slice(0, 1)]!));
  return (['email', 'phone', 'name_resume', 'name_link'] as const).filter((kind) => shared.has(kind));
}
