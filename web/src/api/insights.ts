import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InsightsDto, InsightsTable, KnockoutCountDto } from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';
import { apiDownload } from '../lib/api-download';
import { saveFile } from '../lib/save-file';

export const INSIGHTS_FETCH_FAILED = 'Could not load the insights';
export const INSIGHTS_DOWNLOAD_FAILED = 'Could not download the table';

/** What the screen asks for: one job ('' for all) and a range of days (YYYY-MM-DD, inclusive). */
export interface InsightsQuery {
  jobId: string;
  from: string;
  to: string;
}

const search = ({ jobId, from, to }: InsightsQuery) =>
  new URLSearchParams(Object.entries({ jobId, from, to }).filter(([, value]) => value !== '')).toString();

export const insightsKeys = { of: (query: InsightsQuery) => ['insights', query] as const };

/** GET /api/insights: the numbers for a job (or all) over a range; the last answer stays while the next loads. */
export function useInsights(query: InsightsQuery) {
  return useQuery({
    queryKey: insightsKeys.of(query),
    queryFn: () => apiRequest<InsightsDto>(`/api/insights?${search(query)}`, INSIGHTS_FETCH_FAILED),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/insights/{table}.csv, saved as a file. */
export async function downloadInsightsTable(table: InsightsTable, query: InsightsQuery): Promise<void> {
  const { blob, fileName } = await apiDownload(
    `/api/insights/${table}.csv?${search(query)}`,
    INSIGHTS_DOWNLOAD_FAILED,
    `insights-${table}.csv`,
  );
  saveFile(blob, fileName);
}

export interface KnockoutCounts {
  applicants: number;
  rules: KnockoutCountDto[];
}

/** GET /api/insights/knockouts?jobId=: how many applicants each must-have flags (a job must be chosen). */
export function useKnockoutCounts(jobId: string) {
  return useQuery({
    queryKey: ['insights', 'knockouts', jobId] as const,
    queryFn: () =>
      apiRequest<KnockoutCounts>(`/api/insights/knockouts?jobId=${encodeURIComponent(jobId)}`, INSIGHTS_FETCH_FAILED),
    enabled: jobId !== '',
  });
}
