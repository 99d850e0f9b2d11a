import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVENT_MESSAGES,
  HIRED_STATUS,
  NEXT_CURSOR_HEADER,
  type ApplicationEventDto,
  type JobDto,
} from '@hr-portal/contract';
import { db } from '../src/lib/firebase.js';
import { migrateToEventLog } from '../src/data/applications/event-log-migration.js';
import { startServer, type TestServer } from './support/api.js';
import { newApplicant } from './support/applicants.js';
import { createTestUser, type TestUser } from './support/users.js';

let api: TestServer;
let hr: TestUser;
let job: JobDto;

beforeAll(async () => {
  api = await startServer();
  hr = await createTestUser('hr', 'Hana Recruiter');
  job = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Logged Role' } })).body;
});
afterAll(() => api.close());

const eventsOf = (id: string, token: string, query = '') =>
  api.call('GET', `/api/application/${id}/events${query}`, { token });
const move = (id: string, body: Record<string, unknown>) =>
  api.call('PATCH', `/api/application/${id}/stage`, { token: hr.token, body });
const storedEvents = async (id: string) =>
  (await db().collection('applications').doc(id).collection('events').orderBy('at').get()).docs.map((doc) =>
    doc.data(),
  );

describe('GET /api/application/:id/events', () => {
  it('when staff page through the log, then every event comes once, newest first, with the people named', async () => {
    const { user, id } = await newApplicant(api, job._id, 'Lena Log');
    for (const stage of ['screening', 'interview', 'screening', 'interview', 'offer']) await move(id, { stage });

    const first = await eventsOf(id, hr.token, '?limit=4');
    expect(first.status).toBe(200);
    expect(first.body.map((event: ApplicationEventDto) => event.toStage)).toEqual([
      'offer',
      'interview',
      'screening',
      'interview',
    ]);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    const second = await eventsOf(id, hr.token, `?limit=4&cursor=${cursor}`);
    expect(second.body).toHaveLength(2);
    expect(second.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    const applied = second.body.at(-1) as ApplicationEventDto;
    expect(applied).toEqual({
      _id: expect.any(String),
      type: 'applied',
      at: expect.any(String),
      actor: { uid: user.uid, name: 'Lena Log' },
      fromStage: null,
      toStage: 'applied',
      fromStatus: null,
      toStatus: 'applied',
      reasonId: null,
      source: null,
      mailId: expect.any(String),
    });
  });

  it('when the candidate reads their own, then only status changes, oldest first, without stages or people', async () => {
    const { user, id } = await newApplicant(api, job._id, 'Cara Candidate');
    await move(id, { stage: 'screening' });
    await move(id, { stage: 'interview' });
    await move(id, { stage: 'rejected', reason: 'skills' });

    const history = await eventsOf(id, user.token);
    expect(history.status).toBe(200);
    expect(history.body).toEqual([
      { from: null, to: 'applied', at: expect.any(String) },
      { from: 'applied', to: 'shortlisted', at: expect.any(String) },
      { from: 'shortlisted', to: 'rejected', at: expect.any(String) },
    ]);
    expect(JSON.stringify(history.body)).not.toMatch(/skills|interview|screening|Hana/);
  });

  it('when someone else asks for a candidate view, or the application does not exist, then 403 or 404', async () => {
    const { id } = await newApplicant(api, job._id, 'Oona Owner');
    const [stranger, employee] = await Promise.all([createTestUser('candidate'), createTestUser('employee')]);
    expect(await eventsOf(id, stranger.token)).toMatchObject({
      status: 403,
      body: { message: EVENT_MESSAGES.notYours },
    });
    expect((await eventsOf(id, employee.token)).status).toBe(403);
    expect((await eventsOf('no-such-application', hr.token)).status).toBe(404);
    expect((await api.call('GET', `/api/application/${id}/events`)).status).toBe(401);
    expect((await eventsOf(id, hr.token, '?limit=0')).status).toBe(400);
    expect((await eventsOf(id, hr.token, '?cursor=not-a-cursor')).status).toBe(400);
  });
});

describe('the log is written with the change, or not at all', () => {
  it('when a move is refused, then no event is written; when it succeeds, exactly one', async () => {
    const { id } = await newApplicant(api, job._id, 'Ada Atomic');
    expect((await move(id, { stage: 'offer', expectedStage: 'screening' })).status).toBe(409);
    expect((await move(id, { stage: 'rejected' })).status).toBe(400);
    expect(await storedEvents(id)).toHaveLength(1);
    expect((await move(id, { stage: 'offer', expectedStage: 'applied' })).status).toBe(200);
    const events = await storedEvents(id);
    expect(events.map((event) => event.type)).toEqual(['applied', 'moved']);
    // Ids only: no names or e-mail addresses in the log.
    expect(JSON.stringify(events)).not.toMatch(/Ada Atomic|@/);
  });

  it('when a candidate withdraws and an admin hires, then the log names each change', async () => {
    const withdrawn = await newApplicant(api, job._id, 'Willa Withdraw');
    await api.call('POST', `/api/application/${withdrawn.id}/withdraw`, { token: withdrawn.user.token });
    expect((await storedEvents(withdrawn.id)).map((event) => event.type)).toEqual(['applied', 'withdrawn']);

    const hired = await newApplicant(api, job._id, 'Hugo Hire');
    const admin = await createTestUser('admin');
    expect((await api.call('POST', `/api/application/${hired.id}/hire`, { token: admin.token })).status).toBe(200);
    expect((await storedEvents(hired.id)).map((event) => [event.type, event.toStatus])).toEqual([
      ['applied', 'applied'],
      ['hired', HIRED_STATUS],
    ]);
  });

  it('when hr adds a note, then a note event names the note by id', async () => {
    const { id } = await newApplicant(api, job._id, 'Nina Note');
    const note = await api.call('POST', `/api/application/${id}/notes`, {
      token: hr.token,
      body: { text: 'Call back' },
    });
    expect(note.status).toBe(201);
    const events = await storedEvents(id);
    expect(events.at(-1)).toMatchObject({ type: 'note_added', noteId: note.body._id, actor: hr.uid });
  });
});

describe('npm run migrate: the event log', () => {
  it('when old documents carry timeline arrays, then they become events once, however often it runs', async () => {
    const id = `legacy-job_legacy-${Date.now()}`;
    const at = (minutes: number) => Timestamp.fromMillis(Date.UTC(2025, 0, 1, 9, minutes));
    await db()
      .collection('applications')
      .doc(id)
      .set({
        job: 'legacy-job',
        candidate: 'legacy-candidate',
        status: 'rejected',
        stage: 'rejected',
        source: 'newsletter',
        createdAt: at(0),
        history: [
          { from: null, to: 'applied', by: 'legacy-candidate', at: at(0) },
          {
            from: 'applied',
            to: 'shortlisted',
            fromStage: 'applied',
            toStage: 'interview',
            reason: null,
            by: 'h',
            at: at(1),
          },
          {
            from: 'shortlisted',
            to: 'rejected',
            fromStage: 'interview',
            toStage: 'rejected',
            reason: 'skills',
            by: 'h',
            at: at(3),
          },
        ],
        interviewEvents: [{ type: 'interviewer_assigned', interviewer: { uid: 'e', name: 'Eve' }, by: 'h', at: at(2) }],
      });

    const first = await migrateToEventLog();
    expect(first.applications).toBeGreaterThanOrEqual(1);
    const events = await storedEvents(id);
    expect(events.map((event) => [event.type, event.toStatus, event.reasonId, event.interviewerUid ?? null])).toEqual([
      ['applied', 'applied', null, null],
      ['moved', 'shortlisted', null, null],
      ['interviewer_assigned', null, null, 'e'],
      ['moved', 'rejected', 'skills', null],
    ]);
    expect(events[0]).toMatchObject({ source: 'newsletter', jobId: 'legacy-job', candidate: 'legacy-candidate' });
    expect(JSON.stringify(events)).not.toContain('Eve');
    const stored = (await db().collection('applications').doc(id).get()).data()!;
    expect(stored.history).toBeUndefined();
    expect(stored.interviewEvents).toBeUndefined();

    expect(await migrateToEventLog()).toEqual({ applications: 0, events: 0 });
    // The events are unchanged, except that the insights counter (a trigger) may have counted them meanwhile.
    const uncounted = (list: Record<string, unknown>[]) => list.map(({ countedAt: _counted, ...event }) => event);
    expect(uncounted(await storedEvents(id))).toEqual(uncounted(events));
    const staff = await eventsOf(id, hr.token);
    expect(staff.body.map((event: ApplicationEventDto) => event.type)).toEqual([
      'moved',
      'interviewer_assigned',
      'moved',
      'applied',
    ]);
  });
});
