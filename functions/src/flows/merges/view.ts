import { MERGE_LIMITS, type DuplicatePersonDto, type MergeDto } from '@hr-portal/contract';
import { mergesOf, type MergeRecord } from '../../data/merges/merges.js';
import { findPeople } from '../../data/users/users.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const unknown = (uid: string): DuplicatePersonDto => ({ _id: uid, name: '', email: '', hasAccount: false });

/** Merges as staff see them, with both people (one batched read). */
export async function mergeViews(records: MergeRecord[]): Promise<MergeDto[]> {
  const people = await findPeople(records.flatMap((merge) => [merge.survivor, merge.other]));
  return records.map((merge) => ({
    _id: merge.id,
    survivor: people.get(merge.survivor) ?? unknown(merge.survivor),
    other: people.get(merge.other) ?? unknown(merge.other),
    at: merge.at?.toISOString() ?? null,
    status: merge.status,
    undoUntil:
      merge.status === 'undone' || !merge.at
        ? null
        : new Date(merge.at.getTime() + MERGE_LIMITS.undoDays * DAY_MS).toISOString(),
  }));
}

/** The merges a person was in, newest first (their profile). */
export async function mergesOfPerson(uid: string): Promise<MergeDto[]> {
  const records = (await mergesOf(uid)).sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0));
  return mergeViews(records.slice(0, 10));
}
