import { FieldValue } from 'firebase-admin/firestore';
import { inDomains, type Role, type SessionUser } from '@hr-portal/contract';
import { db, FIRESTORE_CODES, isFirestoreCode } from '../../lib/firebase.js';
import { endSessionsAt } from './session.js';
import { toSessionUser } from './record.js';
import { collections } from '../../lib/collections.js';

// A sign-in recorded on the users document, and the sessions that end by its fields (session.ts).

const users = () => collections.users();
const touched = () => ({ updatedAt: FieldValue.serverTimestamp() });

/**
 * Records a sign-in and returns the stored user, or null when there is no users document (erased, or being erased):
 * a sign-in never creates one. The role comes from Auth and the address from the sign-in (which decided it against
 * Auth), so a users document that drifted is healed here. The address's proof is the portal's own (markAddressProven).
 */
export async function recordLogin(
  uid: string,
  decided: { email: string; name: string; role: Role },
): Promise<SessionUser | null> {
  const { name, ...healed } = decided;
  const ref = users().doc(uid);
  try {
    await ref.update({ ...healed, lastLogin: FieldValue.serverTimestamp(), ...touched() });
  } catch (error) {
    if (isFirestoreCode(error, FIRESTORE_CODES.notFound)) return null;
    throw error;
  }
  const snapshot = await ref.get();
  if (!snapshot.exists) return null;
  const data = snapshot.data() ?? {};
  return toSessionUser(uid, { ...data, name: data.name || name });
}

/** Ends every session of the user at their next request (see data/users/session.ts). */
export async function endAllSessions(uid: string, now = Date.now()): Promise<void> {
  await users().doc(uid).update(endSessionsAt(now));
}

/**
 * Ends the sessions of hr and employees whose address is in `domains` (when staff must start using the company's
 * SSO, a session opened with a password ends too). Returns how many were ended.
 */
export async function endStaffSessionsIn(domains: readonly string[], now = Date.now()): Promise<number> {
  let ended = 0;
  for (const role of ['hr', 'employee'] as const) {
    const snapshot = await users().where('role', '==', role).select('email').get();
    const matching = snapshot.docs.filter((doc) => inDomains(String(doc.get('email') ?? ''), domains));
    for (let start = 0; start < matching.length; start += 400) {
      const batch = db().batch();
      for (const doc of matching.slice(start, start + 400)) batch.update(doc.ref, endSessionsAt(now));
      await batch.commit();
    }
    ended += matching.length;
  }
  return ended;
}
