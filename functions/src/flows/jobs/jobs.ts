import {
  isExpired,
  CLOSING_STAGE_IDS,
  EMPTY_KIT,
  JOB_MESSAGES,
  PIPELINE_MESSAGES,
  pipelineOf,
  type CandidateJobDto,
  type JobDto,
  type JobInput,
  type JobType,
} from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import type { CursorPosition } from '../../lib/paging.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { withAttributeIds, withStageIds } from './stages.js';
import { createJob, deleteJob, findJob, listJobs, updateJob } from '../../data/jobs/jobs.js';
import { deleteJobRulesIn, startingRulesFor, writeJobRulesIn } from '../../data/stage-rules/rules.js';

import { titleSearchTermOf } from '../../data/jobs/record.js';
import { jobViewFor, seesStaffView } from '../shared/job-views.js';
import { appliedJobIdsOf } from '../../data/applications/of-person.js';
import { countApplicationsFor, countApplicationsInStage } from '../../data/applications/staff-lists.js';

/** Candidates and employees see active jobs only, in their own view; hr and admin see every job whole. */
const seesActiveOnly = (caller: Caller) => !seesStaffView(caller);
const jobNotFound = () => notFound(JOB_MESSAGES.notFound);

/** How many of the newest open jobs the filter menus are made from. */
const FACET_JOBS = 100;

/** Departments and locations of the newest open jobs, for the job boards' filter menus. */
export async function openJobFacets(): Promise<{ departments: string[]; locations: string[] }> {
  const recent = (await listJobs({ activeOnly: true }, FACET_JOBS, null)).filter((job) => !isExpired(job.validThrough));
  const distinct = (values: string[]) => [...new Set(values.filter(Boolean))].sort((a, b) => a.localeCompare(b));
  return {
    departments: distinct(recent.map((job) => job.department)),
    locations: distinct(recent.map((job) => job.location)),
  };
}

export interface JobSearch {
  jobType?: JobType;
  /** true: remote jobs only; false: on-site only. */
  remote?: boolean;
  department?: string;
  location?: string;
  tag?: string;
  /** Free text; a word of the title must start with its longest word (a tag search takes precedence). */
  q?: string;
}

export async function jobsFor(caller: Caller, search: JobSearch, limit: number, after: CursorPosition | null) {
  const { q, ...filters } = search;
  const titleWord = filters.tag ? undefined : titleSearchTermOf(q ?? '');
  const jobs = await listJobs({ ...filters, activeOnly: seesActiveOnly(caller), titleWord }, limit, after);
  const appliedTo = await appliedToOf(caller, jobs);
  return jobs.map((job) => jobViewFor(caller, job, appliedTo));
}

/** The jobs among `jobs` the caller applied to; staff views carry no such mark (nothing is read for them). */
function appliedToOf(caller: Caller, jobs: JobDto[]): Promise<Set<string>> {
  if (seesStaffView(caller) || jobs.length === 0) return Promise.resolve(new Set());
  return appliedJobIdsOf(
    caller.uid,
    jobs.map((job) => job._id),
  );
}

/** One job, in the caller's view; a closed one is "not found" for those who only see active jobs. */
export async function jobFor(caller: Caller, id: string): Promise<JobDto | CandidateJobDto> {
  const job = await findJob(id);
  if (!job || (!job.isActive && seesActiveOnly(caller))) throw jobNotFound();
  return jobViewFor(caller, job, await appliedToOf(caller, [job]));
}

export async function addJob(caller: Caller, input: JobInput) {
  requireRemoteCountries(input.remote ?? false, input.remoteCountries ?? []);
  const stages = input.stages ? withStageIds(input.stages, []) : undefined;
  // The default stage rules of the stages it has, in the job's own batch.
  const rules = await startingRulesFor(pipelineOf(stages).map((stage) => stage.id));
  return createJob(
    {
      ...input,
      ...(stages ? { stages } : {}),
      ...(input.kit ? { kit: withAttributeIds(input.kit, EMPTY_KIT) } : {}),
    },
    caller,
    rules.length > 0 ? (batch, jobId) => writeJobRulesIn(batch, jobId, rules, caller.uid) : undefined,
  );
}

/** A remote job names where its hire may live: Google for Jobs needs it, and candidates ask. */
function requireRemoteCountries(remote: boolean, countries: string[]): void {
  if (remote && countries.length === 0) throw badRequest(JOB_MESSAGES.remoteCountriesRequired);
}

/** A stage leaves the pipeline only when no application is in it (they would have nowhere to show). */
async function stagesToStore(current: JobDto, input: NonNullable<JobInput['stages']>) {
  const stages = withStageIds(input, current.stages);
  const kept = new Set(stages.map((stage) => stage.id));
  const removed = current.stages.filter((stage) => !kept.has(stage.id) && !CLOSING_STAGE_IDS.includes(stage.id));
  for (const stage of removed) {
    if ((await countApplicationsInStage(current._id, stage.id)) > 0)
      throw conflict(`${PIPELINE_MESSAGES.stageNotEmpty}: ${stage.name}`);
  }
  return stages;
}

export async function changeJob(caller: Caller, id: string, changes: Partial<JobInput>): Promise<JobDto> {
  let stored = changes;
  if (changes.stages || changes.kit || changes.remote !== undefined || changes.remoteCountries) {
    const current = await findJob(id);
    if (!current) throw jobNotFound();
    requireRemoteCountries(changes.remote ?? current.remote, changes.remoteCountries ?? current.remoteCountries);
    stored = {
      ...changes,
      ...(changes.stages ? { stages: await stagesToStore(current, changes.stages) } : {}),
      ...(changes.kit ? { kit: withAttributeIds(changes.kit, current.kit) } : {}),
    };
  }
  const job = await updateJob(id, stored, caller);
  if (!job) throw jobNotFound();
  return job;
}

/** Applications keep their job snapshot, so they stay readable after the job is gone. */
export async function removeJob(caller: Caller, id: string): Promise<{ message: string; applications: number }> {
  if (!(await deleteJob(id, caller, (transaction) => deleteJobRulesIn(transaction, id)))) throw jobNotFound();
  const remaining = await countApplicationsFor(id);
  const message =
    remaining === 0
      ? 'Job deleted'
      : `Job deleted. Its ${remaining} application${remaining === 1 ? '' : 's'} stay readable.`;
  return { message, applications: remaining };
}
