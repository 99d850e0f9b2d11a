import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { INTERVIEWER_ROLES } from '@hr-portal/contract';
import { collectionGroups, collections } from '../../lib/collections.js';
import { appendEvent, subjectOfStored, SYSTEM_ACTOR_UID } from '../../lib/event-log.js';
import { queueMail, type OutboxMail } from '../../lib/mail.js';
import { runTransaction } from '../../lib/transactions.js';

/** Panel entries still without a scorecard a day after assignment, not yet reminded (a collection group). */
export const overdueQuery = (cutoff: Timestamp) =>
  collectionGroups
    .interviewers()
    .where('submitted', '==', false)
    .where('reminded', '==', false)
    .where('assignedAt', '<=', cutoff)
    .orderBy('assignedAt');

export async function listOverdue(cutoff: Timestamp, limit: number): Promise<QueryDocumentSnapshot[]> {
  return (await overdueQuery(cutoff).limit(limit).get()).docs;
}

/** The reminder for one entry, from what the transaction read: the application and the interviewer. */
export type ReminderMail = (
  application: { id: string; candidateName: string; jobTitle: string },
  interviewer: { uid: string; email: string; role: string },
) => OutboxMail | null;

/**
 * What one overdue panel entry gets, decided in a transaction that first re-reads it, its application and the
 * interviewer: a reminder (marked, queued and logged together, so a scorecard submitted meanwhile, or a second
 * run at the same time, sends nothing); removal when its application is gone (an orphan left by a deletion); or
 * a mark without a message when the interviewer no longer exists or may no longer interview. Every entry read
 * leaves the overdue query, so entries that get no reminder can never hold back the ones that should.
 */
export async function settleOverdueEntry(entry: QueryDocumentSnapshot, reminder: ReminderMail, now: number) {
  return runTransaction(async (transaction) => {
    const [fresh, application, interviewer] = await Promise.all([
      transaction.get(entry.ref),
      transaction.get(entry.ref.parent.parent!),
      transaction.get(collections.users().doc(entry.id)),
    ]);
    if (!fresh.exists || fresh.get('submitted') || fresh.get('reminded')) return false;
    if (!application.exists) {
      transaction.delete(entry.ref);
      return false;
    }
    const at = Timestamp.fromMillis(now);
    if (!interviewer.exists || !INTERVIEWER_ROLES.includes(interviewer.get('role'))) {
      transaction.update(entry.ref, { reminded: true, remindedAt: at, reminderSkipped: 'not an interviewer now' });
      return false;
    }
    transaction.update(entry.ref, { reminded: true, remindedAt: at });
    const mail = reminder(
      {
        id: application.id,
        candidateName: String(application.get('candidateName') || application.get('candidateEmail') || ''),
        jobTitle: String(application.get('jobSnapshot.title') ?? ''),
      },
      {
        uid: entry.id,
        email: String(interviewer.get('email') ?? fresh.get('email') ?? ''),
        role: String(interviewer.get('role')),
      },
    );
    const mailId = mail ? queueMail(transaction, mail) : null;
    const change = { type: 'interviewer_reminded', interviewerUid: entry.id, mailId } as const;
    appendEvent(transaction, subjectOfStored(application), change, SYSTEM_ACTOR_UID, at);
    return true;
  });
}
