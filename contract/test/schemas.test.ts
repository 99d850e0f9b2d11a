import { describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION, formatSalary, homePathFor, isExpired, isRole, PRIVACY_MESSAGES } from '../src/index.js';
import { applyRequestSchema, eventListQuerySchema, personName, retentionSettingsSchema } from '../src/schemas.js';

describe('personName', () => {
  it.each(['Ann Lee', "Seán O'Brien", 'Zoë-Jane Smith Jr.', 'Łukasz Żółć', 'D’Angelo'])(
    'when the name is %s, then it is accepted',
    (name) => {
      expect(personName.safeParse(name).success).toBe(true);
    },
  );

  it.each(['<script>', 'Visit www.spam.test', 'Ann1', '   ', 'a'.repeat(500)])(
    'when the name is %s, then it is refused',
    (name) => {
      expect(personName.safeParse(name).success).toBe(false);
    },
  );
});

describe('list queries', () => {
  it('when limit and cursor are absent, then the default page size applies; past the maximum it is refused', () => {
    expect(eventListQuerySchema.parse({})).toMatchObject({ limit: 20 });
    expect(eventListQuerySchema.parse({ limit: '50' })).toMatchObject({ limit: 50 });
    expect(eventListQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(eventListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });

  it('when an apply body carries a field it does not know, then it is refused', () => {
    expect(applyRequestSchema.safeParse({ resumeUrl: 'r', candidate: 'someone-else' }).success).toBe(false);
    expect(applyRequestSchema.safeParse({ resumeUrl: 'r', source: 'linkedin' }).success).toBe(true);
    expect(applyRequestSchema.safeParse({ resumeUrl: 'r', source: 'Not A Source!' }).success).toBe(false);
  });
});

describe('isExpired', () => {
  const noon = Date.UTC(2026, 10, 23, 12);
  it('when the last day is today, then the job is still open; the day after, it has expired', () => {
    expect(isExpired('2026-11-23', noon)).toBe(false);
    expect(isExpired('2026-11-22', noon)).toBe(true);
    expect(isExpired(null, noon)).toBe(false);
  });
});

describe('roles', () => {
  it('when a role is known, then it has a home; anything else is not a role and goes to the start page', () => {
    expect(isRole('hr')).toBe(true);
    expect(isRole('root')).toBe(false);
    expect(homePathFor('candidate')).toBe('/candidate');
    expect(homePathFor('root')).toBe('/');
  });
});

describe('formatSalary', () => {
  it.each([
    [{ salary: 70000, salaryCurrency: 'EUR', salaryPeriod: 'YEAR' as const }, '€70,000 per year'],
    [{ salary: 61000, salaryCurrency: 'USD', salaryPeriod: 'YEAR' as const }, '$61,000 per year'],
    [{ salary: 25.5, salaryCurrency: 'GBP', salaryPeriod: 'HOUR' as const }, '£26 per hour'],
    [{ salary: 5000, salaryCurrency: 'XYZ', salaryPeriod: 'MONTH' as const }, 'XYZ\u00a05,000 per month'],
  ])('when the job pays %j, then every screen shows %s', (job, text) => {
    expect(formatSalary(job)).toBe(text);
  });

  it('when there is no salary, then nothing is shown', () => {
    expect(formatSalary({ salary: 0, salaryCurrency: 'EUR', salaryPeriod: 'YEAR' })).toBeNull();
  });
});

describe('retention settings', () => {
  it('when every setting is within bounds and the notice comes first, then they are accepted', () => {
    expect(retentionSettingsSchema.safeParse(DEFAULT_RETENTION).success).toBe(true);
    expect(
      retentionSettingsSchema.safeParse({ anonymiseAfterDays: 30, talentPoolMonths: 60, noticeDays: 29 }).success,
    ).toBe(true);
  });

  it('when the notice would not come before the anonymisation, then it is refused with the reason', () => {
    const result = retentionSettingsSchema.safeParse({ anonymiseAfterDays: 30, talentPoolMonths: 1, noticeDays: 30 });
    expect(result.error?.issues[0]?.message).toBe(PRIVACY_MESSAGES.noticeBeforeAnonymising);
  });
});
