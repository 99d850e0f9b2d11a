import {
  JOB_MESSAGES,
  PREFER_NOT_TO_SAY,
  SURVEY_LIMITS,
  type SuppressedCount,
  type SurveyReportDto,
} from '@hr-portal/contract';
import { config } from '../../lib/config.js';
import { notFound } from '../../lib/errors.js';
import { findJob } from '../../data/jobs/jobs.js';
import { readSurveySettings } from '../../data/settings/settings.js';
import { readPublished } from '../../data/survey/survey.js';

const SMALL = SURVEY_LIMITS.smallCell;
const isSmall = (count: number) => count > 0 && count < SMALL;

/**
 * A row of counts (one category at one stage, whose total is shown) with small cells hidden:
 * - every count from 1 to 4;
 * - then more of the smallest until the hidden cells hold at least 10 between them, so no hidden count can be
 *   worked out from the total and the others;
 * - and the whole row when one answer holds all but fewer than 5 of the respondents (it would tell staff what
 *   nearly everyone at that stage answered).
 */
export function suppressed(counts: number[], respondents: number): SuppressedCount[] {
  if (counts.some((count) => count > 0 && respondents - count < SMALL)) return counts.map(() => null);
  const hidden = counts.map(isSmall);
  const hiddenTotal = () => counts.reduce((sum, count, index) => sum + (hidden[index] ? count : 0), 0);
  if (hidden.some(Boolean)) {
    const rest = counts
      .map((count, index) => ({ count, index }))
      .filter(({ count, index }) => count > 0 && !hidden[index])
      .sort((a, b) => a.count - b.count);
    for (const next of rest) {
      if (hiddenTotal() >= 2 * SMALL) break;
      hidden[next.index] = true;
    }
  }
  return counts.map((count, index) => (hidden[index] ? null : count));
}

/** Published counts stand this long at the least, and are replaced only after this many people's changes. */
const PUBLISH_AFTER_RESPONDENTS = SMALL;

/**
 * Survey answers for one job, per stage and category, as last published (readPublished): three reads (the job,
 * the survey settings, the tally), whatever the number of applicants. A stage with fewer than 5 respondents shows
 * no counts at all.
 */
export async function surveyReport(jobId: string): Promise<SurveyReportDto> {
  const [job, settings, tally] = await Promise.all([
    findJob(jobId),
    readSurveySettings(),
    readPublished(jobId, PUBLISH_AFTER_RESPONDENTS, config.surveyPublishHours * 3_600_000),
  ]);
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  const stages = job.stages.map((stage) => {
    const counted = tally.stages.get(stage.id);
    const respondents = counted?.respondents ?? 0;
    const shown = !isSmall(respondents);
    const categories = settings.categories.map((category) => {
      const options = [...category.options, PREFER_NOT_TO_SAY];
      const counts = options.map((option) => counted?.answers.get(category.id)?.get(option.id) ?? 0);
      const cells = shown ? suppressed(counts, respondents) : counts.map(() => null);
      return {
        id: category.id,
        label: category.label,
        cells: options.map((option, index) => ({ optionId: option.id, label: option.label, count: cells[index]! })),
      };
    });
    return { stageId: stage.id, name: stage.name, respondents: shown ? respondents : null, categories };
  });
  return { jobId, smallCell: SMALL, asOf: tally.asOf?.toISOString() ?? null, stages };
}
