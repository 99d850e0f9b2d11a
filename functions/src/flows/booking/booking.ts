import { DateTime } from 'luxon';
import {
  CLOSING_STAGE_IDS,
  ERASED_PERSON,
  ERROR_CODES,
  type AvailabilityDto,
  type BookingDto,
  type BookingLinkDto,
  type Language,
  SCHEDULING_LIMITS,
  SCHEDULING_MESSAGES,
  type SlotDto,
} from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { EventChange } from '../../lib/event-log.js';
import { requireApplication } from '../shared/require-application.js';
import { panelUidsOf } from '../../data/applications/panel.js';
import { seesStaffView } from '../shared/job-views.js';
import type { ApplicationRecord } from '../../data/applications/record.js';
import { composeMail, portalLink } from '../shared/compose-mail.js';
import { loadTemplates } from '../../data/mail/templates.js';
import { findUsers, languageOf } from '../../data/users/users.js';
import type { MailAttachment, OutboxMail } from '../../lib/mail.js';
import { consume, type RateLimits } from '../../lib/rate-limit.js';
import { calendarInvite, interviewTimeIn } from './invite.js';
import { readAvailabilities } from '../../data/bookings/availability.js';
import {
  activeBookingsOf,
  bookedFor,
  busyIntervalsOf,
  findBooking,
  remindersDue,
  seatsTaken,
  settleReminder,
  type BookingRecord,
} from '../../data/bookings/bookings.js';
import { commitBookingChange, storeBookingLink } from './booking-writes.js';
import { computeSlots, neededOf, type PanelMember, type Slot } from './slots.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const toDto = (booking: BookingRecord): BookingDto => ({
  _id: booking.id,
  applicationId: booking.applicationId,
  jobTitle: booking.jobTitle,
  status: booking.status,
  lengthMinutes: booking.lengthMinutes,
  windowEnd: new Date(booking.windowEnd).toISOString(),
  start: booking.start === null ? null : new Date(booking.start).toISOString(),
  end: booking.end === null ? null : new Date(booking.end).toISOString(),
  sequence: booking.sequence,
});

const subjectOf = (booking: BookingRecord) => ({
  applicationId: booking.applicationId,
  jobId: booking.jobId,
  candidate: booking.candidate,
});

/** Who sends the invites: the portal itself (replies go nowhere; the interview's details are in the portal). */
const ORGANIZER = { name: 'HR Portal', email: 'no-reply@hr-portal.app' };

interface InterviewNotice {
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
  /** false: the interviewers only (a move cancels for those it no longer needs; the candidate keeps the interview). */
  toCandidate?: boolean;
}

/**
 * The e-mails of a booked, moved or cancelled interview: one to the candidate and one to each interviewer,
 * each with the time in the reader's zone and a calendar invite (stable UID, this SEQUENCE). The candidate's
 * invite names no interviewer's address; the panel's lists the candidate and the panel.
 */
