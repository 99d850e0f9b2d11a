import { FieldPath, FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import type { CursorPosition } from '../../lib/paging.js';
import { dateOf } from '../../lib/timestamps.js';
import { runTransaction } from '../../lib/transactions.js';
import { countMemberIn } from './pools.js';

// Who is in which pool: one document per pool and person (id `{poolId}__{uid}`), with the pool's note about
// them. Who added them or wrote the note is in the audit trail, not here.

const members = () => collections.talentPoolMembers();
const memberRef = (poolId: string, uid: string) => members().doc(`${poolId}__${uid}`);

export interface MemberRecord {
  poolId: string;
  uid: string;
  note: string;
  addedAt: Date | null;
}

const toMember = (snapshot: DocumentSnapshot): MemberRecord => ({
  poolId: String(snapshot.get('poolId') ?? ''),
  uid: String(snapshot.get('uid') ?? ''),
  note: String(snapshot.get('note') ?? ''),
  addedAt: dateOf(snapshot.get('addedAt')),
});

/** The person's membership of the pool as a transaction reads it; null when they are not in it. */
export async function memberIn(transaction: Transaction, poolId: string, uid: string): Promise<MemberRecord | null> {
  const snapshot = await transaction.get(memberRef(poolId, uid));
  return snapshot.exists ? toMember(snapshot) : null;
}

export function addMemberIn(transaction: Transaction, poolId: string, uid: string, note: string): void {
  transaction.create(memberRef(poolId, uid), { poolId, uid, note, addedAt: FieldValue.serverTimestamp() });
}

export function removeMemberIn(transaction: Transaction, poolId: string, uid: string): void {
  transaction.delete(memberRef(poolId, uid));
}

export function setMemberNoteIn(transaction: Transaction, poolId: string, uid: string, note: string): void {
  transaction.update(memberRef(poolId, uid), { note, noteAt: FieldValue.serverTimestamp() });
}

/** Every pool the person is in, as a transaction reads them (a person is in a handful at most). */
export async function membershipsOfIn(transaction: Transaction, uid: string): Promise<MemberRecord[]> {
  return (await transaction.get(members().where('uid', '==', uid))).docs.map(toMember);
}

/** Every pool the person is in (profile, export). */
export async function membershipsOf(uid: string): Promise<MemberRecord[]> {
  return (await members().where('uid', '==', uid).get()).docs.map(toMember);
}

/** One page of a pool's members, newest first. */
export async function listMembers(poolId: string, limit: number, after: CursorPosition | null) {
  let query = members()
    .where('poolId', '==', poolId)
    .orderBy('addedAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc')
    .limit(limit);
  if (after) query = query.startAfter(Timestamp.fromMillis(after.at), after.id);
  return (await query.get()).docs.map((snapshot) => ({ id: snapshot.id, ...toMember(snapshot) }));
}

/** Takes the person out of each of these pools (memberships read earlier in the transaction), counts kept. */
export function leavePoolsIn(transaction: Transaction, memberships: MemberRecord[]): void {
  for (const { poolId, uid } of memberships) {
    removeMemberIn(transaction, poolId, uid);
    countMemberIn(transaction, poolId, -1);
  }
}

/** Erasure: the person leaves every pool (each pool's count kept right). Answers how many memberships went. */
export async function leaveEveryPool(uid: string): Promise<number> {
  return runTransaction(async (transaction) => {
    const memberships = await membershipsOfIn(transaction, uid);
    leavePoolsIn(transaction, memberships);
    return memberships.length;
  });
}

/** A person's memberships as a transaction reads them, and where one for another person would be (merging). */
export async function membershipSnapshotsOfIn(transaction: Transaction, uid: string) {
  return (await transaction.get(members().where('uid', '==', uid))).docs;
}
export const membershipFor = (poolId: string, uid: string) => memberRef(poolId, uid);
