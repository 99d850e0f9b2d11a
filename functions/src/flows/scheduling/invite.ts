import { createEvent } from 'ics';
import { DateTime } from 'luxon';
import type { MailAttachment } from '../../lib/mail.js';
import { LANGUAGE_LOCALES, LONG_DATE_TIME, type Language } from '@hr-portal/contract';

export interface InviteInput {
  bookingId: string;
  /** Raised on each reschedule and on cancel, so calendars replace the earlier copy. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: number;
  end: number;
  title: string;
  description: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
}

/** The stable UID of a booking's calendar event: every update and the cancel refer to the same event. */
export const inviteUid = (bookingId: string) => `booking-${bookingId}@hr-portal`;

/** The interview's calendar invite (iCalendar, METHOD:REQUEST or CANCEL), as an e-mail attachment. */
export function calendarInvite(input: InviteInput): MailAttachment {
  const { error, value } = createEvent({
    uid: inviteUid(input.bookingId),
    sequence: input.sequence,
    method: input.method,
    status: input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    start: input.start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: input.end,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: input.title,
    description: input.description,
    organizer: input.organizer,
    attendees: input.attendees.map((person) => ({
      name: person.name || person.email,
      email: person.email,
      rsvp: true,
      partstat: 'NEEDS-ACTION',
      role: 'REQ-PARTICIPANT',
    })),
    productId: 'hr-portal/scheduling',
  });
  if (error || !value) throw error ?? new Error('The calendar invite could not be built');
  return {
    filename: input.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    content: value,
    contentType: `text/calendar; charset=utf-8; method=${input.method}`,
  };
}

/**
 * An instant as a person reads it in their zone and language, zone named: "Tuesday 1 December 2026, 14:00
 * (Europe/Berlin)", "Dienstag, 1. Dezember 2026 um 14:00 (Europe/Berlin)".
 */
export function interviewTimeIn(at: number, zone: string, language: Language = 'en'): string {
  const time = DateTime.fromMillis(at, { zone });
  const shown =
    language === 'en'
      ? time.setLocale('en-GB').toFormat('cccc d LLLL yyyy, HH:mm')
      : time.setLocale(LANGUAGE_LOCALES[language]).toLocaleString(LONG_DATE_TIME);
  return `${shown} (${zone})`;
}
