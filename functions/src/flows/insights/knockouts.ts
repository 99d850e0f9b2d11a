import { JOB_MESSAGES, ruleText, type KnockoutCountDto } from '@hr-portal/contract';
import { notFound } from '../../lib/errors.js';
import { findJob } from '../../data/jobs/jobs.js';
import { countApplicationsFor, countFlagged } from '../../data/applications/staff-lists.js';

/**
 * How many applicants each knockout rule of a job flags, of how many applied: one count aggregate per rule (at
 * most 30) and one for the job, whatever the number of applicants.
 */
export async function knockoutCounts(jobId: string): Promise<{ applicants: number; rules: KnockoutCountDto[] }> {
  const job = await findJob(jobId);
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  const ruled = job.questions.filter((question) => question.rule);
  const [applicants, ...flagged] = await Promise.all([
    countApplicationsFor(jobId),
    ...ruled.map((question) => countFlagged(jobId, question.id)),
  ]);
  return {
    applicants: applicants!,
    rules: ruled.map((question, index) => ({
      questionId: question.id,
      label: question.label,
      rule: ruleText(question),
      flagged: flagged[index]!,
    })),
  };
}
