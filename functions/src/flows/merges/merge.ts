import { FieldValue } from 'firebase-admin/firestore';
import { MERGE_MESSAGES, USER_MESSAGES } from '@hr-portal/contract';
import { personTarget, recordAudit } from '../../lib/audit.js';
import type { Caller } from '../../lib/caller.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { auth } from '../../lib/firebase.js';
import { Journal } from '../../lib/journal.js';
import { log } from '../../lib/log.js';
import { runTransaction } from '../../lib/transactions.js';
import { deleteKeysOf } from '../../data/duplicates/duplicates.js';
import {
  createMergeIn,
  findMerge,
  journalStepIn,
  mergeIn,
  newMergeId,
  setMergeStatusIn,
  type MergeRecord,
} from '../../data/merges/merges.js';
import { deletePersonIndex } from '../../data/search/person-index.js';
import { endSessionsAt } from '../../data/users/session.js';
import { userSnapshotIn } from '../../data/users/users.js';
import { rebuildPersonIndex } from '../search/rebuild.js';
import { MERGE_STEPS, type MergePair } from './steps.js';

/** The other person's Auth account before the merge: whether there is one, and whether it was disabled. */
async function accountOf(uid: string) {
  return auth()
    .getUser(uid)
    .then(
      (record) => ({ exists: true, disabled: record.disabled }),
      () => ({ exists: false, disabled: false }),
    );
}

/**
 * Claims the two people for the merge, in one transaction: both exist and are candidates, neither is merged or
 * being merged, and the survivor has an account if the other has one. The other is marked as merged into the
 * survivor and their sessions end (so nothing they do lands after this); both are locked for the merge. A merge of
 * the same two left unfinished is taken up again. Two staff merging the same pair at once make one merge.
 */
export async function claim(caller: Caller, survivor: string, other: string): Promise<MergeRecord> {
  const account = await accountOf(other);
  return runTransaction(async (transaction) => {
    const [ours, theirs] = await Promise.all([
      userSnapshotIn(transaction, survivor),
      userSnapshotIn(transaction, other),
    ]);
    if (!ours.exists || !theirs.exists) throw notFound(USER_MESSAGES.userNotFound);
    const lock = theirs.get('merging') as string | undefined;
    if (lock) {
      const unfinished = await mergeIn(transaction, lock);
      if (unfinished?.status === 'moving' && unfinished.survivor === survivor && unfinished.other === other)
        return unfinished;
      throw conflict(MERGE_MESSAGES.busy);
    }
    if (ours.get('merging')) throw conflict(MERGE_MESSAGES.busy);
    if (theirs.get('mergedInto') || ours.get('mergedInto')) throw conflict(MERGE_MESSAGES.alreadyMerged);
    if (ours.get('role') !== 'candidate' || theirs.get('role') !== 'candidate')
      throw conflict(MERGE_MESSAGES.candidatesOnly);
    if (ours.get('hasAccount') === false && theirs.get('hasAccount') !== false)
      throw conflict(MERGE_MESSAGES.keepTheAccount);
    const id = newMergeId();
    createMergeIn(transaction, id, { survivor, other, by: caller.uid, otherAccount: account });
    const journal = new Journal(transaction);
    // Their sessions end with the claim and stay ended after an undo (they sign in again).
    const { tokensValidAfter } = endSessionsAt(Date.now());
    // Their e-mailed "Create my account" and "Remove my data" links stop working with it (undo brings them back).
    const link = theirs.get('accountLink') === undefined ? {} : { accountLink: FieldValue.delete() };
    journal.update(theirs, { mergedInto: survivor, merging: id, ...link }, { tokensValidAfter });
    journal.update(ours, { merging: id });
    const merge: MergeRecord = {
      id,
      survivor,
      other,
      by: caller.uid,
      at: new Date(),
      status: 'moving',
      stepCount: 0,
      otherAccount: account,
      undoneAt: null,
    };
    journalStepIn(transaction, merge, journal.entries);
    return merge;
  });
}

/** Runs one step in a transaction of its own, journaled as the merge's next step; answers whether more is left. */
export async function runStep(step: (typeof MERGE_STEPS)[number], mergeId: string, pair: MergePair): Promise<boolean> {
  return runTransaction(async (transaction) => {
    const merge = await mergeIn(transaction, mergeId);
    if (merge?.status !== 'moving') throw conflict(MERGE_MESSAGES.busy);
    const journal = new Journal(transaction);
    const more = await step(transaction, journal, pair);
    journalStepIn(transaction, merge, journal.entries);
    return more;
  });
}

/** After the records moved: the other's sign-in is disabled, the merge is done, and search sees one person. */
async function disableSignIn(merge: MergeRecord): Promise<void> {
  if (!merge.otherAccount?.exists || merge.otherAccount.disabled) return;
  await auth().updateUser(merge.other, { disabled: true });
  await auth().revokeRefreshTokens(merge.other);
}

async function finish(caller: Caller, merge: MergeRecord): Promise<void> {
  await disableSignIn(merge);
  await runTransaction(async (transaction) => {
    const [current, ours, theirs] = await Promise.all([
      mergeIn(transaction, merge.id),
      userSnapshotIn(transaction, merge.survivor),
      userSnapshotIn(transaction, merge.other),
    ]);
    if (current?.status !== 'moving') return;
    setMergeStatusIn(transaction, merge.id, 'done');
    transaction.update(ours.ref, { merging: FieldValue.delete() });
    transaction.update(theirs.ref, { merging: FieldValue.delete() });
    for (const uid of [merge.survivor, merge.other]) {
      recordAudit(transaction, {
        actor: caller,
        action: 'person.merged',
        target: personTarget(uid),
        before: null,
        after: { merge: merge.id, as: uid === merge.survivor ? 'kept' : 'merged' },
      });
    }
  });
  // Derived copies: the other leaves search and duplicate checks; the survivor's index holds what moved.
  await Promise.all([deletePersonIndex(merge.other), deleteKeysOf(merge.other)]);
  await rebuildPersonIndex(merge.survivor).catch((error: unknown) =>
    log.error('Could not rebuild the search index after a merge', error, { uid: merge.survivor }),
  );
}

/**
 * POST /api/people/:survivor/merge {other}: the other's applications (with their events, offers and booking links),
 * documents, e-mails, tags, pool memberships, invitations, addresses and consents move to the survivor, one record
 * set per transaction, each journaled; the other's sign-in is disabled. A merge that failed half-way is finished
 * by asking again; it is never left mixed. Audited on both; nobody is e-mailed.
 */
export async function mergePeople(caller: Caller, survivor: string, other: string): Promise<MergeRecord> {
  if (survivor === other) throw badRequest(MERGE_MESSAGES.samePerson);
  const merge = await claim(caller, survivor, other);
  // Their sign-in closes before anything moves (finish does it again, idempotently, for a resumed merge).
  await disableSignIn(merge);
  const names = await runTransaction(async (transaction) => {
    const ours = await userSnapshotIn(transaction, survivor);
    return { name: String(ours.get('name') ?? ''), email: String(ours.get('email') ?? '') };
  });
  const pair: MergePair = {
    survivor,
    other,
    survivorName: names.name,
    survivorEmail: names.email,
    mergeId: merge.id,
    by: caller.uid,
  };
  for (const step of MERGE_STEPS) while (await runStep(step, merge.id, pair));
  await finish(caller, merge);
  return (await findMerge(merge.id))!;
}
