import type { AvailabilityDto, Language } from '@hr-portal/contract';
import type { ApplicationRecord } from '../../data/applications/record.js';
import { composeMail, portalLink } from '../shared/compose-mail.js';
import { loadTemplates } from '../../data/mail/templates.js';
import { findUsers, languageOf } from '../../data/users/users.js';
import type { UserSummary } from '../../data/users/record.js';
import type { MailAttachment, OutboxMail } from '../../lib/mail.js';
import { calendarInvite, interviewTimeIn } from './invite.js';
import { readAvailabilities } from '../../data/scheduling/availability.js';
import type { BookingRecord } from '../../data/scheduling/booking-record.js';

/** Who sends the invites: the portal itself (replies go nowhere; the interview's details are in the portal). */
export const ORGANIZER = { name: 'HR Portal', email: 'no-reply@hr-portal.app' };

export interface InterviewNotice {
  booking: BookingRecord;
  application: ApplicationRecord;
  method: 'REQUEST' | 'CANCEL' | 'REMINDER';
  start: number;
  end: number;
  sequence: number;
  /** Who gets this notice: the attending interviewers (a move may also cancel for someone no longer needed). */
  interviewers: string[];
  /** The candidate's zone for their e-mail's time; UTC when their browser did not say. */
  candidateZone: string;
  /** The interviewers' hours when the caller has them already (a booking read them to find the slot). */
  hours?: ReadonlyMap<string, AvailabilityDto>;
  /** The interviewers' user documents when the caller has read them already (a booking reads them to notify). */
  people?: ReadonlyMap<string, UserSummary>;
  /** false: the interviewers only (a move cancels for those it no longer needs; the candidate keeps the interview). */
  toCandidate?: boolean;
}

/**
 * The e-mails of a booked, moved or cancelled interview: one to the candidate and one to each interviewer,
 * each with the time in the reader's zone and a calendar invite (stable UID, this SEQUENCE). The candidate's
 * invite names no interviewer's address; the panel's lists the candidate and the panel.
 */
export async function interviewMail(notice: InterviewNotice): Promise<OutboxMail[]> {
  const { booking, application } = notice;
  const [people, hours, templates, candidateLanguage] = await Promise.all([
    notice.people ?? findUsers(notice.interviewers),
    notice.hours ?? readAvailabilities(notice.interviewers),
    loadTemplates(),
    notice.toCandidate === false ? ('en' as const) : languageOf(booking.candidate),
  ]);
  const staff = notice.interviewers.flatMap((uid) => {
    const person = people.get(uid);
    return person ? [person] : [];
  });
  const candidateName = application.candidateName || application.candidateEmail;
  const jobTitle = booking.jobTitle;
  const inviteFor = (attendees: { name: string; email: string }[], description: string) =>
    calendarInvite({
      bookingId: booking.id,
      sequence: notice.sequence,
      method: notice.method === 'CANCEL' ? 'CANCEL' : 'REQUEST',
      start: notice.start,
      end: notice.end,
      title: `Interview: ${candidateName} for ${jobTitle}`,
      description,
      organizer: ORGANIZER,
      attendees,
    });
  const candidate = { name: candidateName, email: application.candidateEmail };
  // The candidate's copy lists nobody's address but their own: they meet "the interview panel".
  const candidateInvite = inviteFor(
    [candidate],
    `Interview for ${jobTitle} with the interview panel. Details in the HR Portal.`,
  );
  const panelInvite = inviteFor([candidate, ...staff], `Interview for ${jobTitle}. Details in the HR Portal.`);
  const event =
    notice.method === 'CANCEL'
      ? 'interview_cancelled'
      : notice.method === 'REMINDER'
        ? 'interview_reminder'
        : 'interview_invite';
  const values = (zone: string, portalUrl: string, language: Language = 'en') => ({
    candidateName,
    jobTitle,
    interviewTime: interviewTimeIn(notice.start, zone, language),
    portalUrl,
  });
  const about = (recipientUid: string) => ({ applicationId: booking.applicationId, recipientUid });
  // A reminder is a plain e-mail: the invite is already in their calendar.
  const withInvite = (mail: OutboxMail | null, invite: MailAttachment) =>
    mail === null || notice.method === 'REMINDER'
      ? mail
      : { ...mail, message: { ...mail.message, attachments: [invite] } };
  const mails = [
    notice.toCandidate === false
      ? null
      : withInvite(
          composeMail(
            templates,
            event,
            application.candidateEmail,
            values(notice.candidateZone, portalLink(`/bookings/${encodeURIComponent(booking.id)}`), candidateLanguage),
            about(booking.candidate),
            candidateLanguage,
          ),
          candidateInvite,
        ),
    ...staff.map((person) =>
      withInvite(
        composeMail(
          templates,
          event,
          person.email,
          values(
            hours.get(person._id)?.timeZone ?? 'UTC',
            portalLink(`/${person.role}/interviews/${encodeURIComponent(booking.applicationId)}`),
          ),
          about(person._id),
        ),
        panelInvite,
      ),
    ),
  ];
  return mails.filter((mail): mail is OutboxMail => mail !== null);
}
