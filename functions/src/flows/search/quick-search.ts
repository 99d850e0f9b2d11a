import { QUICK_SEARCH_LIMITS, type QuickSearchDto } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { listJobs } from '../../data/jobs/jobs.js';
import { titleSearchTermOf } from '../../data/jobs/record.js';
import { listUsers } from '../../data/users/users.js';
import { seesStaffView } from '../shared/job-views.js';

/** Where each role finds a job: staff on its pipeline, others on the job list searched for its title. */
const jobHref = (caller: Caller, job: { _id: string; title: string }) =>
  seesStaffView(caller)
    ? `/${caller.role}/pipeline?job=${encodeURIComponent(job._id)}`
    : `/${caller.role === 'employee' ? 'employee' : 'candidate'}/jobs?q=${encodeURIComponent(job.title)}`;

/**
 * The shell's search (GET /api/search?q=): staff find people by the start of their name or address, and jobs by
 * a word of the title; candidates and employees find open jobs only, never a person. Two bounded queries per
 * call, whatever the database holds.
 */
export async function quickSearch(caller: Caller, q: string): Promise<QuickSearchDto> {
  const staff = seesStaffView(caller);
  const titleWord = titleSearchTermOf(q);
  const [people, jobs] = await Promise.all([
    staff ? listUsers({ search: q.toLowerCase() }, QUICK_SEARCH_LIMITS.perGroup, null) : [],
    titleWord ? listJobs({ activeOnly: !staff, titleWord }, QUICK_SEARCH_LIMITS.perGroup, null) : [],
  ]);
  return {
    people: people.map((person) => ({
      id: person._id,
      title: person.name || person.email,
      detail: `${person.email} · ${person.role}`,
      href: `/${caller.role}/people/${encodeURIComponent(person._id)}`,
    })),
    jobs: jobs.map((job) => ({
      id: job._id,
      title: job.title,
      detail: [job.location, job.isActive ? '' : 'closed'].filter(Boolean).join(' · '),
      href: jobHref(caller, job),
    })),
  };
}
