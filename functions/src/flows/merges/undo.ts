import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { HIRED_STATUS, MERGE_LIMITS, MERGE_MESSAGES, MERGE_UNSAFE } from '@hr-portal/contract';
import { personTarget, recordAudit } from '../../lib/audit.js';
import type { Caller } from '../../lib/caller.js';
import { conflict, notFound } from '../../lib/errors.js';
import { auth, AUTH_CODES, isAuthCode } from '../../lib/firebase.js';
import { currentIn, undoEntriesIn, type JournalEntry } from '../../lib/journal.js';
import { log } from '../../lib/log.js';
import { runTransaction } from '../../lib/transactions.js';
import { applicationIn } from '../../data/applications/applications.js';
import { moveEventsBackIn } from '../../data/applications/event-reads.js';
import { moveBookingsBackIn } from '../../data/scheduling/bookings-personal-data.js';
import {
  allSteps,
  findMerge,
  mergeIn,
  setMergeStatusIn,
  stepIn,
  stepUndoneIn,
  type MergeRecord,
} from '../../data/merges/merges.js';
import { userSnapshotIn } from '../../data/users/users.js';
import { rebuildPersonIndex } from '../search/rebuild.js';
import { checkDuplicatesAfter } from '../duplicates/detect.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A journaled update that moved an application (it set the candidate; the tags step's updates do not). */
const isMovedApplication = (entry: JournalEntry) =>
  entry.op === 'update' && /^applications\/[^/]+$/.test(entry.path) && 'candidate' in entry.before;

/** The applications a merge moved, by id: their journaled updates set the candidate. */
const movedApplicationIds = (steps: JournalEntry[][]) => [
  ...new Set(
    steps
      .flat()
      .filter(isMovedApplication)
      .map((entry) => entry.path.split('/')[1]!),
  ),
];

/**
 * What has happened since the merge that makes undoing it unsafe, as the message naming it; null when nothing
 * has: a moved application was hired, got an offer, or was erased. Read in the transaction that starts the undo.
 */
async function unsafeIn(transaction: Transaction, steps: JournalEntry[][]): Promise<string | null> {
  const ids = movedApplicationIds(steps);
  const journaledOffers = new Set(
    steps
      .flat()
      .filter((entry) => entry.path.startsWith('offers/'))
      .map((e) => e.path),
  );
  const found = await Promise.all(ids.map((id) => applicationIn(transaction, id)));
  for (const application of found) {
    if (!application) return MERGE_UNSAFE.applicationGone;
    const title = application.jobSnapshot.title;
    if (application.status === HIRED_STATUS || application.offerStatus === 'accepted') return MERGE_UNSAFE.hired(title);
    if (application.offerId && !journaledOffers.has(`offers/${application.offerId}`))
      return MERGE_UNSAFE.offered(title);
  }
  return null;
}

/**
 * Marks the merge as being undone (the survivor locked), after the checks, in one transaction: a hire or offer
 * racing the undo is seen or comes after. A merge left half-way ('moving') is rolled back the same way. A retried
 * undo carries on.
 */
async function begin(merge: MergeRecord, now: number): Promise<void> {
  const steps = await allSteps(merge.id);
  await runTransaction(async (transaction) => {
    const [current, ours, theirs, unsafe] = await Promise.all([
      mergeIn(transaction, merge.id),
      userSnapshotIn(transaction, merge.survivor),
      userSnapshotIn(transaction, merge.other),
      unsafeIn(transaction, steps),
    ]);
    if (!current) throw notFound(MERGE_MESSAGES.notFound);
    if (current.status === 'undone') throw conflict(MERGE_MESSAGES.alreadyUndone);
    if (!ours.exists || !theirs.exists) throw conflict(MERGE_MESSAGES.personGone);
    if (current.status === 'undoing') return;
    if (now - (current.at?.getTime() ?? 0) > MERGE_LIMITS.undoDays * DAY_MS) throw conflict(MERGE_MESSAGES.tooOld);
    // Undoing under a later merge of the survivor would take records from the one they were merged into.
    if (ours.get('mergedInto')) throw conflict(MERGE_MESSAGES.mergedSince);
    if (unsafe) throw conflict(unsafe);
    const lock = ours.get('merging') as string | undefined;
    if (lock && lock !== merge.id) throw conflict(MERGE_MESSAGES.busy);
    setMergeStatusIn(transaction, merge.id, 'undoing');
    transaction.update(ours.ref, { merging: merge.id });
  });
}

/** Takes back one journaled step (its journal goes with it, so a retry never takes it back twice). */
async function undoStep(merge: MergeRecord, n: number): Promise<void> {
  await runTransaction(async (transaction) => {
    const entries = await stepIn(transaction, merge.id, n);
    if (!entries) return;
    const current = await currentIn(transaction, entries);
    // Events logged and booking links sent on a moved application since the merge name the survivor: they go back.
    const moved = entries.filter(isMovedApplication);
    const later = await Promise.all(
      moved.flatMap((entry) => {
        const applicationId = entry.path.split('/')[1]!;
        return [
          moveEventsBackIn(transaction, applicationId, merge.survivor, merge.other),
          moveBookingsBackIn(transaction, applicationId, merge.survivor, merge.other),
        ];
      }),
    );
    const journaled = new Set(entries.map((entry) => entry.path));
    undoEntriesIn(transaction, entries, current);
    for (const write of later.flat()) if (!journaled.has(write.path)) write.apply();
    stepUndoneIn(transaction, merge.id, n);
  });
}

/**
 * POST /api/people/merges/:id/undo: within MERGE_LIMITS.undoDays, unless something since makes it unsafe (409
 * naming it), every journaled change is taken back, newest first, one transaction per step; the other's sign-in
 * is enabled again if the merge disabled it. Both people are as they were; what happened since in fields the
 * merge did not touch stays. Audited on both; nobody is e-mailed.
 */
export async function undoMerge(caller: Caller, id: string, now = Date.now()): Promise<MergeRecord> {
  const merge = await findMerge(id);
  if (!merge) throw notFound(MERGE_MESSAGES.notFound);
  await begin(merge, now);
  const current = (await findMerge(id))!;
  for (let n = current.stepCount - 1; n >= 0; n -= 1) await undoStep(current, n);
  // Only what the merge disabled is enabled again; an account deleted since stays gone.
  if (merge.otherAccount?.exists && !merge.otherAccount.disabled) {
    await auth()
      .updateUser(merge.other, { disabled: false })
      .catch((error: unknown) => {
        if (!isAuthCode(error, AUTH_CODES.userNotFound)) throw error;
      });
  }
  await runTransaction(async (transaction) => {
    const [state, ours] = await Promise.all([mergeIn(transaction, id), userSnapshotIn(transaction, merge.survivor)]);
    if (state?.status !== 'undoing') return;
    setMergeStatusIn(transaction, id, 'undone', caller.uid);
    if (ours.exists && ours.get('merging') === id) transaction.update(ours.ref, { merging: FieldValue.delete() });
    for (const uid of [merge.survivor, merge.other]) {
      recordAudit(transaction, {
        actor: caller,
        action: 'person.merge_undone',
        target: personTarget(uid),
        before: { merge: id },
        after: null,
      });
    }
  });
  for (const uid of [merge.survivor, merge.other]) {
    await rebuildPersonIndex(uid).catch((error: unknown) =>
      log.error('Could not rebuild the search index after an undo', error, { uid }),
    );
    await checkDuplicatesAfter(uid);
  }
  return (await findMerge(id))!;
}
