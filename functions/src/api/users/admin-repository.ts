import { FieldValue, type Query } from 'firebase-admin/firestore';
import { USER_MESSAGES, type Role, type UserListItem } from '@hr-portal/contract';
import type { Caller } from '../../lib/auth-middleware.js';
import { recordAudit } from '../../lib/audit.js';
import { db } from '../../lib/firebase.js';
import { endSessionsNow } from '../../lib/session.js';
import { toSessionUser } from './repository.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { CursorPosition } from '../../lib/cursor.js';

const users = () => db().collection('users');

export interface UserListFilters {
  role?: Role;
  /** Lower-case prefix of the email or of the name. */
  search?: string;
}

/** Users ordered by email (or by name when searching by name), optionally of one role. */
export function usersQuery(filters: UserListFilters, searchField: 'email' | 'nameLower' = 'email'): Query {
  let query: Query = users();
  if (filters.role) query = query.where('role', '==', filters.role);
  if (filters.search) {
    query = query.where(searchField, '>=', filters.search).where(searchField, '<', `${filters.search}\uf8ff`);
  }
  return query.orderBy(searchField, 'asc');
}

/** A list row is the stored user without the pending address (shown only on the profile). */
function toListItem(id: string, data: FirebaseFirestore.DocumentData): UserListItem {
  const { pendingEmail: _pending, ...row } = toSessionUser(id, data);
  return row;
}

/**
 * One page of users. Without a search it pages by email with a cursor; a search matches the start of the
 * email or of the name and returns the first `limit` matches.
 */
export async function listUsers(
  filters: UserListFilters,
  limit: number,
  after: CursorPosition | null,
): Promise<UserListItem[]> {
  if (filters.search) {
    const [byEmail, byName] = await Promise.all([
      usersQuery(filters, 'email').limit(limit).get(),
      usersQuery(filters, 'nameLower').limit(limit).get(),
    ]);
    const merged = new Map<string, UserListItem>();
    for (const snapshot of [...byEmail.docs, ...byName.docs])
      merged.set(snapshot.id, toListItem(snapshot.id, snapshot.data()));
    return [...merged.values()].sort((a, b) => a.email.localeCompare(b.email)).slice(0, limit);
  }
  let query = usersQuery(filters).limit(limit);
  if (after) query = query.startAfter(after.id);
  const snapshot = await query.get();
  return snapshot.docs.map((doc) => toListItem(doc.id, doc.data()));
}

/**
 * Changes the stored role, refusing to demote the last admin, and records the change in the audit trail.
 * Runs in a transaction that reads the admins, so two concurrent demotions cannot both succeed. Returns the
 * previous role.
 */
export async function changeStoredRole(actor: Caller, uid: string, role: Role): Promise<Role> {
  const ref = users().doc(uid);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw notFound(USER_MESSAGES.userNotFound);
    const previous = snapshot.get('role') as Role;
    if (previous === 'admin' && role !== 'admin') {
      const admins = await transaction.get(users().where('role', '==', 'admin').limit(2));
      if (admins.size <= 1) throw conflict(USER_MESSAGES.lastAdmin);
    }
    if (previous === role) return previous;
    // Sessions issued before the change end with it (lib/session.ts), at the person's next request.
    transaction.update(ref, { role, ...endSessionsNow() });
    recordAudit(transaction, {
      actor,
      action: 'user.role_changed',
      target: { type: 'user', id: uid, label: String(snapshot.get('email') ?? '') },
      before: { role: previous },
      after: { role },
    });
    return previous;
  });
}

/** A new display name, with its audit entry, in one batch. */
export async function changeName(
  actor: Caller,
  uid: string,
  current: { name: string; email: string },
  name: string,
): Promise<void> {
  const batch = db().batch();
  batch.update(users().doc(uid), { name, nameLower: name.toLowerCase(), updatedAt: FieldValue.serverTimestamp() });
  recordAudit(batch, {
    actor,
    action: 'user.profile_changed',
    target: { type: 'user', id: uid, label: current.email },
    before: { name: current.name },
    after: { name },
  });
  await batch.commit();
}

export async function syncEmailVerified(uid: string, emailVerified: boolean): Promise<void> {
  await users().doc(uid).update({ emailVerified });
}

/** Ends every session of the user at their next request (see lib/session.ts). */
export async function endAllSessions(uid: string): Promise<void> {
  await users().doc(uid).update(endSessionsNow());
}
