import type { ApplicationStatus, JobType } from './domain.js';

export interface JobDto {
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
}

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
}

export interface StatusChange {
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  by: string;
  at: string;
}

/** An application as its candidate sees it: the job populated from the snapshot taken at apply time. */
export interface MyApplicationDto {
  _id: string;
  job: { _id: string; title: string; location: string; jobType: string };
  status: ApplicationStatus;
  createdAt: string | null;
  history: StatusChange[];
}

/** An application as hr/admin see it. `resumeUrl` opens the resume as it was when the candidate applied. */
export interface ApplicationDto {
  _id: string;
  job: string;
  jobTitle: string;
  candidate: string;
  candidateEmail: string;
  status: ApplicationStatus;
  resumeUrl: string;
  createdAt: string | null;
  history: StatusChange[];
}

/** Response header carrying the next page's cursor on list endpoints that return plain arrays. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

export const JOB_MESSAGES = {
  notFound: 'Job not found',
} as const;

export const APPLICATION_MESSAGES = {
  alreadyApplied: 'You have already applied to this job',
  jobClosed: 'This job is no longer accepting applications',
  notYourResume: 'Choose one of your own documents as the resume',
  selectResume: 'Please select a resume to apply',
  notFound: 'Application not found',
  resumeMissing: 'The chosen resume file is missing. Upload it again.',
  resumeLinkInvalid: 'This link is invalid or has expired. Open the application again from the portal.',
  resumeNotFound: 'Resume not found',
} as const;
