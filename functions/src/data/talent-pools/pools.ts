import { FieldPath, FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { TalentPoolDto } from '@hr-portal/contract';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import type { CursorPosition } from '../../lib/paging.js';
import { isoOf } from '../../lib/timestamps.js';

// Named pools (no one's personal data: who created or renamed one is in the audit trail). `nameKey` keeps two
// pools from sharing a name in any case or spacing.

const pools = () => collections.talentPools();

/** The key a pool name is unique by. */
export const poolNameKey = (name: string) => name.replace(/\s+/g, ' ').trim().toLocaleLowerCase();

export interface PoolRecord extends TalentPoolDto {
  createdAtMs: number;
}

function toPool(snapshot: DocumentSnapshot): PoolRecord {
  const created = snapshot.get('createdAt') as Timestamp | undefined;
  return {
    _id: snapshot.id,
    name: String(snapshot.get('name') ?? ''),
    archived: snapshot.get('archived') === true,
    memberCount: Number(snapshot.get('memberCount') ?? 0),
    createdAt: isoOf(created),
    updatedAt: isoOf(snapshot.get('updatedAt')),
    createdAtMs: created instanceof Timestamp ? created.toMillis() : 0,
  };
}

/** The pool as a transaction reads it; null for none. */
export async function poolIn(transaction: Transaction, id: string): Promise<PoolRecord | null> {
  const snapshot = await transaction.get(pools().doc(id));
  return snapshot.exists ? toPool(snapshot) : null;
}

/** Whether another pool already has this name (a transaction's read, so two creations cannot both pass). */
export async function nameTakenIn(transaction: Transaction, name: string, exceptId?: string): Promise<boolean> {
  const found = await transaction.get(pools().where('nameKey', '==', poolNameKey(name)).limit(2));
  return found.docs.some((doc) => doc.id !== exceptId);
}

/** Creates a pool in the transaction; answers its id. */
export function createPoolIn(transaction: Transaction, name: string): string {
  const ref = pools().doc();
  transaction.create(ref, {
    name,
    nameKey: poolNameKey(name),
    archived: false,
    memberCount: 0,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return ref.id;
}

export function updatePoolIn(transaction: Transaction, id: string, change: { name?: string; archived?: boolean }) {
  transaction.update(pools().doc(id), {
    ...(change.name === undefined ? {} : { name: change.name, nameKey: poolNameKey(change.name) }),
    ...(change.archived === undefined ? {} : { archived: change.archived }),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

/** Adds `by` (1 or -1) to the pool's member count. */
export function countMemberIn(transaction: Transaction, id: string, by: 1 | -1): void {
  transaction.update(pools().doc(id), { memberCount: FieldValue.increment(by) });
}

/** One page of pools, newest first, archived or not. */
export async function listPools(archived: boolean, limit: number, after: CursorPosition | null) {
  let query = pools()
    .where('archived', '==', archived)
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc')
    .limit(limit);
  if (after) query = query.startAfter(Timestamp.fromMillis(after.at), after.id);
  return (await query.get()).docs.map(toPool);
}

/** The pools of these ids that exist, by id (one batched read). */
export async function findPools(ids: string[]): Promise<Map<string, PoolRecord>> {
  if (ids.length === 0) return new Map();
  const snapshots = await db().getAll(...ids.map((id) => pools().doc(id)));
  return new Map(snapshots.filter((s) => s.exists).map((s) => [s.id, toPool(s)]));
}

/** The pools of these ids, by id, as a transaction reads them (their names, for audit entries). */
export async function findPoolsIn(transaction: Transaction, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const snapshots = await transaction.getAll(...ids.map((id) => pools().doc(id)));
  return new Map(snapshots.filter((s) => s.exists).map((s) => [s.id, String(s.get('name') ?? '')]));
}

/** The pool document as a transaction reads it (a merge keeps its member count right). */
export const poolSnapshotIn = (transaction: Transaction, id: string) => transaction.get(pools().doc(id));
