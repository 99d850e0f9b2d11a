import {
  JOB_MESSAGES,
  PREFER_NOT_TO_SAY,
  SURVEY_LIMITS,
  type SuppressedCount,
  type SurveyReportDto,
} from '@hr-portal/contract';
import { notFound } from '../../lib/errors.js';
import { findJob } from '../../data/jobs/jobs.js';
import { readSurveySettings } from '../../data/settings/settings.js';
import { readTally } from '../../data/survey/survey.js';

const isSmall = (count: number) => count > 0 && count < SURVEY_LIMITS.smallCell;

/**
 * A row of counts with small cells hidden. When the row's total is shown and exactly one cell is hidden, it could
 * be worked out by subtraction, so the smallest other non-zero cell is hidden too.
 */
export function suppressed(counts: number[]): SuppressedCount[] {
  const hidden = counts.map(isSmall);
  if (hidden.filter(Boolean).length === 1) {
    const next = counts
      .map((count, index) => ({ count, index }))
      .filter(({ count, index }) => count > 0 && !hidden[index])
      .sort((a, b) => a.count - b.count)[0];
    if (next) hidden[next.index] = true;
  }
  return counts.map((count, index) => (hidden[index] ? null : count));
}

/**
 * Survey answers for one job, per stage and category: three reads (the job, the survey settings, the tally),
 * whatever the number of applicants. A stage with fewer than 5 respondents shows no counts at all.
 */
export async function surveyReport(jobId: string): Promise<SurveyReportDto> {
  const [job, settings, tally] = await Promise.all([findJob(jobId), readSurveySettings(), readTally(jobId)]);
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  const stages = job.stages.map((stage) => {
    const counted = tally.stages.get(stage.id);
    const respondents = counted?.respondents ?? 0;
    const shown = !isSmall(respondents);
    const categories = settings.categories.map((category) => {
      const options = [...category.options, PREFER_NOT_TO_SAY];
      const counts = options.map((option) => counted?.answers.get(category.id)?.get(option.id) ?? 0);
      const cells = shown ? suppressed(counts) : counts.map(() => null);
      return {
        id: category.id,
        label: category.label,
        cells: options.map((option, index) => ({ optionId: option.id, label: option.label, count: cells[index]! })),
      };
    });
    return { stageId: stage.id, name: stage.name, respondents: shown ? respondents : null, categories };
  });
  return { jobId, smallCell: SURVEY_LIMITS.smallCell, stages };
}
