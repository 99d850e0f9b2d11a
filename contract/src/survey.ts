import type { QuestionOption } from './questions.js';

// The voluntary diversity survey: offered after applying, stored apart from the application, read by no one one
// by one; staff see only counts per job and stage, with every count under SURVEY_LIMITS.smallCell hidden.

export const SURVEY_LIMITS = {
  categories: 8,
  /** Options of one category, besides "Prefer not to say". */
  options: 15,
  label: 100,
  intro: 1000,
  /** Counts below this are shown as "fewer than 5". */
  smallCell: 5,
} as const;

/** Added to every category: answering "Prefer not to say" (or skipping a category) records exactly that. */
export const PREFER_NOT_TO_SAY: QuestionOption = { id: 'prefer-not-to-say', label: 'Prefer not to say' };

export interface SurveyCategory {
  id: string;
  label: string;
  /** The choices admins configured ("Prefer not to say" is added to each when offered). */
  options: QuestionOption[];
}

/** What admins configure (GET/PUT /api/settings/survey). */
export interface SurveySettingsDto {
  enabled: boolean;
  intro: string;
  categories: SurveyCategory[];
}

/** What an applicant is offered (GET /api/survey): the categories with "Prefer not to say" last in each. */
export interface SurveyOfferDto extends SurveySettingsDto {
  /** The privacy notice version the consent refers to. */
  noticeVersion: number;
}

/** POST /api/survey/:applicationId. */
export interface SurveyAnswerRequest {
  consent: true;
  noticeVersion: number;
  /** Category id -> option id; a category left out is "Prefer not to say". */
  answers: Record<string, string>;
}

/** One's own survey answers (GET /api/me/survey; their export has the same). */
export interface MySurveyResponseDto {
  applicationId: string;
  jobTitle: string;
  givenAt: string | null;
  noticeVersion: number;
  answers: { category: string; answer: string }[];
}

/** A count in the report: null when under SURVEY_LIMITS.smallCell, or hidden so a small one cannot be worked out. */
export type SuppressedCount = number | null;

/** GET /api/insights/survey?job=: counts per stage and category; small cells are null ("fewer than 5"). */
export interface SurveyReportDto {
  jobId: string;
  smallCell: number;
  /**
   * When these counts were published (null: not yet). Counts are republished at most daily and only after 5 or
   * more answers were added, removed or moved, so no single person's change shows on its own.
   */
  asOf: string | null;
  stages: {
    stageId: string;
    name: string;
    respondents: SuppressedCount;
    categories: { id: string; label: string; cells: { optionId: string; label: string; count: SuppressedCount }[] }[];
  }[];
}

export const SURVEY_MESSAGES = {
  off: 'The survey is not offered at the moment',
  notYourApplication: 'Answer the survey for one of your own applications',
  alreadyAnswered: 'You have already answered the survey for this application',
  consentRequired: 'Tick the box to agree to us storing your answers, or skip the survey',
  noticeChanged: 'The privacy notice has changed: read it and answer again',
  unknownCategory: 'The survey has no such category',
  unknownOption: 'Choose one of the options',
  withdrawn: 'Your survey answers were deleted',
  fewerThan: 'fewer than 5',
} as const;
