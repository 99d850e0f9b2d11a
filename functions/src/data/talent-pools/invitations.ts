import { FieldPath, FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { InvitationDto } from '@hr-portal/contract';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { isoOf } from '../../lib/timestamps.js';

// Invitations to apply: one per person and job (id `{uid}__{jobId}`), so a second invitation to the same job
// is refused rather than sent twice. Who sent it is in the audit trail.

const invitations = () => collections.invitations();
const invitationRef = (uid: string, jobId: string) => invitations().doc(`${uid}__${jobId}`);

const toInvitation = (snapshot: DocumentSnapshot): InvitationDto => ({
  _id: snapshot.id,
  jobId: String(snapshot.get('jobId') ?? ''),
  jobTitle: String(snapshot.get('jobTitle') ?? ''),
  invitedAt: isoOf(snapshot.get('invitedAt')),
  mailId: typeof snapshot.get('mailId') === 'string' ? (snapshot.get('mailId') as string) : null,
});

export async function wasInvitedIn(transaction: Transaction, uid: string, jobId: string): Promise<boolean> {
  return (await transaction.get(invitationRef(uid, jobId))).exists;
}

export function recordInvitationIn(
  transaction: Transaction,
  invitation: { uid: string; jobId: string; jobTitle: string; mailId: string | null },
): string {
  const ref = invitationRef(invitation.uid, invitation.jobId);
  transaction.create(ref, { ...invitation, invitedAt: FieldValue.serverTimestamp() });
  return ref.id;
}

/** The person's newest invitations. */
export async function invitationsOf(uid: string, limit: number): Promise<InvitationDto[]> {
  const page = await invitations()
    .where('uid', '==', uid)
    .orderBy('invitedAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc')
    .limit(limit)
    .get();
  return page.docs.map(toInvitation);
}

/** Of these people, who was invited to the job (one batched read). */
export async function invitedToJob(uids: string[], jobId: string): Promise<Set<string>> {
  if (uids.length === 0) return new Set();
  const snapshots = await db().getAll(...uids.map((uid) => invitationRef(uid, jobId)));
  return new Set(snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => String(snapshot.get('uid'))));
}

/** Erasure: every invitation of the person goes. Answers how many went. */
export async function deleteInvitationsOf(uid: string): Promise<number> {
  const found = await invitations().where('uid', '==', uid).get();
  await Promise.all(found.docs.map((doc) => doc.ref.delete()));
  return found.size;
}

/** A person's invitations as a transaction reads them, and where one for another person would be (merging). */
export async function invitationSnapshotsOfIn(transaction: Transaction, uid: string) {
  return (await transaction.get(invitations().where('uid', '==', uid))).docs;
}
export const invitationFor = (uid: string, jobId: string) => invitationRef(uid, jobId);
