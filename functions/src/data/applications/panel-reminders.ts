import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { applicationSubcollections, collectionGroups } from '../../lib/collections.js';

/** Panel entries still without a scorecard a day after assignment, not yet reminded (a collection group). */
export const overdueQuery = (cutoff: Timestamp) =>
  collectionGroups
    .interviewers()
    .where('submitted', '==', false)
    .where('reminded', '==', false)
    .where('assignedAt', '<=', cutoff)
    .orderBy('assignedAt');

/** The overdue panel entries, oldest first: whose seat, on which application. */
export async function listOverdue(cutoff: Timestamp, limit: number): Promise<{ applicationId: string; uid: string }[]> {
  const found = await overdueQuery(cutoff).limit(limit).get();
  return found.docs.map((doc) => ({ applicationId: doc.ref.parent.parent!.id, uid: doc.id }));
}

/** A panel seat as a transaction reads it: whether it still waits for a reminder, and the address kept on it. */
export async function seatAwaitingReminderIn(transaction: Transaction, applicationId: string, uid: string) {
  const seat = await transaction.get(applicationSubcollections.interviewers(applicationId).doc(uid));
  return {
    waiting: seat.exists && !seat.get('submitted') && !seat.get('reminded'),
    email: (seat.get('email') as string | undefined) ?? null,
  };
}

/** Marks the seat reminded (with why no message went, when none did), so it leaves the overdue query. */
export function markRemindedIn(
  transaction: Transaction,
  applicationId: string,
  uid: string,
  at: Timestamp,
  skipped?: string,
): void {
  transaction.update(applicationSubcollections.interviewers(applicationId).doc(uid), {
    reminded: true,
    remindedAt: at,
    ...(skipped ? { reminderSkipped: skipped } : {}),
  });
}
