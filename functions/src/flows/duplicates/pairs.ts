import {
  DUPLICATE_LIMITS,
  DUPLICATE_MESSAGES,
  type DuplicatePairDto,
  type DuplicatePersonDto,
  type PossibleDuplicateDto,
} from '@hr-portal/contract';
import { personTarget, recordAudit } from '../../lib/audit.js';
import type { Caller } from '../../lib/caller.js';
import { conflict, notFound } from '../../lib/errors.js';
import { runTransaction } from '../../lib/transactions.js';
import { closePairIn, openPairs, openPairsOf, pairIn, type PairRecord } from '../../data/duplicates/duplicates.js';
import { findPeople } from '../../data/users/users.js';

/** Someone a pair names whose users document is gone (erased meanwhile) shows as such. */
const gone = (uid: string): DuplicatePersonDto => ({ _id: uid, name: '', email: '', hasAccount: false });

/** Pairs as the list shows them, with both people: one batched read of the people. */
async function pairViews(records: PairRecord[]): Promise<DuplicatePairDto[]> {
  const people = await findPeople(records.flatMap((pair) => pair.uids));
  return records.map((pair) => ({
    _id: pair.id,
    people: pair.uids.map((uid) => people.get(uid) ?? gone(uid)) as [DuplicatePersonDto, DuplicatePersonDto],
    reasons: pair.reasons,
    foundAt: pair.foundAt?.toISOString() ?? null,
  }));
}

/** One page of open pairs, newest first, with both people: one query and one batched read of the people. */
export async function duplicatePairsPage(
  limit: number,
  after: { at: number; id: string } | null,
): Promise<{ records: PairRecord[]; pairs: DuplicatePairDto[] }> {
  const records = await openPairs(limit, after);
  return { records, pairs: await pairViews(records) };
}

/** The open pairs one person is in, as the list shows them (at most DUPLICATE_LIMITS.shownOnProfile). */
export async function duplicatePairsOf(uid: string): Promise<DuplicatePairDto[]> {
  return pairViews(await openPairsOf(uid, DUPLICATE_LIMITS.shownOnProfile));
}

/** "Possibly the same person as ..." on a profile: the open pairs they are in, with the other person. */
export async function possibleDuplicatesOf(uid: string): Promise<PossibleDuplicateDto[]> {
  const records = await openPairsOf(uid, DUPLICATE_LIMITS.shownOnProfile);
  const others = records.map((pair) => pair.uids.find((id) => id !== uid) ?? uid);
  const people = await findPeople(others);
  return records.map((pair, i) => ({
    pairId: pair.id,
    other: people.get(others[i]!) ?? gone(others[i]!),
    reasons: pair.reasons,
  }));
}

/** Staff say the two are different people: the pair closes for good (audited on both people). */
export async function dismissPair(caller: Caller, id: string): Promise<void> {
  await runTransaction(async (transaction) => {
    const pair = await pairIn(transaction, id);
    if (!pair) throw notFound(DUPLICATE_MESSAGES.pairNotFound);
    if (pair.status !== 'open') throw conflict(DUPLICATE_MESSAGES.notOpen);
    closePairIn(transaction, id, 'dismissed', caller.uid);
    for (const uid of pair.uids) {
      recordAudit(transaction, {
        actor: caller,
        action: 'person.duplicate_dismissed',
        target: personTarget(uid),
        before: null,
        after: { pair: id, reasons: pair.reasons },
      });
    }
  });
}
