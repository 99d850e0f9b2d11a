import type { JobDto } from './jobs-types.js';

/** Where one job field travels beyond the staff screens (docs/architecture.md, "Adding a field to a job"). */
export interface JobFieldReach {
  /** The job-board feeds (/careers/feeds/*.xml) read it: the feed query selects only these fields. */
  feeds: boolean;
  /** The schema.org JobPosting property the careers page fills from it, or null when JobPosting has no place for it. */
  jobPosting: string | null;
}

/**
 * Every field of a job with its reach. `satisfies Record<keyof JobDto, …>` is the check: a field added to JobDto
 * and not here (or left here after its removal) fails the typecheck, so the feeds and the careers page's
 * JobPosting cannot drop it silently. The response schemas for the OpenAPI description carry the same check
 * (response-schemas.ts).
 */
export const JOB_FIELD_REACH = {
  _id: { feeds: true, jobPosting: 'identifier' },
  title: { feeds: true, jobPosting: 'title' },
  description: { feeds: true, jobPosting: 'description' },
  department: { feeds: true, jobPosting: null },
  location: { feeds: true, jobPosting: 'jobLocation' },
  salary: { feeds: true, jobPosting: 'baseSalary' },
  salaryCurrency: { feeds: true, jobPosting: 'baseSalary' },
  salaryPeriod: { feeds: true, jobPosting: 'baseSalary' },
  jobType: { feeds: true, jobPosting: 'employmentType' },
  experienceRequired: { feeds: true, jobPosting: null },
  slug: { feeds: true, jobPosting: 'url' },
  validThrough: { feeds: true, jobPosting: 'validThrough' },
  remote: { feeds: true, jobPosting: 'jobLocationType' },
  remoteCountries: { feeds: true, jobPosting: 'applicantLocationRequirements' },
  isActive: { feeds: true, jobPosting: null },
  createdAt: { feeds: true, jobPosting: 'datePosted' },
  updatedAt: { feeds: true, jobPosting: null },
  // Staff-only or internal: never in a feed or on the careers page.
  tags: { feeds: false, jobPosting: null },
  postedBy: { feeds: false, jobPosting: null },
  stages: { feeds: false, jobPosting: null },
  kit: { feeds: false, jobPosting: null },
  questions: { feeds: false, jobPosting: null },
} as const satisfies Record<keyof JobDto, JobFieldReach>;

/** The stored fields the feed query selects (`_id` is the document's id, not a field). */
export const JOB_FEED_FIELDS = (Object.keys(JOB_FIELD_REACH) as (keyof JobDto)[]).filter(
  (field) => field !== '_id' && JOB_FIELD_REACH[field].feeds,
);

/** The JobPosting properties the careers page must fill from a job's fields (a test checks each one is there). */
export const JOB_POSTING_PROPERTIES = [
  ...new Set(Object.values(JOB_FIELD_REACH).flatMap((reach) => (reach.jobPosting ? [reach.jobPosting] : []))),
];
