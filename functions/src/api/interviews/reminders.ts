import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import { queueMail } from '../../lib/mail.js';
import { composeMail, portalLink } from '../mail/compose.js';
import { loadTemplates } from '../mail/templates.js';

export const REMINDER_AFTER_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/** Panel entries still without a scorecard a day after assignment, not yet reminded (a collection group). */
export const overdueQuery = (cutoff: Timestamp) =>
  db()
    .collectionGroup('interviewers')
    .where('submitted', '==', false)
    .where('reminded', '==', false)
    .where('assignedAt', '<=', cutoff)
    .orderBy('assignedAt');

/**
 * The hourly reminder: e-mails every interviewer whose scorecard is 24 h overdue, once. Each reminder is marked
 * and queued in one transaction that first re-reads the entry, so a scorecard submitted meanwhile, or a second
 * run at the same time, sends nothing. Returns how many were sent.
 */
export async function sendOverdueReminders(now = Date.now()): Promise<number> {
  const due = await overdueQuery(Timestamp.fromMillis(now - REMINDER_AFTER_MS))
    .limit(BATCH)
    .get();
  if (due.empty) return 0;
  const templates = await loadTemplates();
  let sent = 0;
  for (const entry of due.docs) {
    const reminded = await db().runTransaction(async (transaction) => {
      const [fresh, application] = await Promise.all([
        transaction.get(entry.ref),
        transaction.get(entry.ref.parent.parent!),
      ]);
      if (!fresh.exists || !application.exists || fresh.get('submitted') || fresh.get('reminded')) return false;
      transaction.update(entry.ref, { reminded: true, remindedAt: Timestamp.fromMillis(now) });
      const applicationId = application.id;
      const mail = composeMail(
        templates,
        'scorecard_overdue',
        String(fresh.get('email') ?? ''),
        {
          candidateName: String(application.get('candidateName') || application.get('candidateEmail') || ''),
          jobTitle: String(application.get('jobSnapshot.title') ?? ''),
          stageName: '',
          portalUrl: portalLink(
            `/${String(fresh.get('role') ?? 'employee')}/interviews/${encodeURIComponent(applicationId)}`,
          ),
        },
        { applicationId, recipientUid: entry.id },
      );
      if (mail) queueMail(transaction, mail);
      return true;
    });
    if (reminded) sent += 1;
  }
  return sent;
}
