import { requireApplication } from '../shared/require-application.js';
import { remindersDue, settleReminder } from '../../data/scheduling/bookings.js';
import { interviewMail } from './interview-mail.js';

const REMINDER_BATCH = 100;

/**
 * The hourly reminder: e-mails the candidate and the interviewers of every interview starting within 24 hours
 * whose reminder is due, once each (in passes of 100, at most 20 a run). Answers how many interviews were reminded.
 */
export async function sendInterviewReminders(now = Date.now()): Promise<number> {
  let sent = 0;
  for (let pass = 0; pass < 20; pass += 1) {
    const due = await remindersDue(now, REMINDER_BATCH);
    for (const booking of due) {
      if (booking.status !== 'booked' || booking.start === null || booking.end === null) {
        await settleReminder(booking, []);
        continue;
      }
      const application = await requireApplication(booking.applicationId);
      const mail = await interviewMail({
        booking,
        application,
        method: 'REMINDER',
        start: booking.start,
        end: booking.end,
        sequence: booking.sequence,
        interviewers: booking.interviewers,
        candidateZone: booking.candidateTimeZone,
      });
      if (await settleReminder(booking, mail)) sent += 1;
    }
    if (due.length < REMINDER_BATCH) break;
  }
  return sent;
}
