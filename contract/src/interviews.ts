import type { Role } from './roles.js';
/** One thing every interviewer judges (e.g. "Communication"); rated 1 to 4 on each scorecard. */
export interface KitAttribute {
  id: string;
  name: string;
  description?: string;
}

/** A job's interview kit: the attributes every interviewer rates and the questions they may ask. */
export interface InterviewKit {
  attributes: KitAttribute[];
  questions: string[];
}

export const EMPTY_KIT: InterviewKit = { attributes: [], questions: [] };

export const KIT_LIMITS = {
  attributes: 12,
  name: 60,
  description: 500,
  questions: 30,
  question: 300,
  notes: 5000,
  /** Interviewers on one application. */
  panel: 12,
} as const;

export const RATINGS = [1, 2, 3, 4] as const;
export type Rating = (typeof RATINGS)[number];
export const RATING_LABELS: Record<Rating, string> = { 1: 'Poor', 2: 'Mixed', 3: 'Good', 4: 'Excellent' };

export const RECOMMENDATIONS = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  strong_no: 'Strong no',
  no: 'No',
  yes: 'Yes',
  strong_yes: 'Strong yes',
};
/** A recommendation as a number (1 strong no ... 4 strong yes), so a panel's verdicts can be averaged. */
export const recommendationScore = (recommendation: Recommendation) => RECOMMENDATIONS.indexOf(recommendation) + 1;

/** The label of an average recommendation score (e.g. 3.4 -> "Yes"). */
export function recommendationLabelOf(average: number): string {
  const index = Math.min(RECOMMENDATIONS.length, Math.max(1, Math.round(average))) - 1;
  return RECOMMENDATION_LABELS[RECOMMENDATIONS[index]!];
}

export interface ScorecardInput {
  ratings: Record<string, Rating>;
  recommendation: Recommendation;
  notes?: string;
}

export interface ScorecardDto extends Required<ScorecardInput> {
  interviewer: { uid: string; name: string; email: string };
  /** The first submission; re-submitting changes `updatedAt` only. */
  submittedAt: string | null;
  updatedAt: string | null;
}

/** Someone on an application's interview panel. */
export interface InterviewerDto {
  uid: string;
  name: string;
  email: string;
  assignedAt: string | null;
  submitted: boolean;
}

/**
 * GET /api/application/:id/scorecards. `blind` is true while the caller is an interviewer who has not submitted:
 * `scorecards` then holds their own only (none yet) and `interviewers` says nothing of who submitted.
 */
export interface ScorecardsDto {
  attributes: KitAttribute[];
  interviewers: InterviewerDto[];
  scorecards: ScorecardDto[];
  blind: boolean;
}

/** One of the caller's interview assignments (GET /api/interview/my). */
export interface InterviewAssignmentDto {
  applicationId: string;
  candidateName: string;
  jobId: string;
  jobTitle: string;
  stage: string;
  stageName: string;
  /** A signed link to the resume the candidate applied with. */
  resumeUrl: string;
  kit: InterviewKit;
  submitted: boolean;
  assignedAt: string | null;
}

/** Who joined or left a panel and who submitted: staff see these on the application's timeline. */
/** The roles that may sit on an interview panel. */
export const INTERVIEWER_ROLES: readonly Role[] = ['admin', 'hr', 'employee'];

export const INTERVIEW_MESSAGES = {
  notInterviewer: 'Only the interviewers assigned to this application can do that',
  notStaffOrEmployee: 'Interviewers must be hr, admin or employee accounts',
  userNotFound: 'No such user',
  alreadyAssigned: 'This person is already an interviewer on this application',
  notAssigned: 'This person is not an interviewer on this application',
  panelFull: `An application has at most ${KIT_LIMITS.panel} interviewers`,
  noKit: 'This job has no interview kit yet: add attributes to the job first',
  missingRatings: 'Rate every attribute. Missing',
  unknownAttributes: 'These are not attributes of the kit',
  applicationClosed: 'This application is closed',
  ownApplication: 'The applicant cannot sit on the panel of their own application',
  // The web's fallbacks when a call fails without a message (staff screens only, so not in MESSAGES: /login
  // loads that object).
  fetchInterviewsFailed: 'Failed to fetch your interviews',
  scorecardFailed: 'The scorecard could not be saved',
  interviewerFailed: 'The interviewer could not be changed',
} as const;
