import { z } from 'zod';
import { ROLES } from './roles.js';
import { APPLICATION_STATUSES, JOB_TYPES } from './domain.js';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from './audit.js';
import { PRIVACY_REQUEST_STATUSES } from './privacy.js';
import { INSIGHTS_DEFAULT_DAYS, INSIGHTS_MAX_DAYS, INSIGHTS_MESSAGES } from './insights.js';
import { MAIL_APPLICATIONS_MAX } from './mail.js';
import { PEOPLE_LIMITS, PEOPLE_MESSAGES, SEARCH_LIMITS, searchWords } from './people.js';
import { TALENT_POOL_LIMITS } from './talent-pools.js';

/**
 * Query strings of the list endpoints. Every list answers a JSON array and, when there may be more, the next
 * page's cursor in the X-Next-Cursor header; `cursor` sends it back. An empty parameter counts as absent, and
 * parameters a schema does not name are ignored.
 */
const absentIfEmpty = (value: unknown) => (value === '' ? undefined : value);

const queryText = (name: string, max = 100) =>
  z.preprocess(
    absentIfEmpty,
    z
      .string({ error: `${name} must be text of at most ${max} characters` })
      .max(max, { error: `${name} must be text of at most ${max} characters` })
      .transform((value) => value.trim() || undefined)
      .optional(),
  );

const choice = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z.preprocess(absentIfEmpty, z.enum(values, { error: `${name} must be one of ${values.join(', ')}` }).optional());

