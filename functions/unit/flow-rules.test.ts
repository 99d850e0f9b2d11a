import { describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION, INTERVIEW_MESSAGES, KIT_LIMITS } from '@hr-portal/contract';
import { seatRefusal } from '../src/flows/interviews/panel.js';
import { retentionDue, retentionStep, type RetentionFacts } from '../src/flows/privacy/retention.js';

// The rules flows apply inside their transactions, as plain functions: no emulator needed.

describe('seatRefusal', () => {
  const open = { exists: true, candidate: 'cand', stage: 'interview' };

  it('when the application is open and the panel has room, then the person may take a seat', () => {
    expect(seatRefusal(open, ['a', 'b'], 'new')).toBeNull();
  });

  it('when the application is gone, their own, closed, or they sit already, then the refusal says why', () => {
    expect(seatRefusal({ exists: false, stage: '' }, [], 'new')?.status).toBe(404);
    expect(seatRefusal(open, [], 'cand')).toMatchObject({ status: 400, message: INTERVIEW_MESSAGES.ownApplication });
    expect(seatRefusal({ ...open, stage: 'rejected' }, [], 'new')).toMatchObject({
      status: 409,
      message: INTERVIEW_MESSAGES.applicationClosed,
    });
    expect(seatRefusal(open, ['new'], 'new')).toMatchObject({
      status: 409,
      message: INTERVIEW_MESSAGES.alreadyAssigned,
    });
  });

  it('when the panel is full, then one more is refused and one fewer is not', () => {
    const full = Array.from({ length: KIT_LIMITS.panel }, (_, i) => `p${i}`);
    expect(seatRefusal(open, full, 'new')).toMatchObject({ status: 409, message: INTERVIEW_MESSAGES.panelFull });
    expect(seatRefusal(open, full.slice(1), 'new')).toBeNull();
  });
});

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 25);
const facts = (overrides: Partial<RetentionFacts> = {}): RetentionFacts => ({
  role: 'candidate',
  email: 'c@example.com',
  name: 'C',
  language: 'en',
  talentPoolUntil: null,
  notice: null,
  anonymisingAt: null,
  addedWithoutAccountAt: null,
  applications: [{ stage: 'rejected', status: 'rejected', closedAt: NOW - 200 * DAY }],
  ...overrides,
});

describe('retentionDue and retentionStep', () => {
  it('when staff added someone who never applied nor made an account, then they go at their day without a notice', () => {
    const added = (daysAgo: number) =>
      facts({ applications: [], addedWithoutAccountAt: new Date(NOW - daysAgo * DAY) });
    const days = DEFAULT_RETENTION.anonymiseAfterDays;
    expect(retentionDue(added(10), DEFAULT_RETENTION)).toBe(NOW - 10 * DAY + days * DAY);
    expect(retentionStep(added(days - 1), DEFAULT_RETENTION, NOW)).toEqual({ kind: 'kept' });
    expect(retentionStep(added(days + 1), DEFAULT_RETENTION, NOW)).toEqual({ kind: 'anonymise' });
    // Someone who signed up and never applied has no day.
    expect(retentionDue(facts({ applications: [] }), DEFAULT_RETENTION)).toBeNull();
  });

  it('when an application is still open, or the person is staff, then nothing is due', () => {
    expect(
      retentionDue(
        facts({ applications: [{ stage: 'interview', status: 'interviewing', closedAt: null }] }),
        DEFAULT_RETENTION,
      ),
    ).toBeNull();
    expect(retentionDue(facts({ role: 'employee' }), DEFAULT_RETENTION)).toBeNull();
  });

  it('when the last application closed, then the data is due that many days later, or when the talent pool ends', () => {
    const closedAt = NOW - 200 * DAY;
    expect(retentionDue(facts(), DEFAULT_RETENTION)).toBe(closedAt + DEFAULT_RETENTION.anonymiseAfterDays * DAY);
    const until = new Date(NOW + 30 * DAY);
    expect(retentionDue(facts({ talentPoolUntil: until }), DEFAULT_RETENTION)).toBe(until.getTime());
  });

  it('when the due day is near and no notice went, then a notice names a day at least the notice period away', () => {
    const step = retentionStep(facts(), DEFAULT_RETENTION, NOW);
    expect(step.kind).toBe('notice');
    if (step.kind === 'notice') expect(step.dueAt.getTime()).toBe(NOW + DEFAULT_RETENTION.noticeDays * DAY);
  });

  it('when the notice for this due day went in time and its day has come, then the person is anonymised', () => {
    const due = retentionDue(facts(), DEFAULT_RETENTION)!;
    const noticeMs = DEFAULT_RETENTION.noticeDays * DAY;
    const notice = { dueAt: new Date(due + noticeMs), sentAt: new Date(due), dueFor: new Date(due) };
    expect(retentionStep(facts({ notice }), DEFAULT_RETENTION, due + noticeMs - 1)).toEqual({ kind: 'kept' });
    expect(retentionStep(facts({ notice }), DEFAULT_RETENTION, due + noticeMs)).toEqual({ kind: 'anonymise' });
  });

  it('when a notice was for another due day, then it is void and a new one goes', () => {
    const due = retentionDue(facts(), DEFAULT_RETENTION)!;
    const notice = { dueAt: new Date(NOW), sentAt: new Date(NOW - 30 * DAY), dueFor: new Date(due - DAY) };
    expect(retentionStep(facts({ notice }), DEFAULT_RETENTION, NOW).kind).toBe('notice');
  });
});