async function interviewMail(notice: InterviewNotice): Promise<OutboxMail[]> {
  const { booking, application } = notice;
  const [people, hours, templates, candidateLanguage] = await Promise.all([
    findUsers(notice.interviewers),
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

/** Rejected or withdrawn: nothing to schedule (its old link stops working too). */
const isClosed = (application: { stage: string; status: string }) =>
  CLOSING_STAGE_IDS.includes(application.stage) || application.status === 'rejected';

function requireOpen(application: ApplicationRecord) {
  if (isClosed(application)) throw conflict(SCHEDULING_MESSAGES.closed);
}

/** hr sends the candidate a booking link: a time to book with the application's panel. */
export async function sendBookingLink(
  caller: Caller,
  applicationId: string,
  input: { lengthMinutes: number; required: 'all' | number; days: number },
  now = Date.now(),
): Promise<BookingLinkDto> {
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
  );
  if (bookingId === 'booked') throw conflict(SCHEDULING_MESSAGES.alreadyBooked);
  if (bookingId === 'closed') throw conflict(SCHEDULING_MESSAGES.closed);
  return { bookingId, url: linkTo(bookingId) };
}

/** The booking, if the caller may see it: the application's candidate, or hr and admins. */
async function bookingFor(caller: Caller, bookingId: string): Promise<BookingRecord> {
  const booking = await findBooking(bookingId);
  if (!booking) throw notFound(SCHEDULING_MESSAGES.notFound);
  if (booking.candidate !== caller.uid && !seesStaffView(caller)) throw forbidden(SCHEDULING_MESSAGES.notYours);
  return booking;
}

/** GET /api/booking/interviewing: the booked interviews the caller attends, from now on (their Interviews list). */
export const interviewsBookedFor = async (caller: Caller, now = Date.now()) =>
  (await bookedFor(caller.uid, now)).map(toDto);

/** GET /api/booking/my: the caller's open and booked interviews, for My Applications. */
export const myBookings = async (caller: Caller) => (await activeBookingsOf(caller.uid)).map(toDto);

export const bookingOf = async (caller: Caller, bookingId: string) => toDto(await bookingFor(caller, bookingId));

/** The panel's hours and interviews, as slot computation needs them (people without hours have none). */
async function panelMembers(booking: BookingRecord, now: number): Promise<PanelMember[]> {
  const hours = await readAvailabilities(booking.panel);
  return Promise.all(
    booking.panel
      .filter((uid) => hours.has(uid))
      .map(async (uid) => ({
        uid,
        availability: hours.get(uid)!,
        busy: await busyIntervalsOf(uid, now, booking.id),
      })),
  );
}

async function slotsFor(booking: BookingRecord, now: number): Promise<{ slots: Slot[]; panel: PanelMember[] }> {
  if (booking.status === 'cancelled') return { slots: [], panel: [] };
  const panel = await panelMembers(booking, now);
  const from = Math.max(now, booking.windowStart);
  const days = Math.max(0, (booking.windowEnd - from) / DAY);
  // "All" means the panel the link was sent for: someone without hours makes every slot impossible, not optional.
  const required = booking.required === 'all' ? booking.panel.length : booking.required;
  if (panel.length < neededOf(required, booking.panel.length)) return { slots: [], panel };
  return { slots: computeSlots({ panel, required, lengthMinutes: booking.lengthMinutes, now: from, days }), panel };
}

const slotDtos = (slots: Slot[]): SlotDto[] =>
  slots.map((slot) => ({ start: new Date(slot.start).toISOString(), end: new Date(slot.end).toISOString() }));

/** GET /api/booking/:id/slots: the free times, in UTC. */
export async function slotsOf(caller: Caller, bookingId: string, now = Date.now()): Promise<SlotDto[]> {
  const booking = await bookingFor(caller, bookingId);
  requireOpen(await requireApplication(booking.applicationId));
  return slotDtos((await slotsFor(booking, now)).slots);
}

/** The lock documents that hold `slot` for `uid`: each quarter hour to the end of their buffer, and a day seat. */
async function locksFor(
  uid: string,
  hours: AvailabilityDto,
  slot: Slot,
  booking: BookingRecord,
): Promise<string[] | null> {
  const step = SCHEDULING_LIMITS.stepMinutes * MINUTE;
  const cells: string[] = [];
  for (let at = slot.start; at < slot.end + hours.bufferMinutes * MINUTE; at += step) {
    cells.push(`${uid}__${new Date(at).toISOString()}`);
  }
  const day = DateTime.fromMillis(slot.start, { zone: hours.timeZone }).toISODate();
  const seats = Array.from({ length: hours.maxPerDay }, (_, i) => `${uid}__${day}__seat${i + 1}`);
  const ownSeat = seats.find((seat) => booking.lockIds.includes(seat));
  if (ownSeat) return [...cells, ownSeat];
  const taken = await seatsTaken(uid, day!);
  const seat = seats.find((candidate) => !taken.has(candidate));
  return seat ? [...cells, seat] : null;
}

/** A 409 that hands back the free times as they are now, so the candidate can choose again at once. */
async function slotGone(booking: BookingRecord, now: number): Promise<AppError> {
  const fresh = await slotsFor(await refreshed(booking), now);
  return new AppError(409, ERROR_CODES.conflict, SCHEDULING_MESSAGES.slotGone, {}, { slots: slotDtos(fresh.slots) });
}

const refreshed = async (booking: BookingRecord) => (await findBooking(booking.id)) ?? booking;

/** Claims `start` for the booking (first booking or a move), or answers 409 with fresh slots. */
async function claim(
  caller: Caller,
  booking: BookingRecord,
  start: number,
  event: EventChange,
  now: number,
  candidateZone?: string,
  onCommitted: () => void = () => {},
) {
  // A closed application's link books nothing and hands out no free times, not even in a 409.
  const application = await requireApplication(booking.applicationId);
  requireOpen(application);
  const { slots, panel } = await slotsFor(booking, now);
  const slot = slots.find((candidate) => candidate.start === start);
  if (!slot) throw await slotGone(booking, now);
  const attending = slot.free.slice(0, neededOf(booking.required, booking.panel.length));
  const hoursOf = new Map(panel.map((member) => [member.uid, member.availability]));
  const lockIds: string[] = [];
  for (const uid of attending) {
    const held = await locksFor(uid, hoursOf.get(uid)!, slot, booking);
    if (!held) throw await slotGone(booking, now);
    lockIds.push(...held);
  }
  const sequence = booking.status === 'booked' ? booking.sequence + 1 : booking.sequence;
  const zone = candidateZone ?? booking.candidateTimeZone;
  const notice = { booking, application, sequence, candidateZone: zone, hours: hoursOf };
  const dropped = booking.interviewers.filter((uid) => !attending.includes(uid));
  const mail = [
    ...(await interviewMail({
      ...notice,
      method: 'REQUEST',
      start: slot.start,
      end: slot.end,
      interviewers: attending,
    })),
    // Someone a move no longer needs (any N of the panel) gets the cancel for the old time.
    ...(dropped.length > 0
      ? await interviewMail({
          ...notice,
          method: 'CANCEL',
          start: booking.start!,
          end: booking.end!,
          interviewers: dropped,
          toCandidate: false,
        })
      : []),
  ];
  const committed = await commitBookingChange({
    booking,
    status: 'booked',
    // Booked less than a day ahead: the invite itself is the reminder.
    reminderAt: slot.start - DAY > now ? slot.start - DAY : null,
    start: slot.start,
    end: slot.end,
    interviewers: attending,
    lockIds,
    sequence,
    candidateTimeZone: candidateZone ?? booking.candidateTimeZone,
    event,
    subject: subjectOf(booking),
    actor: caller.uid,
    mail,
  });
  if (!committed) throw await slotGone(booking, now);
  onCommitted();
  return toDto((await findBooking(booking.id))!);
}

/** POST /api/booking/:id {start}: the candidate books one of the slots. */
export async function book(caller: Caller, bookingId: string, startIso: string, timeZone?: string, now = Date.now()) {
  const booking = await bookingFor(caller, bookingId);
  if (booking.candidate !== caller.uid) throw forbidden(SCHEDULING_MESSAGES.notYours);
  if (booking.status === 'cancelled') throw conflict(SCHEDULING_MESSAGES.cancelled);
  if (booking.status === 'booked') throw conflict(SCHEDULING_MESSAGES.alreadyBookedByYou);
  return claim(caller, booking, Date.parse(startIso), { type: 'interview_booked' }, now, timeZone);
}

/** The candidate may change a booking only until the interviewers' longest minimum notice; hr at any time. */
async function requireChangeable(caller: Caller, booking: BookingRecord, now: number) {
  if (booking.status !== 'booked') throw conflict(SCHEDULING_MESSAGES.notBooked);
  if (seesStaffView(caller)) return;
  const hours = await readAvailabilities(booking.interviewers);
  const notice = Math.max(0, ...[...hours.values()].map((entry) => entry.minNoticeHours)) * HOUR;
  if (booking.start! - now < notice) throw conflict(SCHEDULING_MESSAGES.tooLate);
}

/**
 * A candidate's moves of one booking are counted (each move e-mails the panel); hr and admins are not. Returns
 * the take-back for a move that did not happen.
 */
async function countMove(caller: Caller, booking: BookingRecord, limits: RateLimits) {
  if (limits === 'off' || seesStaffView(caller)) return async () => {};
  try {
    return await consume('bookingMovesPerBooking', limits.bookingMovesPerBooking, booking.id);
  } catch (error) {
    if (error instanceof AppError && error.status === 429) {
      throw new AppError(429, error.code, SCHEDULING_MESSAGES.tooManyMoves, error.headers);
    }
    throw error;
  }
}

/**
 * PUT /api/booking/:id {start}: moves the booked interview (sequence raised). A move to the time it already has
 * changes nothing and answers the booking as it is: no sequence, invite or event, and it is not counted.
 */
export async function reschedule(
  caller: Caller,
  bookingId: string,
  startIso: string,
  limits: RateLimits,
  timeZone?: string,
  now = Date.now(),
) {
  const booking = await bookingFor(caller, bookingId);
  await requireChangeable(caller, booking, now);
  const start = Date.parse(startIso);
  if (booking.start === start) return toDto(booking);
  const takeBack = await countMove(caller, booking, limits);
  // hr moving it keeps the candidate's zone; the candidate's own browser may name a new one.
  const zone = booking.candidate === caller.uid ? timeZone : undefined;
  let moved = false;
  try {
    return await claim(caller, booking, start, { type: 'interview_rescheduled' }, now, zone, () => (moved = true));
  } catch (error) {
    // Only a move that did not happen is taken back.
    if (!moved) await takeBack();
    throw error;
  }
}

/** DELETE /api/booking/:id: frees the time at once; the link is closed (hr sends a new one). */
export async function cancelBooking(caller: Caller, bookingId: string, now = Date.now()) {
  const booking = await bookingFor(caller, bookingId);
  await requireChangeable(caller, booking, now);
  const application = await requireApplication(booking.applicationId);
  const mail = await interviewMail({
    booking,
    application,
    method: 'CANCEL',
    start: booking.start!,
    end: booking.end!,
    sequence: booking.sequence + 1,
    interviewers: booking.interviewers,
    candidateZone: booking.candidateTimeZone,
  });
  const committed = await commitBookingChange({
    booking,
    reminderAt: null,
    candidateTimeZone: booking.candidateTimeZone,
    mail,
    status: 'cancelled',
    start: booking.start,
    end: booking.end,
    interviewers: booking.interviewers,
    lockIds: [],
    sequence: booking.sequence + 1,
    event: { type: 'interview_cancelled' },
    subject: subjectOf(booking),
    actor: caller.uid,
  });
  if (!committed) throw conflict(SCHEDULING_MESSAGES.slotGone);
  return toDto((await findBooking(booking.id))!);
}

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

/**
 * Erasure of a candidate: every interviewer of their interviews still to come gets the calendar cancel (same UID,
 * next SEQUENCE), naming neither the candidate nor their address. The e-mails name no application, so the
 * erasure of the application's mail that follows leaves them to be sent.
 */
export async function cancelsForErasure(candidate: string, now = Date.now()): Promise<OutboxMail[]> {
  const booked = (await activeBookingsOf(candidate)).filter(
    (booking) => booking.status === 'booked' && booking.start !== null && booking.end !== null && booking.end > now,
  );
  if (booked.length === 0) return [];
  const uids = [...new Set(booked.flatMap((booking) => booking.interviewers))];
  const [people, hours, templates] = await Promise.all([findUsers(uids), readAvailabilities(uids), loadTemplates()]);
  return booked.flatMap((booking) => {
    const staff = booking.interviewers.flatMap((uid) => {
      const person = people.get(uid);
      return person ? [person] : [];
    });
    return staff.flatMap((person) => {
      const mail = composeMail(
        templates,
        'interview_cancelled',
        person.email,
        {
          candidateName: ERASED_PERSON,
          jobTitle: booking.jobTitle,
          interviewTime: interviewTimeIn(booking.start!, hours.get(person._id)?.timeZone ?? 'UTC'),
          portalUrl: portalLink(`/${person.role}/interviews`),
        },
        { recipientUid: person._id },
      );
      // Each copy lists only its reader: an address kept in a colleague's mail would outlive that person's erasure.
      const invite = calendarInvite({
        bookingId: booking.id,
        sequence: booking.sequence + 1,
        method: 'CANCEL',
        start: booking.start!,
        end: booking.end!,
        title: `Interview for ${booking.jobTitle}`,
        description: `Cancelled: interview for ${booking.jobTitle}.`,
        organizer: ORGANIZER,
        attendees: [person],
      });
      return mail ? [{ ...mail, message: { ...mail.message, attachments: [invite] } }] : [];
    });
  });
}
