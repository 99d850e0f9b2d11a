import type { Transaction } from 'firebase-admin/firestore';
import { log } from '../../lib/log.js';
import { runTransaction } from '../../lib/transactions.js';
import {
  personIndexIn,
  writePersonIndexIn,
  type IndexedApplication,
  type PersonIndexSources,
} from '../../data/search/person-index.js';
import { userIn } from '../../data/users/users.js';
import { filterKeysOf, scoreTerms } from './search-terms.js';

/**
 * Keeps a person's search index in step with what changed about them, inside the transaction that changes
 * it: the flow reads the index first (with its other reads), then applies its change when it writes. Each
 * update also refreshes the name, e-mail and talent-pool consent from the person's users document, so an
 * index is never more than one change behind those.
 */
/** Changes the sources in place; answers false when there turned out to be nothing to change. */
export type IndexChange = (sources: PersonIndexSources) => void | false;

export interface PersonIndexWriter {
  /** Whether anything was indexed about the person before this transaction. */
  readonly indexed: boolean;
  /** Applies the change and rewrites the index; nothing when the person no longer exists or nothing changed. */
  update(change: IndexChange): void;
}

/** How much of a person the index keeps: their newest resumes, notes and applications. */
export const INDEX_KEEPS = { resumes: 5, notes: 50, applications: 50 } as const;

function newest<T extends { at: number }>(entries: Record<string, T>, keep: number): Record<string, T> {
  const sorted = Object.entries(entries).sort(([, a], [, b]) => b.at - a.at);
  return Object.fromEntries(sorted.slice(0, keep));
}

function rewrite(transaction: Transaction, uid: string, sources: PersonIndexSources): void {
  sources.resumes = newest(sources.resumes, INDEX_KEEPS.resumes);
  sources.notes = newest(sources.notes, INDEX_KEEPS.notes);
  sources.applications = newest(sources.applications, INDEX_KEEPS.applications);
  const scores = scoreTerms({
    name: sources.name,
    email: sources.email,
    tags: sources.tags,
    resumes: Object.values(sources.resumes).map((resume) => resume.text),
    notes: Object.values(sources.notes).map((note) => note.text),
  });
  const filterKeys = filterKeysOf(
    {
      tags: sources.tags,
      applications: Object.values(sources.applications),
      pools: sources.pools,
      talentPoolUntil: sources.talentPoolUntil,
    },
    Date.now(),
  );
  writePersonIndexIn(transaction, uid, sources, scores, filterKeys);
}

/** An application as the index keeps it (what filters and results show). */
export const indexedApplication = (application: {
  jobId: string;
  jobSnapshot: { title: string };
  stage: string;
  status: string;
  source: string | null;
  createdAt?: Date | null;
}): IndexedApplication => ({
  jobId: application.jobId,
  jobTitle: application.jobSnapshot.title,
  stage: application.stage,
  status: application.status,
  source: application.source,
  at: application.createdAt?.getTime() ?? Date.now(),
});

/** Reads what the person's index update needs; call it before the transaction writes anything. */
export async function personIndexFor(transaction: Transaction, uid: string): Promise<PersonIndexWriter> {
  const [stored, person] = await Promise.all([personIndexIn(transaction, uid), userIn(transaction, uid)]);
  return {
    indexed: stored !== null,
    update(change) {
      if (!person) return;
      const sources: PersonIndexSources = stored ?? {
        name: '',
        email: '',
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
      sources.talentPoolUntil = person.talentPoolUntil?.getTime() ?? null;
      if (change(sources) === false) return;
      rewrite(transaction, uid, sources);
    },
  };
}

/** One change to a person's index in a transaction of its own (a change whose other writes are already done). */
export async function updatePersonIndex(uid: string, change: IndexChange): Promise<void> {
  await runTransaction(async (transaction) => (await personIndexFor(transaction, uid)).update(change));
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
