import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { talentPoolConsent } from './record.js';
import { collections } from '../../lib/collections.js';

// The talent-pool consent kept on the users document.

const users = () => collections.users();
const touched = () => ({ updatedAt: FieldValue.serverTimestamp() });

/**
 * Adds "keep me in mind for future roles" to the batch that files an application: consent from now for `months`
 * (renewed when given again).
 */
export function addTalentPoolConsent(writer: Transaction, uid: string, months: number, now = Date.now()): Date {
  const consent = talentPoolConsent(months, now);
  writer.set(users().doc(uid), { consents: { talentPool: consent } }, { merge: true });
  return consent.expiresAt.toDate();
}

/** Withdraws the talent-pool consent. */
export function withdrawTalentPoolConsentIn(transaction: Transaction, uid: string): void {
  // When it was withdrawn keeps them out of talent pools (flows/shared/pool-eligibility.ts) until they consent again.
  transaction.update(users().doc(uid), {
    'consents.talentPool': null,
    'consents.talentPoolWithdrawnAt': FieldValue.serverTimestamp(),
    ...touched(),
  });
}
