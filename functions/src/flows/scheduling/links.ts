import type { BookingLinkDto } from '@hr-portal/contract';
import { SCHEDULING_MESSAGES } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { requireApplication } from '../shared/require-application.js';
import { panelUidsOf } from '../../data/applications/panel.js';
import { composeMail, portalLink } from '../shared/compose-mail.js';
import { loadTemplates } from '../../data/mail/templates.js';
import { languageOf } from '../../data/users/users.js';
import { storeBookingLink } from './booking-writes.js';
import { isClosed, requireOpen } from './bookings.js';
import { DAY } from './slots.js';
import type { OnceGuard } from '../../lib/transactions.js';

/** hr sends the candidate a booking link: a time to book with the application's panel. */
export async function sendBookingLink(
  caller: Caller,
  applicationId: string,
  input: { lengthMinutes: number; required: 'all' | number; days: number },
  now = Date.now(),
  /** A stage rule's: the link is sent at most once for its step. */
  guard?: OnceGuard,
): Promise<BookingLinkDto | null> {
  const application = await requireApplication(applicationId);
  requireOpen(application);
  const panel = await panelUidsOf(applicationId);
  if (panel.length === 0) throw badRequest(SCHEDULING_MESSAGES.noPanel);
  if (input.required !== 'all' && input.required > panel.length) throw badRequest(SCHEDULING_MESSAGES.requiredTooMany);
  const [templates, language] = await Promise.all([loadTemplates(), languageOf(application.candidate)]);
  const linkTo = (id: string) => portalLink(`/bookings/${encodeURIComponent(id)}`);
  const bookingId = await storeBookingLink(
    {
      applicationId,
      jobId: application.jobId,
      candidate: application.candidate,
      jobTitle: application.jobSnapshot.title,
      panel,
      required: input.required,
      lengthMinutes: input.lengthMinutes,
      windowStart: now,
      windowEnd: now + input.days * DAY,
    },
    { applicationId, jobId: application.jobId, candidate: application.candidate },
    caller.uid,
    (id) =>
      composeMail(
        templates,
        'interview_offered',
        application.candidateEmail,
        { candidateName: application.candidateName, jobTitle: application.jobSnapshot.title, portalUrl: linkTo(id) },
        { applicationId, recipientUid: application.candidate },
        language,
      ),
    isClosed,
    guard,
  );
  if (bookingId === 'done') return null;
  if (bookingId === 'booked') throw conflict(SCHEDULING_MESSAGES.alreadyBooked);
  if (bookingId === 'closed') throw conflict(SCHEDULING_MESSAGES.closed);
  return { bookingId, url: linkTo(bookingId) };
}
