import { type Transaction } from 'firebase-admin/firestore';
import { type Role } from '@hr-portal/contract';
import { recordAudit, type AuditRecord } from '../../lib/audit.js';
import { endSessionsAt } from './session.js';
import { collections } from '../../lib/collections.js';

// Roles and access: changing a role, disabling, and the admins who must remain.

const users = () => collections.users();

/** Disables or enables a person's users document, with its audit entry; disabling ends every session at once. */
export async function setDisabledIn(transaction: Transaction, uid: string, disabled: boolean, audit: AuditRecord) {
  transaction.update(
    users().doc(uid),
    disabled ? { disabled: true, ...endSessionsAt(Date.now()) } : { disabled: false },
  );
  recordAudit(transaction, audit);
}

/** How many admins there are, counted up to `atMost`, as a transaction reads them. */
export async function adminCountIn(transaction: Transaction, atMost: number): Promise<number> {
  return (await transaction.get(users().where('role', '==', 'admin').limit(atMost))).size;
}

/** Whether an enabled admin other than `except` remains (read in the transaction, so two cannot disable each other). */
export async function otherEnabledAdminIn(transaction: Transaction, except: string): Promise<boolean> {
  const admins = await transaction.get(users().where('role', '==', 'admin').limit(100));
  return admins.docs.some((doc) => doc.id !== except && doc.get('disabled') !== true);
}

/** Stores a new role; sessions issued before the change end with it (session.ts), at the person's next request. */
export function setRoleIn(transaction: Transaction, uid: string, role: Role): void {
  transaction.update(users().doc(uid), { role, ...endSessionsAt(Date.now()) });
}

/** The admins' uids and addresses (a portal has a handful; at most 50 are told of anything). */
export async function adminAddresses(): Promise<{ uid: string; email: string }[]> {
  const snapshot = await users().where('role', '==', 'admin').select('email').limit(50).get();
  return snapshot.docs
    .map((doc) => ({ uid: doc.id, email: String(doc.get('email') ?? '') }))
    .filter((admin) => admin.email !== '');
}
