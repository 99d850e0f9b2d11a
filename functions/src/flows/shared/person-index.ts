import type { Transaction } from 'firebase-admin/firestore';
import { log } from '../../lib/log.js';
import { runTransaction } from '../../lib/transactions.js';
import { personIndexIn, writePersonIndexIn } from '../../data/search/person-index.js';
import {
  resumesStaffMaySee,
  type IndexedApplication,
  type PersonIndexSources,
} from '../../data/search/index-record.js';
import { userIn } from '../../data/users/users.js';
import { filterKeysOf, scoreTerms, suggestionWords } from './search-terms.js';
import { poolConsentOf, poolsAllowedUntil, type PoolConsent } from './pool-eligibility.js';

/**
 * Keeps a person's search index in step with what changed about them, inside the transaction that changes
 * it: the flow reads the index first (with its other reads), then applies its change when it writes. Each
 * update also refreshes the name, e-mail and talent-pool consent from the person's users document, so an
 * index is never more than one change behind those.
 */
/** Changes the sources in place; answers false when there turned out to be nothing to change. */
export type IndexChange = (sources: PersonIndexSources) => void | false;

export interface PersonIndexWriter {
  /** The person as the transaction read them (null: no such person); flows that need them read them here. */
  readonly person: Awaited<ReturnType<typeof userIn>>;
  /** Whether anything was indexed about the person before this transaction. */
  readonly indexed: boolean;
  /** Their newest applications as the index holds them (kept in step by the flows that change them). */
  readonly applications: IndexedApplication[];
  /** Applies the change and rewrites the index; nothing when the person no longer exists or nothing changed. */
  update(change: IndexChange): void;
}

/** How much of a person the index keeps: their newest resumes, notes and applications. */
export const INDEX_KEEPS = { resumes: 5, notes: 50, applications: 50 } as const;

/** What one index document may hold, in UTF-8 bytes: Firestore refuses a document over 1 MiB. */
export const INDEX_BYTES = { resume: 60_000, resumes: 180_000, notes: 100_000 } as const;

const bytesOf = (text: string) => Buffer.byteLength(text, 'utf8');

/** The text cut to at most `max` bytes, never inside a character. */
export function fitBytes(text: string, max: number): string {
  if (bytesOf(text) <= max) return text;
  return Buffer.from(text, 'utf8')
    .subarray(0, max)
    .toString('utf8')
    .replace(/\uFFFD+$/, '');
}

/** The newest entries, at most `keep`, whose texts fit `budget` bytes together (the last one kept cut to fit). */
function newest<T extends { at: number; text: string }>(
  entries: Record<string, T>,
  keep: number,
  budget: number,
): Record<string, T> {
  const kept: [string, T][] = [];
  let left = budget;
  for (const [id, entry] of Object.entries(entries).sort(([, a], [, b]) => b.at - a.at)) {
    if (kept.length === keep || left <= 0) break;
    const text = fitBytes(entry.text, left);
    kept.push([id, { ...entry, text }]);
    left -= bytesOf(text);
  }
  return Object.fromEntries(kept);
}

/**
 * `consent` is the person's consent as stored (its end may have passed): how long they may stay in pools. `role` is
 * theirs now (a filter key: integrations search candidates only).
 */
function rewrite(
  transaction: Transaction,
  uid: string,
  sources: PersonIndexSources,
  consent: PoolConsent,
  role: string,
): void {
  const now = Date.now();
  for (const resume of Object.values(sources.resumes)) resume.text = fitBytes(resume.text, INDEX_BYTES.resume);
  sources.resumes = newest(sources.resumes, INDEX_KEEPS.resumes, INDEX_BYTES.resumes);
  sources.notes = newest(sources.notes, INDEX_KEEPS.notes, INDEX_BYTES.notes);
  const applications = Object.entries(sources.applications).sort(([, a], [, b]) => b.at - a.at);
  sources.applications = Object.fromEntries(applications.slice(0, INDEX_KEEPS.applications));
  // Staff see a candidate's documents once they applied themselves (flows/users/profile.ts): their resumes' words too.
  const resumes = resumesStaffMaySee(sources).map((resume) => resume.text);
  const scores = scoreTerms({
    name: sources.name,
    email: sources.email,
    location: sources.location,
    tags: sources.tags,
    resumes,
    notes: Object.values(sources.notes).map((note) => note.text),
  });
  // Job suggestions list only people in the talent pool: their words are looked up apart (`p.<word>`).
  const inTalentPool = sources.talentPoolUntil !== null && sources.talentPoolUntil > now;
  const suggestable = inTalentPool ? suggestionWords({ tags: sources.tags, resumes }) : new Map<string, number>();
  const filterKeys = filterKeysOf(
    {
      tags: sources.tags,
      applications: Object.values(sources.applications),
      pools: sources.pools,
      talentPoolUntil: sources.talentPoolUntil,
      role,
    },
    now,
  );
  const poolsAllowed =
    sources.pools.length === 0 ? null : poolsAllowedUntil(consent, Object.values(sources.applications), now);
  writePersonIndexIn(transaction, uid, sources, { scores, filterKeys, suggestable, poolsAllowedUntil: poolsAllowed });
}

