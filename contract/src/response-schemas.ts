import { z } from 'zod';
import { APPLICATION_STATUSES, JOB_TYPES } from './domain.js';
import { SALARY_PERIODS } from './careers.js';
import { APPLICATION_EVENT_TYPES } from './events.js';
import { ROLES } from './roles.js';
import { INBOX_KINDS, type InboxDto } from './inbox.js';
import { apiKeySchema, webhookDeliverySchema, webhookEndpointSchema } from './integration-schemas.js';
import type { ApplicationDto, CandidateJobDto, JobDto } from './jobs-types.js';
import type { Holds, SameKeys } from './type-checks.js';

// Response shapes of the routes integrations use, for the OpenAPI document (GET /api/openapi.json). The API tests
// validate every answer they receive against that document, so a shape here cannot drift from what the API sends:
// z.object refuses fields it does not name; nested parts an integration does not depend on are loose.

const iso = z.string().nullable();
const status = z.enum(APPLICATION_STATUSES);
const loose = z.looseObject({});

const publicJobFields = {
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  department: z.string(),
  location: z.string(),
  salary: z.number(),
  jobType: z.enum(JOB_TYPES),
  tags: z.array(z.string()),
  experienceRequired: z.string(),
  isActive: z.boolean(),
  createdAt: iso,
  slug: z.string(),
  validThrough: z.string().nullable(),
  salaryCurrency: z.string(),
  salaryPeriod: z.enum(SALARY_PERIODS),
  remote: z.boolean(),
  remoteCountries: z.array(z.string()),
};

/** A job as staff and keys see it (JobDto). */
export const staffJobSchema = z.object({
  ...publicJobFields,
  postedBy: z.string(),
  updatedAt: iso,
  stages: z.array(z.object({ id: z.string(), name: z.string(), status })),
  kit: z.looseObject({ attributes: z.array(loose), questions: z.array(z.string()) }),
  questions: z.array(loose),
});

/** A job as candidates and employees see it (CandidateJobDto). */
export const candidateJobSchema = z.object({
  ...publicJobFields,
  questions: z.array(loose),
  steps: z.array(status),
  applied: z.boolean(),
});

export const jobResponseSchema = z.union([staffJobSchema, candidateJobSchema]);
export const jobListResponseSchema = z.array(jobResponseSchema);

/** An application as staff and keys see it (ApplicationDto). */
export const applicationSchema = z.object({
  _id: z.string(),
  job: z.string(),
  jobTitle: z.string(),
  candidate: z.string(),
  candidateEmail: z.string(),
  candidateName: z.string(),
  status,
  stage: z.string(),
  stageEnteredAt: iso,
  resumeUrl: z.string(),
  createdAt: iso,
  source: z.string().nullable(),
  scorecards: z.object({ count: z.number(), recommendationTotal: z.number() }),
  answers: z.array(loose),
  flags: z.array(loose),
  referral: loose.nullable(),
});
export const applicationListResponseSchema = z.array(applicationSchema);

const named = z.object({ uid: z.string(), name: z.string() });

/** An event as staff and keys read it (ApplicationEventDto). */
export const staffEventSchema = z.object({
  _id: z.string(),
  type: z.enum(APPLICATION_EVENT_TYPES),
  at: z.string(),
  actor: named.nullable(),
  fromStage: z.string().nullable(),
  toStage: z.string().nullable(),
  fromStatus: status.nullable(),
  toStatus: status.nullable(),
  reasonId: z.string().nullable(),
  source: z.string().nullable(),
  interviewer: named.optional(),
  mailId: z.string().optional(),
  noteId: z.string().optional(),
  documentId: z.string().optional(),
  offerId: z.string().optional(),
  ruleId: z.string().optional(),
  ruleAction: z.string().optional(),
  skipped: z.string().optional(),
});
/** A status change as the candidate reads it (StatusChange). */
export const statusChangeSchema = z.object({ from: status.nullable(), to: status, at: z.string() });
export const eventListResponseSchema = z.union([z.array(staffEventSchema), z.array(statusChangeSchema)]);

export const stageMoveResultSchema = z.object({ _id: z.string(), stage: z.string(), status, stageEnteredAt: iso });

export const noteResponseSchema = z.object({
  _id: z.string(),
  text: z.string(),
  by: z.object({ uid: z.string(), email: z.string() }),
  at: iso,
});
export const noteListResponseSchema = z.array(noteResponseSchema);

/** One person found by a search (PersonSearchResultDto). */
export const personSearchResultSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  tags: z.array(z.string()),
  talentPoolUntil: iso,
  applications: z.array(
    z.object({ _id: z.string(), jobId: z.string(), jobTitle: z.string(), stage: z.string(), status }),
  ),
  matched: z.array(z.string()),
  snippet: loose.nullable(),
});
export const peopleSearchResponseSchema = z.array(personSearchResultSchema);

/** One person across every job (PersonProfileDto): what an integration reads by name; the rest loosely. */
export const personProfileSchema = z.looseObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  tags: z.array(z.string()),
  talentPoolUntil: iso,
  applications: z.array(z.looseObject({ _id: z.string(), jobId: z.string(), stage: z.string(), status })),
});

export const apiKeyListResponseSchema = z.array(apiKeySchema);
export const revokedKeySchema = z.object({ revoked: z.string() });
export const webhookEndpointListResponseSchema = z.array(webhookEndpointSchema);
export const removedEndpointSchema = z.object({ removed: z.string() });
export const webhookDeliveryListResponseSchema = z.array(webhookDeliverySchema);

/** Every error the API answers: a message fit for people and a stable code (some add facts to recover with). */
export const errorResponseSchema = z.looseObject({ message: z.string(), code: z.string() });

/** GET /api/inbox: "Needs you" (InboxDto). */
export const inboxResponseSchema = z.object({
  items: z.array(
    z.object({
      kind: z.enum(INBOX_KINDS),
      title: z.string(),
      subject: z.string(),
      href: z.string(),
      dueAt: z.string().optional(),
      count: z.number().optional(),
    }),
  ),
  counts: z.partialRecord(z.enum(INBOX_KINDS), z.number()),
});

// Type-level checks: a field added to a DTO and not to its schema here (or the other way round) fails the
// typecheck, so the OpenAPI description cannot leave it out.
export type ResponseSchemasMatchDtos = [
  Holds<SameKeys<z.infer<typeof staffJobSchema>, JobDto>>,
  Holds<SameKeys<z.infer<typeof candidateJobSchema>, CandidateJobDto>>,
  Holds<SameKeys<z.infer<typeof applicationSchema>, ApplicationDto>>,
  Holds<SameKeys<z.infer<typeof inboxResponseSchema>, InboxDto>>,
];
