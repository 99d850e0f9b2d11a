import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { isLanguage, type Language } from '@hr-portal/contract';
import { db } from '../../lib/firebase.js';
import { recordAudit, type AuditRecord } from '../../lib/audit.js';
import { endSessionsAt } from './session.js';
import { collections } from '../../lib/collections.js';
import { runTransaction } from '../../lib/transactions.js';

// The portal's own proof that an account's address is its owner's.

const users = () => collections.users();
const touched = () => ({ updatedAt: FieldValue.serverTimestamp() });

/**
 * The portal's record that the account's address is its owner's (`emailVerified`): written only when the portal saw
 * the proof (its verification link, a sign-in link, a provider that vouches), never copied from Firebase's flag,
 * which Firebase's own e-mails set without ending anyone else's way in. With `endSessionsFrom`, every session ends
 * in the same write (the proof removed whoever was in before).
 */
export async function markAddressProven(
  uid: string,
  { endSessionsFrom, audit }: { endSessionsFrom?: number; audit?: AuditRecord } = {},
): Promise<void> {
  const batch = db().batch();
  batch.update(users().doc(uid), {
    emailVerified: true,
    // Every proof spends the verification links sent before it (they sign this count: addressProofState).
    addressProofs: FieldValue.increment(1),
    ...(endSessionsFrom === undefined ? {} : endSessionsAt(endSessionsFrom)),
    ...touched(),
  });
  if (audit) recordAudit(batch, audit);
  await batch.commit();
}

/** What a verification link is signed for: the address, and how many proofs were recorded before it was sent. */
export interface AddressProofState {
  email: string;
  emailVerified: boolean;
  proofs: number;
}

const stateOf = (snapshot: DocumentSnapshot): AddressProofState => ({
  email: String(snapshot.get('email') ?? ''),
  emailVerified: snapshot.get('emailVerified') === true,
  proofs: Number(snapshot.get('addressProofs') ?? 0),
});

export async function addressProofState(uid: string): Promise<AddressProofState | null> {
  const snapshot = await users().doc(uid).get();
  return snapshot.exists ? stateOf(snapshot) : null;
}

/** The state a verification e-mail signs, with whom it greets and in which language: one read of the users document. */
export async function addressProofRecipient(
  uid: string,
): Promise<{ state: AddressProofState; name: string; language: Language } | null> {
  const snapshot = await users().doc(uid).get();
  if (!snapshot.exists) return null;
  const language = snapshot.get('language') as unknown;
  return {
    state: stateOf(snapshot),
    name: String(snapshot.get('name') ?? ''),
    language: isLanguage(language) ? language : 'en',
  };
}

/**
 * Spends a verification link: true when the address and the count of proofs are still those it was signed for
 * (then the count moves on, so the link works once), false when either changed since (a proof or an address change
 * ran in between).
 */
export async function claimAddressProof(uid: string, signedFor: AddressProofState): Promise<boolean> {
  return runTransaction(async (transaction) => {
    const snapshot = await transaction.get(users().doc(uid));
    const current = Number(snapshot.get('addressProofs') ?? 0);
    if (!snapshot.exists || snapshot.get('email') !== signedFor.email || current !== signedFor.proofs) return false;
    transaction.update(users().doc(uid), { addressProofs: current + 1, ...touched() });
    return true;
  });
}
