import type { JobDto } from '@hr-portal/contract';
import type { CursorPosition } from '../../lib/paging.js';
import { isSafeId } from '../../lib/ids.js';
import {
  findJob,
  listJobs,
  listOpenJobsForFeeds,
  listOpenJobsForSitemap,
  type JobFilters,
} from '../../data/jobs/jobs.js';
import { jobIdOfSlug } from '../../data/jobs/slugs.js';

/** One page of the public job list, newest first. */
export const publicJobs = (filters: Omit<JobFilters, 'activeOnly'>, limit: number, after: CursorPosition | null) =>
  listJobs({ ...filters, activeOnly: true }, limit, after);

/** The job at a careers address: its slug (current or earlier), else its id; null when neither names a job. */
export async function jobAtAddress(key: string): Promise<JobDto | null> {
  if (!isSafeId(key)) return null;
  const slugJob = await jobIdOfSlug(key);
  return slugJob ? findJob(slugJob) : findJob(key);
}

/** Every open job's address and last change, for the sitemap. */
export const jobsForSitemap = () => listOpenJobsForSitemap();

/** Every open job with what a job-board feed says of it (the same bound as the sitemap). */
export const jobsForFeeds = () => listOpenJobsForFeeds();
