import type { InsightsDto, InsightsTable } from '@hr-portal/contract';
import { csvOf } from '../../lib/csv.js';

type Row = Record<string, string | number | null>;

/** Each table of an insights answer as CSV columns and rows (the screen's table views show the same). */
const TABLES: Record<InsightsTable, (insights: InsightsDto) => { fields: string[]; rows: Row[] }> = {
  funnel: (insights) => ({
    fields: ['stageId', 'name', 'reached', 'passedThrough', 'conversion'],
    rows: insights.funnel.map((row) => ({ ...row })),
  }),
  'time-in-stage': (insights) => ({
    fields: ['stageId', 'name', 'medianHours', 'p75Hours', 'samples'],
    rows: insights.timeInStage.map((row) => ({ ...row })),
  }),
  sources: (insights) => ({
    fields: ['source', 'applications', 'interviews', 'hires'],
    rows: insights.sources.map((row) => ({ ...row })),
  }),
  'rejection-reasons': (insights) => ({
    fields: ['reasonId', 'label', 'count'],
    rows: insights.rejectionReasons.map((row) => ({ ...row })),
  }),
  'time-to-hire': (insights) => ({
    fields: ['measure', 'medianDays', 'p75Days', 'count'],
    rows: [
      { measure: 'time to hire', ...insights.timeToHire, count: insights.timeToHire.hires },
      { measure: 'time to fill', ...insights.timeToFill, count: insights.timeToFill.jobs },
    ],
  }),
  offers: (insights) => ({
    fields: ['sent', 'accepted', 'declined', 'acceptanceRate', 'medianHoursToAccept', 'p75HoursToAccept'],
    rows: [{ ...insights.offers }],
  }),
  interviewers: (insights) => ({
    fields: ['uid', 'name', 'assigned', 'submitted', 'overdue'],
    rows: insights.interviewers.map((row) => ({ ...row })),
  }),
};

/** One table of `insights` as CSV. */
export function insightsCsv(insights: InsightsDto, table: InsightsTable): string {
  const { fields, rows } = TABLES[table](insights);
  return csvOf(fields, rows);
}
