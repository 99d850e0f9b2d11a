import type { ApplicationStatus, CandidateJobDto, JobDto } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';

/** Which view of a job a caller gets: staff see everything; candidates and employees the careers page's. */
export const seesStaffView = (caller: Caller) => caller.role === 'admin' || caller.role === 'hr';

/** The statuses an application to this job passes through, as its candidate sees them, in pipeline order. */
function stepsOf(job: JobDto): ApplicationStatus[] {
  return [...new Set(job.stages.map((stage) => stage.status))];
}

/** The candidate's and employee's view: no kit, no internal stages, no poster, no edit time, no knockout rules. */
export function toCandidateJob(job: JobDto, applied: boolean): CandidateJobDto {
  const { postedBy: _postedBy, updatedAt: _updatedAt, stages: _stages, kit: _kit, questions, ...shown } = job;
  return {
    ...shown,
    questions: questions.map(({ rule: _rule, ...asked }) => asked),
    steps: stepsOf(job),
    applied,
  };
}

/** Staff see the job whole; candidates and employees their view, with whether they applied (ids in `appliedTo`). */
export function jobViewFor(caller: Caller, job: JobDto, appliedTo: ReadonlySet<string>): JobDto | CandidateJobDto {
  return seesStaffView(caller) ? job : toCandidateJob(job, appliedTo.has(job._id));
}
