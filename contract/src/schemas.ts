import { z } from 'zod';
import { ROLES } from './roles.js';
import { APPLICATION_STATUSES, JOB_TYPES } from './domain.js';
import { APPLICATION_MESSAGES, JOB_LIMITS } from './jobs-types.js';
import { stagesInputSchema } from './pipeline-schemas.js';
import { kitSchema } from './interview-schemas.js';
import { SALARY_PERIODS, SOURCE_PATTERN } from './careers.js';
import type { LoginRequest, RegisterRequest } from './auth-types.js';
import { PROFILE_LIMITS, PROFILE_MESSAGES } from './profile.js';
import { email, newPassword, personName, profileLink } from './person-fields.js';
import { LANGUAGE_MESSAGES, LANGUAGES } from './languages.js';
import { answersInputSchema, questionsInputSchema } from './question-schemas.js';
import { providerLinkTicket } from './sign-in-schemas.js';

export { personName } from './person-fields.js';

const language = z.enum(LANGUAGES, { error: LANGUAGE_MESSAGES.invalid });

export const registerRequestSchema = z.strictObject({
  name: personName,
  email,
  password: newPassword,
  role: z.enum(ROLES, { error: 'Role must be one of admin, hr, employee, candidate' }),
  language: language.optional(),
});

/** POST /api/auth/sign-in-link: the owner of a locked account signs in by a link sent to its address. */
export const signInLinkRequestSchema = z.strictObject({
  email,
  /** A 409 link_required ticket whose address no account holds yet: the link goes to it to prove it. */
  link: providerLinkTicket.optional(),
});
/** POST /api/auth/link-sign-in: the address and the link's one-time code. */
export const linkSignInRequestSchema = z.strictObject({
  email,
  oobCode: z.string({ error: 'The link is incomplete' }).min(1, { error: 'The link is incomplete' }).max(500),
  /** A provider to add to the account once the link proves it is theirs (a 409 link_required answer's ticket). */
  link: providerLinkTicket.optional(),
});

export const loginRequestSchema = z.strictObject({
  email,
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }),
  link: providerLinkTicket.optional(),
});

// The schemas must produce exactly the shared request types the web sends.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const registerMatches: Same<z.infer<typeof registerRequestSchema>, RegisterRequest> = true;
const loginMatches: Same<z.infer<typeof loginRequestSchema>, LoginRequest> = true;
void registerMatches;
void loginMatches;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` });

/** Job fields. Unknown fields, including postedBy and createdAt, are refused: the server sets those. */
export const jobInputSchema = z.strictObject({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, { error: 'Title is required' })
    .max(JOB_LIMITS.title, { error: `Title must be at most ${JOB_LIMITS.title} characters` }),
  description: text('Description', JOB_LIMITS.description).optional(),
  department: text('Department', JOB_LIMITS.department).optional(),
  location: text('Location', JOB_LIMITS.location).optional(),
  salary: z
    .number({ error: 'Salary must be a number' })
    .finite({ error: 'Salary must be a number' })
    .min(0, { error: 'Salary must be 0 or more' })
    .max(JOB_LIMITS.salary, { error: 'Salary is too large' })
    .optional(),
  jobType: z.enum(JOB_TYPES, { error: 'Job type must be one of full-time, part-time, internship' }).optional(),
  tags: z
    .array(
      z
        .string({ error: 'Tags must be text' })
        .trim()
        .min(1, { error: 'Tags must not be empty' })
        .max(JOB_LIMITS.tag, { error: `Each tag must be at most ${JOB_LIMITS.tag} characters` }),
      { error: 'Tags must be a list of text' },
    )
    .max(JOB_LIMITS.tags, { error: `At most ${JOB_LIMITS.tags} tags` })
    .optional(),
  experienceRequired: text('Experience', JOB_LIMITS.experienceRequired).optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
  stages: stagesInputSchema.optional(),
  kit: kitSchema.optional(),
  /** What applicants are asked after their resume; knockout rules flag, never reject. */
  questions: questionsInputSchema.optional(),
  validThrough: z
    .string({ error: 'validThrough must be a date' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validThrough must be a date (YYYY-MM-DD)' })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: 'validThrough must be a real date' })
    .nullable()
    .optional(),
  salaryCurrency: z
    .string({ error: 'Currency must be text' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'Currency must be a three-letter ISO 4217 code, e.g. EUR' })
    .optional(),
  salaryPeriod: z.enum(SALARY_PERIODS, { error: 'Salary period must be YEAR, MONTH or HOUR' }).optional(),
  remote: z.boolean({ error: 'remote must be true or false' }).optional(),
  remoteCountries: z
    .array(
      z
        .string({ error: 'Countries must be text' })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, { error: 'Countries are two-letter ISO 3166 codes, e.g. DE' }),
      { error: 'remoteCountries must be a list' },
    )
    .max(60, { error: 'At most 60 countries' })
    .optional(),
});
export const jobUpdateSchema = jobInputSchema.partial().refine((value) => Object.keys(value).length > 0, {
  error: 'Send at least one field to change',
});

export const applyRequestSchema = z.strictObject({
  resumeUrl: z
    .string({ error: APPLICATION_MESSAGES.selectResume })
    .min(1, { error: APPLICATION_MESSAGES.selectResume })
    .max(2000),
  source: z
    .string({ error: APPLICATION_MESSAGES.badSource })
    .regex(SOURCE_PATTERN, { error: APPLICATION_MESSAGES.badSource })
    .optional(),
  /** "Keep me in mind for future roles": consent to stay in the talent pool (retention settings say how long). */
  talentPool: z.boolean({ error: 'talentPool must be true or false' }).optional(),
  /** Question id -> answer; each is checked against the job's question on the server. */
  answers: answersInputSchema.optional(),
});

export const statusUpdateSchema = z.strictObject({
  status: z.enum(APPLICATION_STATUSES, { error: 'Status must be one of applied, shortlisted, rejected, selected' }),
});

/**
 * Profile edit: name, email, location, links and language. Role, verification and sign-in times are not editable here.
 * `links` is the whole list ([] clears it); '' clears the location.
 */
export const profileUpdateSchema = z
  .strictObject({
    name: registerRequestSchema.shape.name.optional(),
    email: email.optional(),
    location: z
      .string({ error: PROFILE_MESSAGES.locationTooLong })
      .trim()
      .max(PROFILE_LIMITS.location, { error: PROFILE_MESSAGES.locationTooLong })
      .optional(),
    links: z.array(profileLink).max(PROFILE_LIMITS.links, { error: PROFILE_MESSAGES.tooManyLinks }).optional(),
    language: language.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: 'Send a name, an email, a location, links or a language to change',
  });

export const roleUpdateSchema = z.strictObject({
  role: z.enum(ROLES, { error: 'Role must be one of admin, hr, employee, candidate' }),
});
export * from './queries.js';
export * from './pipeline-schemas.js';
export * from './interview-schemas.js';
export * from './mail-schemas.js';
export * from './privacy-schemas.js';
export * from './scheduling-schemas.js';
export * from './offer-schemas.js';
export * from './people-schemas.js';
export * from './sourcing-schemas.js';
export * from './account-schemas.js';
export * from './question-schemas.js';
export * from './survey-schemas.js';
export * from './referral-schemas.js';
export * from './onboarding-schemas.js';
export * from './integration-schemas.js';
export * from './response-schemas.js';
export * from './workspace-schemas.js';
export * from './stage-rule-schemas.js';
export * from './bulk-schemas.js';
export * from './sign-in-schemas.js';
