import { FieldValue } from 'firebase-admin/firestore';
import { FIRESTORE_CODES, isFirestoreCode } from '../../lib/firebase.js';
import { endSessionsAt } from './session.js';
import { collections } from '../../lib/collections.js';

// The users document's part in erasure: closed first, deleted last (flows/privacy runs the steps).

const users = () => collections.users();

/**
 * Erasure (or anonymisation) begins: the person is disabled, their sessions end (those of this very second too) and
 * their account link is refused, in one write. False when there is no users document (an earlier run deleted it).
 */
export async function closeForErasure(uid: string, now = Date.now()): Promise<boolean> {
  try {
    await users()
      .doc(uid)
      .update({ disabled: true, 'accountLink.erasingAt': FieldValue.serverTimestamp(), ...endSessionsAt(now) });
    return true;
  } catch (error) {
    if (isFirestoreCode(error, FIRESTORE_CODES.notFound)) return false;
    throw error;
  }
}

/** Deletes the users document (erasure; its audit entry is the privacy flow's). Answers whether there was one. */
export async function deleteProfile(uid: string): Promise<boolean> {
  const ref = users().doc(uid);
  const existed = (await ref.get()).exists;
  if (existed) await ref.delete();
  return existed;
}
