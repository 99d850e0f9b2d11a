import type { ApplicationStatus, JobType } from './domain.js';
import type { StageDto } from './pipeline.js';
import type { InterviewKit, KitAttribute } from './interviews.js';
import type { JobPublicFields, SalaryPeriod } from './careers.js';
import type { StaffReferralDto } from './referrals.js';
import type {
  AnswerFlag,
  CandidateQuestion,
  JobQuestion,
  KnockoutRule,
  QuestionType,
  StaffAnswerDto,
} from './questions.js';

export interface JobDto extends JobPublicFields {
  _id: string;
  title: string;
  description: string;
  department: string;
  location: string;
  salary: number;
  jobType: JobType;
  tags: string[];
  experienceRequired: string;
  isActive: boolean;
  postedBy: string;
  createdAt: string | null;
  updatedAt: string | null;
  /** The job's pipeline: its own stages, then the closing Rejected and Withdrawn. */
  stages: StageDto[];
  /** What interviewers rate and may ask; no attributes until HR writes the kit. */
  kit: InterviewKit;
  /** What applicants are asked after their resume, with the knockout rules. */
  questions: JobQuestion[];
}

/**
 * A job as candidates and employees see it: what its careers page shows, and the statuses an application to it
 * passes through as the candidate sees them (`steps`, in pipeline order). Never the interview kit, the internal
 * stages or who posted it.
 */
export type CandidateJobDto = Omit<JobDto, 'postedBy' | 'updatedAt' | 'stages' | 'kit' | 'questions'> & {
  /** The questions to answer when applying: never their knockout rules. */
  questions: CandidateQuestion[];
  steps: ApplicationStatus[];
  /** The caller has applied to it (the board's cards read Applied, with no list of every application). */
  applied: boolean;
};

/** Length limits of job fields: the schema enforces them, forms show them (maxLength). */
export const JOB_LIMITS = {
  title: 200,
  description: 5000,
  department: 100,
  location: 100,
  experienceRequired: 100,
  tag: 40,
  tags: 20,
  salary: 100_000_000,
} as const;

/** Fields a client sends to create or update a job; the server sets postedBy and the dates. */
export interface JobInput {
  title: string;
  description?: string;
  department?: string;
  location?: string;
  salary?: number;
  jobType?: JobType;
  tags?: string[];
  experienceRequired?: string;
  isActive?: boolean;
  /** The job's own stages in order; an id keeps a stage (and its applications) through a rename. */
  stages?: { id?: string; name: string; status: ApplicationStatus }[];
  /** The interview kit; an attribute id keeps its ratings through a rename. */
  kit?: { attributes: (Omit<KitAttribute, 'id'> & { id?: string })[]; questions?: string[] };
  /** The application questions in order; an id keeps a question through a rewording (ids are made from labels). */
  questions?: {
    id?: string;
    type: QuestionType;
    label: string;
    help?: string;
    required?: boolean;
    options?: { id?: string; label: string }[];
    limits?: JobQuestion['limits'];
    rule?: KnockoutRule | null;
  }[];
  validThrough?: string | null;
  salaryCurrency?: string;
  salaryPeriod?: SalaryPeriod;
  remote?: boolean;
  remoteCountries?: string[];
}

/** An application as its candidate sees it: the job populated from the snapshot taken at apply time. */
export interface MyApplicationDto {
  _id: string;
  job: { _id: string; title: string; location: string; jobType: string };
  status: ApplicationStatus;
  createdAt: string | null;
  /** True once the candidate withdrew it. */
  withdrawn: boolean;
  /** The name of the employee who referred them to this job, or null ('' once that employee was erased). */
  referredBy: string | null;
}

/** An application as hr/admin see it. `resumeUrl` opens the resume as it was when the candidate applied. */
export interface ApplicationDto {
  _id: string;
  job: string;
  jobTitle: string;
  candidate: string;
  candidateEmail: string;
  candidateName: string;
  status: ApplicationStatus;
  stage: string;
  stageEnteredAt: string | null;
  resumeUrl: string;
  createdAt: string | null;
  /** Where the candidate found the job (`?src=` on the careers link), or null. */
  source: string | null;
  /** Submitted scorecards and the sum of their recommendation scores (1-4 each): the board card's average. */
  scorecards: { count: number; recommendationTotal: number };
  /** The answers to the job's questions, worded as they were asked. */
  answers: StaffAnswerDto[];
  /** Knockout rules the answers miss ("Does not meet: <label>"); flags never reject or move anyone. */
  flags: AnswerFlag[];
  /** Who referred the person to this job, and their note for hr; null when nobody did. */
  referral: StaffReferralDto | null;
}

/** Response header carrying the next page's cursor on list endpoints that return plain arrays. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

export const JOB_MESSAGES = {
  notFound: 'Job not found',
  remoteCountriesRequired: 'Name the countries a remote hire may live in (e.g. DE, FR)',
} as const;

export const APPLICATION_MESSAGES = {
  alreadyApplied: 'You have already applied to this job',
  jobClosed: 'This job is no longer accepting applications',
  badSource: 'source is lower-case letters, digits, - and _ (at most 40)',
  notYourResume: 'Choose one of your own documents as the resume',
  selectResume: 'Please select a resume to apply',
  notFound: 'Application not found',
  resumeMissing: 'The chosen resume file is missing. Upload it again.',
  resumeLinkInvalid: 'This link is invalid or has expired. Open the application again from the portal.',
  resumeNotFound: 'Resume not found',
  dataBeingRemoved: 'Your data is being removed under the retention policy: this account can no longer apply',
} as const;
