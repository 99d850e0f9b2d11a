import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_REFERRAL_BONUS,
  REFERRAL_MESSAGES,
  type ReferralBonusDto,
  type ReferralResultDto,
} from '@hr-portal/contract';
import { db } from '../../src/lib/firebase.js';
import { startServer, type TestServer } from '../support/api.js';
import { createTestUser, uniqueEmail, type TestUser } from '../support/users.js';
import { until } from '../support/until.js';

// The referral bonus (shared settings, so these run one file at a time): a hired referral waits out the period,
// the daily run (here on demand, with the clock the test sets) makes it due, admins list it, download it and pay it.

const DAY = 86_400_000;
let api: TestServer;
let admin: TestUser;
let hr: TestUser;
let employee: TestUser;

beforeAll(async () => {
  api = await startServer();
  [admin, hr, employee] = await Promise.all([
    createTestUser('admin'),
    createTestUser('hr'),
    createTestUser('employee', 'Bea Bonus'),
  ]);
}, 60_000);
afterAll(async () => {
  await api.call('PUT', '/api/settings/referral-bonus', { token: admin.token, body: DEFAULT_REFERRAL_BONUS });
  await api.close();
});

const bonusOf = async (id: string) => (await db().collection('referrals').doc(id).get()).get('bonus');
const run = (now: number) =>
  api.call<{ due: number }>('POST', '/api/referrals/bonuses/run', {
    token: admin.token,
    body: { now: new Date(now).toISOString() },
  });

describe('referral bonus', () => {
  it('when someone other than an admin or a bad value touches the settings, then 403 or 400 naming the field', async () => {
    const body = { enabled: true, amount: 500, currency: 'EUR', waitingDays: 30 };
    expect((await api.call('PUT', '/api/settings/referral-bonus', { token: hr.token, body })).status).toBe(403);
    expect((await api.call('GET', '/api/referrals/bonuses', { token: hr.token })).status).toBe(403);
    const bad = await api.call('PUT', '/api/settings/referral-bonus', {
      token: admin.token,
      body: { ...body, waitingDays: -1 },
    });
    expect([bad.status, bad.body.message]).toEqual([400, REFERRAL_MESSAGES.bonusWaitingDays]);
    const currency = await api.call('PUT', '/api/settings/referral-bonus', {
      token: admin.token,
      body: { ...body, currency: 'euro' },
    });
    expect([currency.status, currency.body.message]).toEqual([400, REFERRAL_MESSAGES.bonusCurrency]);
  });

  it('when a referral is hired with the bonus on, then it waits out the period, becomes due on the daily run, is listed with CSV and is paid once', async () => {
    const body = { enabled: true, amount: 500, currency: 'EUR', waitingDays: 30 };
    const saved = await api.call('PUT', '/api/settings/referral-bonus', { token: admin.token, body });
    expect([saved.status, saved.body]).toEqual([200, body]);
    const job = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Bonus role' } })).body._id;
    const made = await api.call<ReferralResultDto>('POST', '/api/referrals', {
      token: employee.token,
      body: { jobId: job, name: 'Hal Hired', email: uniqueEmail('hal') },
    });
    const id = made.body.referral!._id;
    const hiredAt = Date.now();
    // A move into Hired is a hire: an admin's (hr's would need an accepted offer).
    expect(
      (await api.call('PATCH', `/api/application/${id}/stage`, { token: admin.token, body: { stage: 'hired' } }))
        .status,
    ).toBe(200);
    const waiting = await until(
      () => bonusOf(id),
      (bonus) => bonus?.state === 'waiting',
    );
    expect(waiting).toMatchObject({ state: 'waiting', amount: 500, currency: 'EUR' });

    await run(hiredAt + 29 * DAY);
    expect((await bonusOf(id)).state).toBe('waiting');
    const ran = await run(hiredAt + 31 * DAY);
    expect(ran.body.due).toBeGreaterThanOrEqual(1);
    expect((await bonusOf(id)).state).toBe('due');

    const due = await api.call<ReferralBonusDto[]>('GET', '/api/referrals/bonuses?state=due', { token: admin.token });
    expect(due.body.find((bonus) => bonus._id === id)).toEqual({
      _id: id,
      referrer: employee.uid,
      referrerName: 'Bea Bonus',
      referrerEmail: employee.email,
      candidateName: 'Hal Hired',
      jobTitle: 'Bonus role',
      amount: 500,
      currency: 'EUR',
      state: 'due',
      hiredAt: expect.any(String),
      dueAt: expect.any(String),
      paidAt: null,
    });
    const csv = await fetch(`${api.url}/api/referrals/bonuses?state=due&format=csv`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toContain('"referrerName","referrerEmail","candidateName"');
    expect(text).toContain('"Hal Hired","Bonus role",500,"EUR","due"');

    const paid = await api.call('POST', `/api/referrals/${id}/bonus/paid`, { token: admin.token });
    expect(paid.status).toBe(200);
    expect((await bonusOf(id)).state).toBe('paid');
    const again = await api.call('POST', `/api/referrals/${id}/bonus/paid`, { token: admin.token });
    expect([again.status, again.body.message]).toEqual([409, REFERRAL_MESSAGES.bonusNotDue]);
  });
});
