import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { INTERVIEWER_ROLES } from '@hr-portal/contract';
import { db } from '../../lib/firebase.js';
import { queueMail } from '../../lib/mail.js';
import { appendEvent, subjectOfStored, SYSTEM_ACTOR_UID } from '../../lib/event-log.js';
import { composeMail, portalLink } from '../mail/compose.js';
import { loadTemplates, type MailTemplates } from '../mail/templates.js';
import { collection, collectionGroup } from '../../lib/collections.js';

export const REMINDER_AFTER_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/** Panel entries still without a scorecard a day after assignment, not yet reminded (a collection group). */
export const overdueQuery = (cutoff: Timestamp) =>
  collectionGroup('interviewers')
    .where('submitted', '==', false)
    .where('reminded', '==', false)
    .where('assignedAt', '<=', cutoff)
    .orderBy('assignedAt');

/** Passes over the overdue entries per run; each pass marks or removes every entry it read. */
const MAX_PASSES = 50;

/**
 * What one overdue panel entry gets, decided in a transaction that first re-reads it, its application and the
 * interviewer: a reminder (marked and queued together, so a scorecard submitted meanwhile, or a second run at
 * the same time, sends nothing); removal when its application is gone (an orphan left by a deletion); or a mark
 * without a message when the interviewer no longer exists or may no longer interview. Every entry read leaves
 * the overdue query, so entries that get no reminder can never hold back the ones that should.
 */
async function settleOverdueEntry(entry: QueryDocumentSnapshot, templates: MailTemplates, now: number) {
  return db().runTransaction(async (transaction) => {
    const [fresh, application, interviewer] = await Promise.all([
      transaction.get(entry.ref),
      transaction.get(entry.ref.parent.parent!),
      transaction.get(collection('users').doc(entry.id)),
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
    const applicationId = application.id;
    const mail = composeMail(
      templates,
      'scorecard_overdue',
      String(interviewer.get('email') ?? fresh.get('email') ?? ''),
      {
        candidateName: String(application.get('candidateName') || application.get('candidateEmail') || ''),
        jobTitle: String(application.get('jobSnapshot.title') ?? ''),
        stageName: '',
        portalUrl: portalLink(`/${String(interviewer.get('role'))}/interviews/${encodeURIComponent(applicationId)}`),
      },
      { applicationId, recipientUid: entry.id },
    );
    const mailId = mail ? queueMail(transaction, mail) : null;
    const change = { type: 'interviewer_reminded', interviewerUid: entry.id, mailId } as const;
    appendEvent(transaction, subjectOfStored(application), change, SYSTEM_ACTOR_UID, at);
    return true;
  });
}

/**
 * The hourly reminder: e-mails every interviewer whose scorecard is 24 h overdue, once, in passes of 200 until
 * none is left (at most 50 passes a run). Returns how many were sent.
 */
export async function sendOverdueReminders(now = Date.now()): Promise<number> {
  const cutoff = Timestamp.fromMillis(now - REMINDER_AFTER_MS);
  let templates: MailTemplates | undefined;
  let sent = 0;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const due = await overdueQuery(cutoff).limit(BATCH).get();
    if (due.empty) break;
    templates ??= await loadTemplates();
    for (const entry of due.docs) if (await settleOverdueEntry(entry, templates, now)) sent += 1;
    if (due.size < BATCH) break;
  }
  return sent;
}