/** YYYY-MM-DD (UTC) as that day's first millisecond. */
const day = (name: string) =>
  z.preprocess(
    absentIfEmpty,
    z
      .string({ error: `${name} must be a date like 2026-01-31` })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} must be a date like 2026-01-31` })
      .transform((value) => Date.parse(`${value}T00:00:00Z`))
      .refine((millis) => !Number.isNaN(millis), { error: `${name} must be a date like 2026-01-31` })
      .optional(),
  );

/** `limit` (1..max, `fallback` when absent) and the opaque `cursor` of the previous page. */
export function pageQuery(fallback: number, max = 100) {
  const limitError = `limit must be a whole number from 1 to ${max}`;
  return z.object({
    limit: z.preprocess(
      absentIfEmpty,
      z
        .string({ error: limitError })
        .regex(/^\d{1,6}$/, { error: limitError })
        .transform(Number)
        .pipe(z.number().int().min(1, { error: limitError }).max(max, { error: limitError }))
        .default(fallback),
    ),
    cursor: queryText('cursor', 500),
  });
}

/** GET /api/job: active jobs for candidates and employees, every job for staff. */
export const jobListQuerySchema = pageQuery(20).extend({
  jobType: choice(JOB_TYPES, 'jobType'),
  /** `true`: remote jobs only; `false`: on-site only. */
  remote: choice(['true', 'false'], 'remote').transform((value) =>
    value === undefined ? undefined : value === 'true',
  ),
  department: queryText('department'),
  location: queryText('location'),
  tag: queryText('tag'),
  /** A word in the title. */
  q: queryText('q'),
});

/** GET /api/user: `q` is the start of an email or a name (a search answers its first matches, unpaged). */
export const userListQuerySchema = pageQuery(20).extend({
  role: choice(ROLES, 'role'),
  q: queryText('q'),
});

/** GET /api/application (staff): optionally one job's, or one status's. */
export const applicationListQuerySchema = pageQuery(50).extend({
  job: queryText('job', 128),
  status: choice(APPLICATION_STATUSES, 'status'),
  /** `true`: only applications whose answers meet every knockout rule ("meets every must-have"). */
  meets: choice(['true'] as const, 'meets'),
});

/** GET /api/application/job/{jobId}. */
export const jobApplicationsQuerySchema = pageQuery(100);

/** GET /api/application/my and GET /api/document/my: the caller's own, newest first. */
export const ownListQuerySchema = pageQuery(100);

/** GET /api/mail/mailbox (emulators only): the newest caught e-mails whose recipient or subject holds `q`. */
export const mailboxQuerySchema = z.object({ q: queryText('q', 320) });

/** GET /api/mail/my/applications?ids=a,b,c: the messages about these applications of the caller's. */
export const myApplicationsMailQuerySchema = z.object({
  ids: z.preprocess(
    absentIfEmpty,
    z
      .string({ error: `ids must name 1 to ${MAIL_APPLICATIONS_MAX} applications, separated by commas` })
      .max(MAIL_APPLICATIONS_MAX * 129, { error: `ids must name 1 to ${MAIL_APPLICATIONS_MAX} applications` })
      .transform((value) => [
        ...new Set(
          value
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(
        z
          .array(z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'ids must be application ids' }))
          .min(1, { error: `ids must name 1 to ${MAIL_APPLICATIONS_MAX} applications` })
          .max(MAIL_APPLICATIONS_MAX, { error: `ids must name 1 to ${MAIL_APPLICATIONS_MAX} applications` }),
      ),
  ),
});

/** GET /api/application/{id}/events: the drawer's timeline (staff) or the candidate's status history. */
export const eventListQuerySchema = pageQuery(20, 50);

/** GET /api/document (admin). */
export const documentListQuerySchema = pageQuery(20);

/** GET /api/audit (admin): `from` and `to` are calendar days, inclusive. */
export const auditListQuerySchema = pageQuery(50)
  .extend({
    action: choice(AUDIT_ACTIONS, 'action'),
    targetType: choice(AUDIT_TARGET_TYPES, 'targetType'),
    actorEmail: queryText('actorEmail', 320).transform((value) => value?.toLowerCase()),
    targetId: queryText('targetId', 320),
    from: day('from'),
    to: day('to'),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    error: 'from must not be after to',
  });

/** GET /api/privacy/requests (admin): the register, newest first, optionally only open or answered rows. */
export const privacyRequestListQuerySchema = pageQuery(50).extend({
  status: choice(PRIVACY_REQUEST_STATUSES, 'status'),
});

/**
 * GET /api/people (hr, admin): `q` is matched against names, e-mails, tags, resumes and notes; the rest filter.
 * Without `q` or a filter, the newest people come first.
 */
export const peopleSearchQuerySchema = pageQuery(SEARCH_LIMITS.pageSize, SEARCH_LIMITS.maxPageSize).extend({
  q: z.preprocess(
    absentIfEmpty,
    z
      .string({ error: PEOPLE_MESSAGES.queryTooLong })
      .max(SEARCH_LIMITS.queryChars, { error: PEOPLE_MESSAGES.queryTooLong })
      .refine((q) => searchWords(q).length <= SEARCH_LIMITS.queryWords, { error: PEOPLE_MESSAGES.queryTooManyWords })
      .optional(),
  ),
  tag: queryText('tag', PEOPLE_LIMITS.tagLength),
  pool: queryText('pool', 128),
  jobId: queryText('jobId', 128),
  stage: queryText('stage', 64),
  source: queryText('source', 64),
  talentPool: choice(['true', 'false'], 'talentPool').transform((value) => value === 'true'),
});

/** What a screen may put in a list's query string (values before parsing). */
export type ListQuery<S extends z.ZodType> = { [K in keyof z.input<S>]?: string };

/**
 * GET /api/insights and /api/insights/{table}.csv (hr, admin): one job's numbers or, without `jobId`, all jobs';
 * `from` and `to` are calendar days (UTC), inclusive, at most two years apart. Absent, the last 12 months.
 */
export const insightsQuerySchema = z
  .object({
    jobId: queryText('jobId', 128),
    from: day('from'),
    to: day('to'),
  })
  .transform(({ jobId, from, to }) => {
    const DAY = 86_400_000;
    const last = to ?? Math.floor(Date.now() / DAY) * DAY;
    const first = from ?? last - (INSIGHTS_DEFAULT_DAYS - 1) * DAY;
    return { jobId, from: first, to: last };
  })
  .refine((query) => query.from <= query.to, { error: INSIGHTS_MESSAGES.rangeBackwards })
  .refine((query) => (query.to - query.from) / 86_400_000 < INSIGHTS_MAX_DAYS, {
    error: INSIGHTS_MESSAGES.rangeTooLong,
  });

/** GET /api/talent-pools (hr, admin): the pools by name; `archived=true` lists the archived ones instead. */
export const talentPoolsQuerySchema = pageQuery(TALENT_POOL_LIMITS.pageSize, TALENT_POOL_LIMITS.pageSize).extend({
  archived: choice(['true', 'false'], 'archived').transform((value) => value === 'true'),
});

/** GET /api/talent-pools/:id/members (hr, admin): newest members first. */
export const talentPoolMembersQuerySchema = pageQuery(TALENT_POOL_LIMITS.pageSize, TALENT_POOL_LIMITS.pageSize);

/** GET /api/people/duplicates: open pairs of possible duplicates, newest first; `person`: only theirs (one page). */
export const duplicatePairsQuerySchema = pageQuery(20, 50).extend({
  person: z.preprocess(
    absentIfEmpty,
    z
      .string({ error: 'person must be a person id' })
      .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'person must be a person id' })
      .optional(),
  ),
});

/** GET /api/referrals/my (employee, hr, admin): the caller's referrals, newest first. */
export const myReferralsQuerySchema = pageQuery(20, 50);
