import { Timestamp } from 'firebase-admin/firestore';
import { composeMail, portalLink } from '../mail/compose.js';
import { loadTemplates, type MailTemplates } from '../../data/mail/templates.js';
import { listOverdue, settleOverdueEntry, type ReminderMail } from '../../data/applications/panel-reminders.js';

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
