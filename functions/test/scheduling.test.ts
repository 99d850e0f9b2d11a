import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import type { SlotDto } from '@hr-portal/contract';
import { db } from '../src/lib/firebase.js';
import { sendInterviewReminders } from '../src/flows/scheduling/reminders.js';
import { createApp } from '../src/http/app.js';
import { DEFAULT_RATE_LIMITS } from '../src/lib/rate-limit.js';
import { startServer, type TestServer } from './support/api.js';
import { newApplicant } from './support/applicants.js';
import { createTestUser, type TestUser } from './support/users.js';
import { installReadMeter, readMeter } from './support/read-meter.js';

let api: TestServer;
let hr: TestUser;
let jobId: string;
beforeAll(async () => {
  api = await startServer();
  hr = await createTestUser('hr');
  jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Scheduling Job' } })).body._id;
});
afterAll(() => api.close());

const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, ranges: [{ start: '00:00', end: '24:00' }] }));

/** An employee who can interview around the clock, in `timeZone`. */
async function interviewer(timeZone = 'UTC', overrides: Record<string, unknown> = {}) {
  const person = await createTestUser('employee');
  const hours = { timeZone, weekly: ALL_WEEK, bufferMinutes: 0, maxPerDay: 12, minNoticeHours: 0, ...overrides };
  expect((await api.call('PUT', '/api/me/availability', { token: person.token, body: hours })).status).toBe(200);
  return person;
}

/** A candidate's application with `panel` on it, and a booking link offered by hr. */
async function offered(panel: TestUser[], name: string, body: Record<string, unknown> = {}) {
  const applicant = await newApplicant(api, jobId, name);
  for (const member of panel) {
    const added = await api.call('POST', `/api/application/${applicant.id}/interviewers`, {
      token: hr.token,
      body: { uid: member.uid },
    });
    expect(added.status).toBe(201);
  }
  const offer = await api.call('POST', `/api/application/${applicant.id}/schedule`, {
    token: hr.token,
    body: { lengthMinutes: 60, required: 'all', days: 7, ...body },
  });
  expect(offer.status).toBe(201);
  return { ...applicant, bookingId: offer.body.bookingId as string, url: offer.body.url as string };
}

const slotsOf = async (user: TestUser, bookingId: string) =>
  (await api.call('GET', `/api/booking/${bookingId}/slots`, { token: user.token })).body as SlotDto[];

/** The calendar invites queued about an application, oldest first, parsed by a real iCalendar parser. */
async function invitesAbout(applicationId: string) {
  const mail = await db().collection('mail').where('applicationId', '==', applicationId).get();
  return mail.docs
    .filter((doc) => doc.get('message.attachments'))
    .sort((a, b) => a.get('createdAt').toMillis() - b.get('createdAt').toMillis() || a.id.localeCompare(b.id))
    .map((doc) => {
      const [attachment] = doc.get('message.attachments');
      const calendar = new ICAL.Component(ICAL.parse(attachment.content));
      const event = calendar.getFirstSubcomponent('vevent')!;
      return {
        to: doc.get('to') as string,
        subject: doc.get('message.subject') as string,
        contentType: attachment.contentType as string,
        method: calendar.getFirstPropertyValue('method'),
        uid: event.getFirstPropertyValue('uid'),
        sequence: event.getFirstPropertyValue('sequence'),
        start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
        end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
        attendees: event.getAllProperties('attendee').map((line) => String(line.getFirstValue()).toLowerCase()),
      };
    });
}

