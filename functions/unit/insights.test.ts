import { describe, expect, it } from 'vitest';
import { daysBin, hoursBin, quantile } from '../src/data/insights/histogram.js';
import { bucketsCovering } from '../src/flows/insights/range.js';
import { contributionOf, type JobShape } from '../src/flows/insights/contribution.js';
import type { LoggedEvent } from '../src/lib/event-log.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('insights histograms', () => {
  it('when durations are binned, then the bins are hours under 2 days, 6 h under a week, days under 90 days, then weeks', () => {
    expect([0, 0.9, 47.5].map((hours) => hoursBin(hours * HOUR))).toEqual([0, 0, 47]);
    expect([48, 53.9, 54, 167].map((hours) => hoursBin(hours * HOUR))).toEqual([48, 48, 54, 162]);
    expect([168, 191, 2159].map((hours) => hoursBin(hours * HOUR))).toEqual([168, 168, 2136]);
    expect([2160, 2327, 2328].map((hours) => hoursBin(hours * HOUR))).toEqual([2160, 2160, 2328]);
    expect(hoursBin(-5 * HOUR)).toBe(0);
    expect([0.5, 364.9, 365, 371.9, 372].map((days) => daysBin(days * DAY))).toEqual([0, 364, 365, 365, 372]);
  });

  it('when quantiles are read, then they interpolate between the nearest ranks (as spreadsheets do)', () => {
    expect(quantile({}, 0.5)).toBeNull();
    expect(quantile({ '7': 1 }, 0.75)).toBe(7);
    expect(quantile({ '4': 1, '10': 1, '72': 1 }, 0.5)).toBe(10);
    expect(quantile({ '4': 1, '10': 1, '72': 1 }, 0.75)).toBe(41);
    expect(quantile({ '24': 1, '38': 1 }, 0.5)).toBe(31);
    expect(quantile({ '1': 3, '100': 1 }, 0.5)).toBe(1);
    expect(quantile({ '1': 0, '2': 2 }, 0.5)).toBe(2);
  });
});

describe('insights ranges', () => {
  const at = (day: string) => Date.parse(`${day}T00:00:00Z`);
  it('when a range covers whole months, then it reads months; cut months read their days', () => {
    expect(bucketsCovering('job', at('2026-03-01'), at('2026-04-30'))).toEqual(['job__m_2026-03', 'job__m_2026-04']);
    expect(bucketsCovering(null, at('2026-02-27'), at('2026-03-31'))).toEqual([
      'all__d_2026-02-27',
      'all__d_2026-02-28',
      'all__m_2026-03',
    ]);
    expect(bucketsCovering('job', at('2026-03-30'), at('2026-04-02'))).toEqual([
      'job__d_2026-03-30',
      'job__d_2026-03-31',
      'job__d_2026-04-01',
      'job__d_2026-04-02',
    ]);
  });

  it('when a range is a year, then it reads at most 13 months and 62 days', () => {
    const ids = bucketsCovering(null, at('2025-11-24'), at('2026-11-23'));
    expect(ids.filter((id) => id.includes('__m_'))).toHaveLength(11);
    expect(ids.filter((id) => id.includes('__d_')).length).toBeLessThanOrEqual(62);
    expect(ids.length).toBe(11 + 7 + 23);
  });
});

describe('what one event adds', () => {
  const job: JobShape = { stageIds: ['applied', 'screening', 'interview', 'hired'], postedAt: 0 };
  const event = (id: string, fields: Partial<LoggedEvent>): LoggedEvent => ({
    id,
    type: 'moved',
    at: Number(id) * HOUR,
    fromStage: null,
    toStage: null,
    toStatus: null,
    reasonId: null,
    source: null,
    interviewerUid: null,
    ...fields,
  });
  const applied = event('1', { type: 'applied', toStage: 'applied', source: 'jobs-board' });

  it('when an application skips a stage, then the skipped stage counts as reached too, on its cohort', () => {
    const skip = event('30', { fromStage: 'applied', toStage: 'interview' });
    const { increments } = contributionOf(skip, [applied], job);
    expect(increments).toEqual([
      { at: applied.at, path: ['funnel', 'screening'], by: 1 },
      { at: applied.at, path: ['funnel', 'interview'], by: 1 },
      { at: skip.at, path: ['stageHours', 'applied', '29'], by: 1 },
    ]);
  });

  it('when it moves back and forward again, then nothing is reached twice', () => {
    const forward = event('2', { fromStage: 'applied', toStage: 'screening' });
    const back = event('3', { fromStage: 'screening', toStage: 'applied' });
    const again = event('4', { fromStage: 'applied', toStage: 'screening' });
    const paths = contributionOf(again, [applied, forward, back], job).increments.map((i) => i.path[0]);
    expect(paths).toEqual(['stageHours']);
  });

  it('when it is hired twice, then the hire and its source count once', () => {
    const hire = event('5', { type: 'hired', fromStage: 'applied', toStage: 'hired', toStatus: 'selected' });
    const first = contributionOf(hire, [applied], job);
    expect(first.hireAt).toBe(hire.at);
    expect(first.increments).toContainEqual({ at: applied.at, path: ['sources', 'jobs-board', 'hires'], by: 1 });
    const out = event('6', { fromStage: 'hired', toStage: 'interview', toStatus: 'shortlisted' });
    const rehire = event('7', { fromStage: 'interview', toStage: 'hired', toStatus: 'selected' });
    const second = contributionOf(rehire, [applied, hire, out], job);
    expect(second.hireAt).toBeUndefined();
    expect(second.increments.map((i) => i.path[0])).toEqual(['stageHours']);
  });

  it('when a note or a removal is logged, then it adds nothing', () => {
    expect(contributionOf(event('8', { type: 'note_added' }), [applied], job).increments).toEqual([]);
    const removed = event('9', { type: 'interviewer_removed', interviewerUid: 'u1' });
    expect(contributionOf(removed, [applied], job).increments).toEqual([]);
  });
});
