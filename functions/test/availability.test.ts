import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/lib/firebase.js';
import { startServer, type TestServer } from './support/api.js';
import { createTestUser } from './support/users.js';

let api: TestServer;
beforeAll(async () => {
  api = await startServer();
});
afterAll(() => api.close());

const HOURS = {
  timeZone: 'Europe/Berlin',
  weekly: [
    {
      day: 3,
      ranges: [
        { start: '13:00', end: '17:00' },
        { start: '09:00', end: '12:00' },
      ],
    },
    { day: 1, ranges: [{ start: '09:00', end: '17:00' }] },
  ],
  bufferMinutes: 15,
  maxPerDay: 3,
  minNoticeHours: 24,
};

describe('GET/PUT /api/me/availability', () => {
  it('when an employee saves their hours, then they read them back in order and only they are changed', async () => {
    const employee = await createTestUser('employee');
    const other = await createTestUser('hr');
    expect((await api.call('GET', '/api/me/availability', { token: employee.token })).body).toEqual({ saved: false });

    const saved = await api.call('PUT', '/api/me/availability', { token: employee.token, body: HOURS });
    expect(saved.status).toBe(200);
    const read = (await api.call('GET', '/api/me/availability', { token: employee.token })).body;
    expect(read).toEqual({
      ...HOURS,
      weekly: [
        { day: 1, ranges: [{ start: '09:00', end: '17:00' }] },
        {
          day: 3,
          ranges: [
            { start: '09:00', end: '12:00' },
            { start: '13:00', end: '17:00' },
          ],
        },
      ],
      saved: true,
    });
    expect((await db().collection('availability').doc(employee.uid).get()).get('timeZone')).toBe('Europe/Berlin');
    expect((await api.call('GET', '/api/me/availability', { token: other.token })).body).toEqual({ saved: false });
  });

  it.each([
    [{ ...HOURS, timeZone: 'Mars/Olympus' }, 'Time zone must be an IANA zone'],
    [{ ...HOURS, weekly: [{ day: 8, ranges: [] }] }, 'Day must be 1 (Monday) to 7 (Sunday)'],
    [
      { ...HOURS, weekly: [{ day: 1, ranges: [{ start: '17:00', end: '09:00' }] }] },
      'A range must end after it starts',
    ],
    [{ ...HOURS, weekly: [{ day: 1, ranges: [{ start: '9am', end: '17:00' }] }] }, 'A time is HH:MM'],
    [
      {
        ...HOURS,
        weekly: [
          {
            day: 1,
            ranges: [
              { start: '09:00', end: '12:00' },
              { start: '11:00', end: '13:00' },
            ],
          },
        ],
      },
      'Ranges of one day must not overlap',
    ],
    [
      {
        ...HOURS,
        weekly: [
          { day: 1, ranges: [] },
          { day: 1, ranges: [] },
        ],
      },
      'Each day appears once',
    ],
    [{ ...HOURS, bufferMinutes: -5 }, 'Buffer is at least 0'],
    [{ ...HOURS, maxPerDay: 0 }, 'Interviews per day is at least 1'],
    [{ ...HOURS, role: 'admin' }, ''],
  ])('when the hours are %j, then 400 says what is wrong and nothing is stored', async (body, message) => {
    const employee = await createTestUser('employee');
    const response = await api.call('PUT', '/api/me/availability', { token: employee.token, body });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect((await db().collection('availability').doc(employee.uid).get()).exists).toBe(false);
  });

  it('when a candidate or nobody asks, then 403 and 401', async () => {
    const candidate = await createTestUser('candidate');
    expect((await api.call('GET', '/api/me/availability', { token: candidate.token })).status).toBe(403);
    expect((await api.call('PUT', '/api/me/availability', { token: candidate.token, body: HOURS })).status).toBe(403);
    expect((await api.call('GET', '/api/me/availability', {})).status).toBe(401);
  });
});