/** An application as the index keeps it (what filters and results show). */
export const indexedApplication = (application: {
  jobId: string;
  jobSnapshot: { title: string };
  stage: string;
  status: string;
  source: string | null;
  createdAt?: Date | null;
  referral?: unknown;
  addedBy?: string;
}): IndexedApplication => ({
  jobId: application.jobId,
  jobTitle: application.jobSnapshot.title,
  stage: application.stage,
  status: application.status,
  source: application.source,
  at: application.createdAt?.getTime() ?? Date.now(),
  ...(application.referral ? { referred: true } : application.addedBy ? { addedByStaff: true } : {}),
});

/** Reads what the person's index update needs; call it before the transaction writes anything. */
export async function personIndexFor(transaction: Transaction, uid: string): Promise<PersonIndexWriter> {
  const [stored, person] = await Promise.all([personIndexIn(transaction, uid), userIn(transaction, uid)]);
  return indexWriter(transaction, uid, stored, person);
}

/** The index of a person the transaction creates (staff adding someone): nothing to read, nothing indexed yet. */
export const newPersonIndex = (transaction: Transaction, uid: string, person: NonNullable<IndexedUser>) =>
  indexWriter(transaction, uid, null, person);

type IndexedUser = Awaited<ReturnType<typeof userIn>>;

function indexWriter(
  transaction: Transaction,
  uid: string,
  stored: PersonIndexSources | null,
  person: IndexedUser,
): PersonIndexWriter {
  return {
    person,
    indexed: stored !== null,
    applications: Object.values(stored?.applications ?? {}),
    update(change) {
      // Someone merged into another person is indexed as that person.
      if (!person || person.mergedInto) return;
      const sources: PersonIndexSources = stored ?? {
        name: '',
        email: '',
        location: '',
        tags: [],
        resumes: {},
        notes: {},
        applications: {},
        pools: [],
        talentPoolUntil: null,
        joinedAt: person.createdAt?.getTime() ?? Date.now(),
      };
      sources.name = person.name;
      sources.email = person.email ?? '';
      sources.location = person.location;
      // A consent that has ended counts as none: the person leaves the talent-pool filter and suggestions.
      const until = person.talentPoolUntil?.getTime() ?? null;
      sources.talentPoolUntil = until !== null && until > Date.now() ? until : null;
      if (change(sources) === false) return;
      // A consent the change gave (applying with it) counts from now on; a withdrawal empties the pools anyway.
      const consent = poolConsentOf(person);
      rewrite(transaction, uid, sources, { ...consent, until: sources.talentPoolUntil ?? consent.until }, person.role);
    },
  };
}

/** One change to a person's index in a transaction of its own (a change whose other writes are already done). */
export async function updatePersonIndex(uid: string, change: IndexChange): Promise<void> {
  await runTransaction(async (transaction) => (await personIndexFor(transaction, uid)).update(change));
}

interface WaitingChange {
  change: IndexChange;
  settle: (error?: unknown) => void;
}

/** Per person, the changes waiting for the index transaction after the one running now (this instance's). */
const waitingChanges = new Map<string, WaitingChange[]>();

/**
 * updatePersonIndex for changes that arrive together (one person's concurrent applies): while a transaction on the
 * person's index runs, the changes that arrive wait and then go in one transaction, instead of each contending for
 * the same document. Each caller's promise settles with the transaction that carried its change.
 */
export function updatePersonIndexTogether(uid: string, change: IndexChange): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: unknown) => (error === undefined ? resolve() : reject(error));
    const waiting = waitingChanges.get(uid);
    if (waiting) {
      waiting.push({ change, settle });
      return;
    }
    waitingChanges.set(uid, [{ change, settle }]);
    void drainIndexChanges(uid);
  });
}

async function drainIndexChanges(uid: string): Promise<void> {
  let batch = waitingChanges.get(uid) ?? [];
  while (batch.length > 0) {
    waitingChanges.set(uid, []);
    const changes = batch;
    try {
      await updatePersonIndex(uid, (sources) => {
        // Nothing to write only when no change changed anything (each is safe to run again on a retry).
        const outcomes = changes.map(({ change }) => change(sources));
        return outcomes.every((outcome) => outcome === false) ? false : undefined;
      });
      for (const { settle } of changes) settle();
    } catch (error) {
      for (const { settle } of changes) settle(error ?? new Error('The index change failed'));
    }
    batch = waitingChanges.get(uid) ?? [];
  }
  waitingChanges.delete(uid);
}

/**
 * After a change to the person's name or address (written with its audit entry in a batch of its own): the
 * index, if they have one, shows the new ones. A failure here is logged, not answered: the change itself is
 * done, and the index takes the name and address again with the person's next indexed change.
 */
export async function refreshPersonIndex(uid: string): Promise<void> {
  try {
    await runTransaction(async (transaction) => {
      const index = await personIndexFor(transaction, uid);
      if (index.indexed) index.update(() => {});
    });
  } catch (error) {
    log.error('Could not refresh the search index', error, { uid });
  }
}