describe('offering and booking an interview', () => {
  it('when hr offers scheduling, then the candidate reads free slots and books one; the timeline records it', async () => {
    const panel = [await interviewer('Europe/Berlin'), await interviewer('America/New_York')];
    const { user, id, bookingId, url } = await offered(panel, 'Bea Booker');
    expect(url).toContain(`/bookings/${bookingId}`);

    const slots = await slotsOf(user, bookingId);
    expect(slots.length).toBeGreaterThan(100);
    expect(Date.parse(slots[0]!.end) - Date.parse(slots[0]!.start)).toBe(60 * 60_000);
    expect(Date.parse(slots[0]!.start) % (15 * 60_000)).toBe(0);

    const booked = await api.call('POST', `/api/booking/${bookingId}`, {
      token: user.token,
      body: { start: slots[3]!.start },
    });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ status: 'booked', start: slots[3]!.start, end: slots[3]!.end, sequence: 0 });
    const mine = (await api.call('GET', '/api/booking/my', { token: user.token })).body;
    expect(mine).toEqual([expect.objectContaining({ _id: bookingId, applicationId: id, status: 'booked' })]);
    expect((await api.call('GET', '/api/booking/my', { token: hr.token })).body).toEqual([]);
    const attending = (await api.call('GET', '/api/booking/interviewing', { token: panel[0]!.token })).body;
    expect(attending).toEqual([expect.objectContaining({ _id: bookingId, start: slots[3]!.start })]);
    const application = (await db().collection('applications').doc(id).get()).get('interview');
    expect(application.start.toDate().toISOString()).toBe(slots[3]!.start);
    const stored = (await db().collection('bookings').doc(bookingId).get()).data()!;
    expect([...stored.interviewers].sort()).toEqual(panel.map((member) => member.uid).sort());

    const events = (await db().collection('applications').doc(id).collection('events').get()).docs.map((doc) =>
      doc.get('type'),
    );
    expect(events).toEqual(expect.arrayContaining(['interview_offered', 'interview_booked']));
  });

  it('when a slot is taken by one application, then another application with the same interviewer cannot overlap it', async () => {
    const shared = await interviewer();
    const first = await offered([shared], 'Olga Overlap');
    const second = await offered([shared], 'Otto Overlap');
    const slot = (await slotsOf(first.user, first.bookingId))[8]!;
    expect(
      (
        await api.call('POST', `/api/booking/${first.bookingId}`, {
          token: first.user.token,
          body: { start: slot.start },
        })
      ).status,
    ).toBe(201);

    const left = await slotsOf(second.user, second.bookingId);
    const overlaps = (other: SlotDto) =>
      Date.parse(other.start) < Date.parse(slot.end) && Date.parse(slot.start) < Date.parse(other.end);
    expect(left.some(overlaps)).toBe(false);
    // Asking for it anyway (a stale list): 409 with the free times as they are now.
    const quarterLater = new Date(Date.parse(slot.start) + 15 * 60_000).toISOString();
    const refused = await api.call('POST', `/api/booking/${second.bookingId}`, {
      token: second.user.token,
      body: { start: quarterLater },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('That time is no longer free: please choose another');
    expect(refused.body.slots.length).toBe(left.length);
  });

  it('when 20 candidates book the same slot at once, then exactly one gets it and the rest get 409 with fresh slots', async () => {
    const shared = await interviewer();
    const links = [];
    for (let i = 0; i < 20; i += 1) links.push(await offered([shared], `Racer ${String.fromCharCode(65 + i)}`));
    const slot = (await slotsOf(links[0]!.user, links[0]!.bookingId))[20]!;
    const answers = await Promise.all(
      links.map((link) =>
        api.call('POST', `/api/booking/${link.bookingId}`, { token: link.user.token, body: { start: slot.start } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.slots.some((free: SlotDto) => free.start === slot.start)).toBe(false);
    }
    const held = await db().collection('bookings').where('interviewers', 'array-contains', shared.uid).get();
    expect(held.docs.filter((doc) => doc.get('status') === 'booked')).toHaveLength(1);
  });

  it('when the candidate reschedules and then cancels, then the sequence rises and the time is free again at once', async () => {
    const shared = await interviewer();
    const link = await offered([shared], 'Rita Resched');
    const slots = await slotsOf(link.user, link.bookingId);
    // Two hours apart: the one-hour interviews do not overlap.
    const [first, second] = [slots[0], slots[8]];
    await api.call('POST', `/api/booking/${link.bookingId}`, { token: link.user.token, body: { start: first!.start } });

    const moved = await api.call('PUT', `/api/booking/${link.bookingId}`, {
      token: link.user.token,
      body: { start: second!.start },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ start: second!.start, sequence: 1 });
    // The first time is free again; the second is held.
    const other = await offered([shared], 'Rex Other');
    const otherSlots = (await slotsOf(other.user, other.bookingId)).map((slot) => slot.start);
    expect(otherSlots).toContain(first!.start);
    expect(otherSlots).not.toContain(second!.start);

    const cancelled = await api.call('DELETE', `/api/booking/${link.bookingId}`, { token: link.user.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', sequence: 2 });
    expect((await slotsOf(other.user, other.bookingId)).map((slot) => slot.start)).toContain(second!.start);
    expect((await db().collection('applications').doc(link.id).get()).get('interview')).toBeNull();
    const locks = await db().collection('calendarLocks').where('uid', '==', shared.uid).get();
    expect(locks.size).toBe(0);
  });

  it('when the interview is closer than the minimum notice, then the candidate may not move it but hr may', async () => {
    const strict = await interviewer('UTC', { minNoticeHours: 48 });
    const link = await offered([strict], 'Nina Notice', { days: 3 });
    const slots = await slotsOf(link.user, link.bookingId);
    expect(Date.parse(slots[0]!.start)).toBeGreaterThanOrEqual(Date.now() + 48 * 3600_000 - 60_000);
    await api.call('POST', `/api/booking/${link.bookingId}`, {
      token: link.user.token,
      body: { start: slots[0]!.start },
    });
    // Two days of notice are asked for, and the interview is just over two days away: a minute later it is too late.
    await db()
      .collection('bookings')
      .doc(link.bookingId)
      .update({ start: new Date(Date.now() + 47 * 3600_000), end: new Date(Date.now() + 48 * 3600_000) });
    const late = await api.call('DELETE', `/api/booking/${link.bookingId}`, { token: link.user.token });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('It is too close to the interview to change it here: please contact HR');
    expect((await api.call('DELETE', `/api/booking/${link.bookingId}`, { token: hr.token })).status).toBe(200);
  });

  it('when someone else asks, or input is wrong, then 403, 404 and 400 say so', async () => {
    const member = await interviewer();
    const link = await offered([member], 'Pia Private');
    const stranger = await createTestUser('candidate');
    expect((await api.call('GET', `/api/booking/${link.bookingId}/slots`, { token: stranger.token })).status).toBe(403);
    expect((await api.call('GET', `/api/booking/${link.bookingId}/slots`, { token: member.token })).status).toBe(403);
    expect((await api.call('GET', '/api/booking/nope/slots', { token: hr.token })).status).toBe(404);
    const stale = await api.call('POST', `/api/booking/${link.bookingId}`, {
      token: link.user.token,
      body: { start: 'tomorrow' },
    });
    expect(stale.status).toBe(400);
    const tooMany = await api.call('POST', `/api/application/${link.id}/schedule`, {
      token: hr.token,
      body: { lengthMinutes: 60, required: 2, days: 7 },
    });
    expect(tooMany.body.message).toBe('Required interviewers cannot exceed the panel');
    const badLength = await api.call('POST', `/api/application/${link.id}/schedule`, {
      token: hr.token,
      body: { lengthMinutes: 50, required: 'all', days: 7 },
    });
    expect(badLength.status).toBe(400);
    const noPanel = await newApplicant(api, jobId, 'Ned Nopanel');
    const refused = await api.call('POST', `/api/application/${noPanel.id}/schedule`, {
      token: hr.token,
      body: { lengthMinutes: 30, required: 'all', days: 7 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Put interviewers on the panel before offering scheduling');
    expect(
      (await api.call('POST', `/api/application/${link.id}/schedule`, { token: link.user.token, body: {} })).status,
    ).toBe(403);
  });

  it('when an interview is booked, moved and cancelled, then everyone gets invites with one UID and a rising SEQUENCE', async () => {
    const berlin = await interviewer('Europe/Berlin');
    const link = await offered([berlin], 'Ida Invite');
    const offer = (await db().collection('mail').where('applicationId', '==', link.id).get()).docs.find(
      (doc) => doc.get('event') === 'interview_offered',
    );
    expect(offer?.get('message.text')).toContain(link.url);

    const slots = await slotsOf(link.user, link.bookingId);
    const [first, second] = [slots[4]!, slots[12]!];
    const booked = await api.call('POST', `/api/booking/${link.bookingId}`, {
      token: link.user.token,
      body: { start: first.start, timeZone: 'America/New_York' },
    });
    expect(booked.status).toBe(201);
    await api.call('PUT', `/api/booking/${link.bookingId}`, { token: link.user.token, body: { start: second.start } });
    await api.call('DELETE', `/api/booking/${link.bookingId}`, { token: hr.token });

    const invites = await invitesAbout(link.id);
    expect(invites).toHaveLength(6);
    const uid = `booking-${link.bookingId}@hr-portal`;
    const rounds = [
      { method: 'REQUEST', sequence: 0, start: first.start, end: first.end },
      { method: 'REQUEST', sequence: 1, start: second.start, end: second.end },
      { method: 'CANCEL', sequence: 2, start: second.start, end: second.end },
    ];
    rounds.forEach((round, i) => {
      for (const invite of invites.slice(i * 2, i * 2 + 2)) {
        expect(invite).toMatchObject({ ...round, uid, start: new Date(round.start).toISOString() });
        expect(invite.contentType).toBe(`text/calendar; charset=utf-8; method=${round.method}`);
        // The candidate's copy names no interviewer's address; the interviewer's lists the candidate and the panel.
        expect(invite.attendees.sort()).toEqual(
          invite.to === link.user.email
            ? [`mailto:${link.user.email}`]
            : [`mailto:${berlin.email}`, `mailto:${link.user.email}`].sort(),
        );
      }
      expect(
        invites
          .slice(i * 2, i * 2 + 2)
          .map((invite) => invite.to)
          .sort(),
      ).toEqual([berlin.email, link.user.email].sort());
    });
    // Each reads the time in their own zone, named.
    const forCandidate = invites.find((invite) => invite.to === link.user.email)!;
    const forInterviewer = invites.find((invite) => invite.to === berlin.email)!;
    expect(forCandidate.subject).toContain('(America/New_York)');
    expect(forInterviewer.subject).toContain('(Europe/Berlin)');
  });

  it('when an interview is a day away, then the hourly run reminds the candidate and the panel once', async () => {
    const member = await interviewer();
    const link = await offered([member], 'Remy Reminder', { days: 3 });
    const slots = await slotsOf(link.user, link.bookingId);
    // A slot a little more than a day ahead: its reminder falls due within the next hours.
    const slot = slots.find((candidate) => Date.parse(candidate.start) > Date.now() + 26 * 3600_000)!;
    await api.call('POST', `/api/booking/${link.bookingId}`, { token: link.user.token, body: { start: slot.start } });
    const reminders = async () =>
      (await db().collection('mail').where('applicationId', '==', link.id).get()).docs.filter(
        (doc) => doc.get('event') === 'interview_reminder',
      );

    expect(await sendInterviewReminders(Date.now())).toBe(0);
    const dueAt = Date.parse(slot.start) - 24 * 3600_000;
    expect(await sendInterviewReminders(dueAt + 60_000)).toBeGreaterThanOrEqual(1);
    const sent = await reminders();
    expect(sent.map((doc) => doc.get('to')).sort()).toEqual([link.user.email, member.email].sort());
    expect(sent[0]!.get('message.subject')).toContain('Tomorrow: interview with Remy Reminder');
    await sendInterviewReminders(dueAt + 120_000);
    expect(await reminders()).toHaveLength(2);
    // The run-now path (admins, for the emulators, which run no schedules) answers how many it sent.
    const admin = await createTestUser('admin');
    const run = await api.call('POST', '/api/booking/reminders/run', { token: admin.token });
    expect(run.status).toBe(200);
    expect(typeof run.body.sent).toBe('number');
    expect((await api.call('POST', '/api/booking/reminders/run', { token: hr.token })).status).toBe(403);
  });

  it('when a 5-person panel is booked, then listing slots and booking read a fixed number of documents', async () => {
    installReadMeter();
    const panel = await Promise.all([1, 2, 3, 4, 5].map(() => interviewer('Europe/Berlin')));
    const link = await offered(panel, 'Fay Five', { days: 21 });
    const before = readMeter.total;
    const slots = await slotsOf(link.user, link.bookingId);
    const listing = readMeter.total - before;
    // The caller's user (the session check), the booking, its application (closed ones list nothing), the five
    // people's hours (one getAll), and one query per person for their booked interviews.
    expect(listing).toBe(1 + 1 + 1 + 5 + 5);
    const beforeBooking = readMeter.total;
    const booked = await api.call('POST', `/api/booking/${link.bookingId}`, {
      token: link.user.token,
      body: { start: slots[0]!.start },
    });
    expect(booked.status).toBe(201);
    const booking = readMeter.total - beforeBooking;
    // The listing again (13, the application with it), each person's seats that day (one query each), the panel
    // and the link's sender once (one getAll of 6: the e-mails and the notifications use the same documents), the
    // templates (their hours were read with the slots), the candidate's language (their e-mail is written in it),
    // and the booking read back: it grows with the panel, not the company.
    expect(booking).toBe(13 + 5 + 6 + 1 + 1 + 1);
  });

  it.each([
    ['rejected', { stage: 'rejected', reason: 'experience' }],
    ['withdrawn', null],
  ])(
    'when the application is %s, then its link shows no free times, books nothing, and no new link is offered',
    async (_state, move) => {
      const member = await interviewer();
      const link = await offered([member], 'Rory Closed');
      const [slot] = await slotsOf(link.user, link.bookingId);
      const closed = move
        ? await api.call('PATCH', `/api/application/${link.id}/stage`, { token: hr.token, body: move })
        : await api.call('POST', `/api/application/${link.id}/withdraw`, { token: link.user.token });
      expect(closed.status).toBe(200);
      const closedMessage = 'This application is closed: there is no interview to book';
      const listing = await api.call('GET', `/api/booking/${link.bookingId}/slots`, { token: link.user.token });
      expect(listing.status).toBe(409);
      expect(listing.body).toEqual({ code: 'conflict', message: closedMessage });
      const refused = await api.call('POST', `/api/booking/${link.bookingId}`, {
        token: link.user.token,
        body: { start: slot!.start },
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ code: 'conflict', message: closedMessage });
      const again = await api.call('POST', `/api/application/${link.id}/schedule`, {
        token: hr.token,
        body: { lengthMinutes: 30, required: 'all', days: 7 },
      });
      expect(again.status).toBe(409);
    },
  );
});

describe('scheduling cannot be used to flood people', () => {
  const eventsOf = async (applicationId: string) =>
    (await db().collection('applications').doc(applicationId).collection('events').get()).docs.map((doc) =>
      doc.get('type'),
    );

  it('when a booked interview is moved to the time it already has, five times at once, then nothing changes and nobody is e-mailed', async () => {
    const member = await interviewer();
    const link = await offered([member], 'Sam Same');
    const [slot] = await slotsOf(link.user, link.bookingId);
    const booked = await api.call('POST', `/api/booking/${link.bookingId}`, {
      token: link.user.token,
      body: { start: slot!.start },
    });
    expect(booked.status).toBe(201);
    const invitesBefore = (await invitesAbout(link.id)).length;
    const moves = await Promise.all(
      [link.user, link.user, link.user, hr, hr].map((who) =>
        api.call('PUT', `/api/booking/${link.bookingId}`, { token: who.token, body: { start: slot!.start } }),
      ),
    );
    expect(moves.map((move) => move.status)).toEqual([200, 200, 200, 200, 200]);
    for (const move of moves) expect(move.body).toEqual(booked.body);
    expect(await invitesAbout(link.id)).toHaveLength(invitesBefore);
    expect(await eventsOf(link.id)).not.toContain('interview_rescheduled');
    expect((await db().collection('bookings').doc(link.bookingId).get()).get('sequence')).toBe(0);
  });

  it('when a candidate moves one interview more than the limit allows, then 429 says so; hr still moves it', async () => {
    const limited = await startServer(
      createApp({
        rateLimits: { ...DEFAULT_RATE_LIMITS, bookingMovesPerBooking: { limit: 2, windowSeconds: 3600 } },
      }),
    );
    try {
      const member = await interviewer();
      const link = await offered([member], 'Mo Mover');
      const slots = await slotsOf(link.user, link.bookingId);
      const move = (who: TestUser, index: number) =>
        limited.call('PUT', `/api/booking/${link.bookingId}`, {
          token: who.token,
          body: { start: slots[index]!.start },
        });
      expect(
        (
          await limited.call('POST', `/api/booking/${link.bookingId}`, {
            token: link.user.token,
            body: { start: slots[0]!.start },
          })
        ).status,
      ).toBe(201);
      // A move to the time it already has is not a move: it is not counted.
      expect((await move(link.user, 0)).status).toBe(200);
      expect((await move(link.user, 8)).status).toBe(200);
      expect((await move(link.user, 16)).status).toBe(200);
      const refused = await move(link.user, 24);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        code: 'too_many_requests',
        message: 'This interview has been moved too often today: please contact HR to change it again',
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await move(hr, 32)).status).toBe(200);
      const stored = await db().collection('bookings').doc(link.bookingId).get();
      expect(stored.get('sequence')).toBe(3);
    } finally {
      await limited.close();
    }
  });

  it('when hr sends the booking link ten times at once, then exactly one link stays open', async () => {
    const member = await interviewer();
    const applicant = await newApplicant(api, jobId, 'Tess Ten');
    await api.call('POST', `/api/application/${applicant.id}/interviewers`, {
      token: hr.token,
      body: { uid: member.uid },
    });
    const sends = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.call('POST', `/api/application/${applicant.id}/schedule`, {
          token: hr.token,
          body: { lengthMinutes: 30, required: 'all', days: 7 },
        }),
      ),
    );
    expect(sends.map((send) => send.status)).toEqual(Array(10).fill(201));
    const links = await db().collection('bookings').where('applicationId', '==', applicant.id).get();
    expect(links.size).toBe(10);
    const open = links.docs.filter((doc) => doc.get('status') === 'open');
    expect(open).toHaveLength(1);
    // The one left open is the one the application points to.
    expect((await db().collection('applications').doc(applicant.id).get()).get('bookingLinkId')).toBe(open[0]!.id);
  });
});
