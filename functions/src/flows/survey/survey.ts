import {
  PREFER_NOT_TO_SAY,
  SURVEY_MESSAGES,
  type MySurveyResponseDto,
  type SurveyAnswerRequest,
  type SurveyOfferDto,
  type SurveySettingsDto,
} from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { badRequest, conflict, forbidden } from '../../lib/errors.js';
import { FIRESTORE_CODES, isFirestoreCode } from '../../lib/firebase.js';
import { runTransaction } from '../../lib/transactions.js';
import { applicationIn, findApplication } from '../../data/applications/applications.js';
import { listAllApplicationsOf } from '../../data/applications/of-person.js';
import { isSafeId } from '../../lib/ids.js';
import { readCurrentNotice } from '../../data/settings/notices.js';
import { readSurveySettings, writeSurveySettings } from '../../data/settings/settings.js';
import {
  createResponseIn,
  deleteResponsesOf,
  hasResponse,
  recountAtStage,
  responsesOf,
} from '../../data/survey/survey.js';

export const surveySettings = () => readSurveySettings();
export const setSurveySettings = (caller: Caller, settings: SurveySettingsDto) => writeSurveySettings(caller, settings);

/** Each category with "Prefer not to say" last, as it is offered and read. */
const offered = (settings: SurveySettingsDto) =>
  settings.categories.map((category) => ({ ...category, options: [...category.options, PREFER_NOT_TO_SAY] }));

/**
 * What an applicant is offered after applying: nothing when the survey is off, or when this application's survey
 * was answered already (`?application=`).
 */
export async function surveyOffer(caller: Caller, applicationId: string | undefined): Promise<SurveyOfferDto> {
  const [settings, notice, answered] = await Promise.all([
    readSurveySettings(),
    readCurrentNotice(),
    applicationId === undefined ? false : answeredAlready(caller, applicationId),
  ]);
  const enabled = settings.enabled && !answered;
  return {
    enabled,
    intro: settings.intro,
    categories: enabled ? offered(settings) : [],
    noticeVersion: notice.version,
  };
}

/** Whether the caller's application was answered for; someone else's application (or none) is refused. */
async function answeredAlready(caller: Caller, applicationId: string): Promise<boolean> {
  const application = isSafeId(applicationId) ? await findApplication(applicationId) : null;
  if (!application || application.candidate !== caller.uid) throw forbidden(SURVEY_MESSAGES.notYourApplication);
  return hasResponse(applicationId);
}

/** The ids of a person's applications: their survey answers are found by these too (a merge moves them). */
const applicationIdsOf = async (uid: string) => (await listAllApplicationsOf(uid)).map((record) => record.id);

/** The answers as stored: every category answered, a category left out being "Prefer not to say". */
function checkedAnswers(settings: SurveySettingsDto, given: Record<string, string>): Record<string, string> {
  const categories = new Map(offered(settings).map((category) => [category.id, category]));
  for (const [categoryId, optionId] of Object.entries(given)) {
    const category = categories.get(categoryId);
    if (!category) throw badRequest(`${SURVEY_MESSAGES.unknownCategory}: ${categoryId}`);
    if (!category.options.some((option) => option.id === optionId))
      throw badRequest(`${category.label}: ${SURVEY_MESSAGES.unknownOption}`);
  }
  const answers = new Map(Object.entries(given));
  return Object.fromEntries(
    [...categories.keys()].map((categoryId) => [categoryId, answers.get(categoryId) ?? PREFER_NOT_TO_SAY.id]),
  );
}

/**
 * Stores the survey for one of the caller's applications, with the consent and the notice version it was given
 * under, and counts it at the application's stage; once per application (a second time is 409).
 */
export async function answerSurvey(caller: Caller, applicationId: string, input: SurveyAnswerRequest) {
  const [settings, notice] = await Promise.all([readSurveySettings(), readCurrentNotice()]);
  if (!settings.enabled) throw conflict(SURVEY_MESSAGES.off);
  if (input.noticeVersion !== notice.version) throw conflict(SURVEY_MESSAGES.noticeChanged);
  const answers = checkedAnswers(settings, input.answers);
  try {
    await runTransaction(async (transaction) => {
      const application = await applicationIn(transaction, applicationId);
      if (!application || application.candidate !== caller.uid) throw forbidden(SURVEY_MESSAGES.notYourApplication);
      createResponseIn(transaction, {
        applicationId,
        uid: caller.uid,
        jobId: application.jobId,
        jobTitle: application.jobSnapshot.title,
        answers,
        noticeVersion: notice.version,
        stage: application.stage,
      });
    });
  } catch (error) {
    if (isFirestoreCode(error, FIRESTORE_CODES.alreadyExists)) throw conflict(SURVEY_MESSAGES.alreadyAnswered);
    throw error;
  }
  return { message: 'Thank you. Your answers are stored apart from your application.' };
}

/** One's own answers, labelled as the survey reads now (an option since removed shows its id). */
export async function mySurvey(uid: string, applicationIds?: string[]): Promise<MySurveyResponseDto[]> {
  const ids = applicationIds ?? (await applicationIdsOf(uid));
  const [responses, settings] = await Promise.all([responsesOf(uid, ids), readSurveySettings()]);
  const categories = new Map(offered(settings).map((category) => [category.id, category]));
  return responses.map((response) => ({
    applicationId: response.applicationId,
    jobTitle: response.jobTitle,
    givenAt: response.givenAt,
    noticeVersion: response.noticeVersion,
    answers: Object.entries(response.answers).map(([categoryId, optionId]) => {
      const category = categories.get(categoryId);
      return {
        category: category?.label ?? categoryId,
        answer: category?.options.find((option) => option.id === optionId)?.label ?? optionId,
      };
    }),
  }));
}

/** Withdraws the consent: every answer of the person is deleted and uncounted. */
export async function withdrawSurvey(uid: string) {
  const deleted = await deleteResponsesOf(uid, await applicationIdsOf(uid));
  return { message: SURVEY_MESSAGES.withdrawn, deleted };
}

/** After an application moved: its survey answers (if any) count at its new stage. */
export function recountSurveyOf(applicationId: string) {
  return recountAtStage(applicationId, async (transaction) => {
    const application = await applicationIn(transaction, applicationId);
    return application?.stage ?? null;
  });
}

export { deleteResponsesOf };
