import { Timestamp } from 'firebase-admin/firestore';
import { INTERVIEWER_ROLES } from '@hr-portal/contract';
import { appendEvent, SYSTEM_ACTOR_UID } from '../../lib/event-log.js';
import { queueMail, type OutboxMail } from '../../lib/mail.js';
import { runTransaction } from '../../lib/transactions.js';
import { composeMail, portalLink } from '../shared/compose-mail.js';
import { loadTemplates, type MailTemplates } from '../../data/mail/templates.js';
import { listOverdue, markRemindedIn, seatAwaitingReminderIn } from '../../data/applications/panel-reminders.js';
import { unseatIn } from '../../data/applications/panel.js';
import { storedApplicationIn } from '../../data/applications/applications.js';
import { userIn } from '../../data/users/users.js';

/** The reminder for one entry, from what the transaction read: the application and the interviewer. */
type ReminderMail = (
  application: { id: string; candidateName: string; jobTitle: string },
  interviewer: { uid: string; email: string; role: string },
) => OutboxMail | null;

export const REMINDER_AFTER_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;
/** Passes over the overdue entries per run; each pass marks or removes every entry it read. */
const MAX_PASSES = 50;

const reminderFrom =
  (templates: MailTemplates): ReminderMail =>
  (application, interviewer) =>
    composeMail(
      templates,
      'scorecard_overdue',
      interviewer.email,
      {
        candidateName: application.candidateName,
        jobTitle: application.jobTitle,
        stageName: '',
        portalUrl: portalLink(`/${interviewer.role}/interviews/${encodeURIComponent(application.id)}`),
      },
      { applicationId: application.id, recipientUid: interviewer.uid },
    );

/**
 * What one overdue panel entry gets, decided in a transaction that first re-reads it, its application and the
 * interviewer: a reminder (marked, queued and logged together, so a scorecard submitted meanwhile, or a second
 * run at the same time, sends nothing); removal when its application is gone (an orphan left by a deletion); or
 * a mark without a message when the interviewer no longer exists or may no longer interview. Every entry read
 * leaves the overdue query, so entries that get no reminder can never hold back the ones that should.
 */
async function settleOverdueEntry(entry: { applicationId: string; uid: string }, reminder: ReminderMail, now: number) {
  const { applicationId, uid } = entry;
  return runTransaction(async (transaction) => {
    const [seat, application, interviewer] = await Promise.all([
      seatAwaitingReminderIn(transaction, applicationId, uid),
      storedApplicationIn(transaction, applicationId),
      userIn(transaction, uid),
    ]);
    if (!seat.waiting) return false;
    if (!application.exists) {
      unseatIn(transaction, applicationId, uid);
      return false;
    }
    const at = Timestamp.fromMillis(now);
    if (!interviewer || !INTERVIEWER_ROLES.includes(interviewer.role)) {
      markRemindedIn(transaction, applicationId, uid, at, 'not an interviewer now');
      return false;
    }
    markRemindedIn(transaction, applicationId, uid, at);
    const mail = reminder(
      { id: applicationId, candidateName: application.candidateName, jobTitle: application.jobTitle },
      { uid, email: interviewer.email ?? seat.email ?? '', role: String(interviewer.role) },
    );
    const mailId = mail ? queueMail(transaction, mail) : null;
    const change = { type: 'interviewer_reminded', interviewerUid: uid, mailId } as const;
    appendEvent(transaction, application.subject, change, SYSTEM_ACTOR_UID, at);
    return true;
  });
}

/**
 * The hourly reminder: e-mails every interviewer whose scorecard is 24 h overdue, once, in passes of 200 until
 * none is left (at most 50 passes a run). Returns how many were sent.
 */
export async function sendOverdueReminders(now = Date.now()): Promise<number> {
  const cutoff = Timestamp.fromMillis(now - REMINDER_AFTER_MS);
  let reminder: ReminderMail | undefined;
  let sent = 0;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const due = await listOverdue(cutoff, BATCH);
    if (due.length === 0) break;
    reminder ??= reminderFrom(await loadTemplates());
    for (const entry of due) if (await settleOverdueEntry(entry, reminder, now)) sent += 1;
    if (due.length < BATCH) break;
  }
  return sent;
}
