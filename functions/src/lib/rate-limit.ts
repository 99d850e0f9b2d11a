import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { ERROR_CODES, MESSAGES, REFERRAL_LIMITS, SEARCH_LIMITS, SOURCING_LIMITS } from '@hr-portal/contract';
import { AppError } from './errors.js';
import { config } from './config.js';
import { collections } from './collections.js';

const rule = z.strictObject({ limit: z.int().min(1), windowSeconds: z.int().min(1).max(86_400) });
export type RateLimitRule = z.infer<typeof rule>;

/** Sane defaults; RATE_LIMITS (JSON of overrides, or "off" under the emulators) changes them per deployment. */
export const DEFAULT_RATE_LIMITS = {
  signUpPerIp: { limit: 20, windowSeconds: 3600 },
  signUpPerEmail: { limit: 5, windowSeconds: 3600 },
  /** Failed sign-ins only: a correct password is never refused for earlier successes. */
  loginFailuresPerIp: { limit: 60, windowSeconds: 600 },
  /** Per e-mail AND client address, so a stranger elsewhere cannot lock the account's owner out. */
  loginFailuresPerEmailAndIp: { limit: 10, windowSeconds: 600 },
  /**
   * Per account, whatever address is claimed: a forged X-Forwarded-For (the function called at its own URL)
   * cannot multiply the guesses one account takes.
   */
  loginFailuresPerEmail: { limit: 20, windowSeconds: 3600 },
  /** "E-mail me a sign-in link": a few per account, so nobody floods an inbox. */
  signInLinkPerEmail: { limit: 3, windowSeconds: 3600 },
  signInLinkPerIp: { limit: 20, windowSeconds: 3600 },
  /** Google, Microsoft and SSO sign-ins turned into sessions (each may create an account). */
  providerSessionPerIp: { limit: 60, windowSeconds: 600 },
  uploadPerUser: { limit: 30, windowSeconds: 3600 },
  applyPerUser: { limit: 30, windowSeconds: 3600 },
  verificationEmailPerUser: { limit: 5, windowSeconds: 3600 },
  /** Verification links redeemed (POST /api/auth/verify-email, /api/user/me/verify-email). */
  verifyEmailPerIp: { limit: 20, windowSeconds: 3600 },
  /** Passwords set from the profile (POST /api/user/me/password). */
  passwordSetPerUser: { limit: 5, windowSeconds: 3600 },
  /** Self-service data downloads (GET /api/me/export): EXPORTS_PER_DAY in the contract. */
  exportPerUser: { limit: 3, windowSeconds: 86_400 },
  /** A candidate moving one booked interview (each move e-mails the panel); hr and admins are not counted. */
  bookingMovesPerBooking: { limit: 5, windowSeconds: 86_400 },
  /** People search (GET /api/people): SEARCH_LIMITS.perMinute in the contract. */
  searchPerUser: { limit: SEARCH_LIMITS.perMinute, windowSeconds: 60 },
  /** Invitations to apply one member of staff sends (each is an e-mail to someone in the talent pool). */
  invitationsPerUser: { limit: 100, windowSeconds: 3600 },
  /** People one member of staff adds (POST /api/people; each is an e-mail to someone who did not ask for it). */
  sourcingPerUser: { limit: SOURCING_LIMITS.perHour, windowSeconds: 3600 },
  /** Referrals one person makes (POST /api/referrals; each is an e-mail to someone who did not ask for it). */
  referralsPerUser: { limit: REFERRAL_LIMITS.perDay, windowSeconds: 86_400 },
  /** Requests one API key makes (integrations sync in bursts; a person's session has no such limit). */
  apiKeyPerKey: { limit: 600, windowSeconds: 60 },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitName, RateLimitRule> | 'off';

const overridesSchema = z.strictObject(
  Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, rule.optional()])) as Record<
    RateLimitName,
    z.ZodOptional<typeof rule>
  >,
);

/**
 * Reads RATE_LIMITS once at start-up: unset means the defaults; JSON overrides some of them (checked, so a typo
 * fails the deployment instead of silently leaving a limit out); "off" exists for test runs and is refused
 * anywhere but the emulators.
 */
export function rateLimitsFromEnv(value = config.rateLimits, underEmulators: boolean = config.emulated): RateLimits {
  if (!value) return DEFAULT_RATE_LIMITS;
  if (value === 'off') {
    if (!underEmulators) throw new Error('RATE_LIMITS=off is only allowed under the emulators');
    return 'off';
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('RATE_LIMITS must be "off" or JSON such as {"applyPerUser":{"limit":30,"windowSeconds":3600}}');
  }
  const overrides = overridesSchema.safeParse(parsed);
  if (!overrides.success) throw new Error(`RATE_LIMITS is invalid: ${overrides.error.issues[0]?.message}`);
  return { ...DEFAULT_RATE_LIMITS, ...overrides.data };
}

/**
 * One counter per rule, subject and fixed window: rateLimits/{sha256(name:subject:window)}. Requests add to it
 * with an atomic increment, not a transaction, so concurrent requests of one person never queue behind each
 * other. `expireAt` is a Firestore TTL field (firestore.indexes.json): a real project deletes old windows.
 */
const counterKey = (name: RateLimitName, subject: string, window: number) =>
  createHash('sha256').update(`${name}:${subject}:${window}`).digest('hex');

function counter(name: RateLimitName, rule: RateLimitRule, subject: string) {
  const windowMs = rule.windowSeconds * 1000;
  const window = Math.floor(Date.now() / windowMs);
  const key = counterKey(name, subject, window);
  const windowEnd = (window + 1) * windowMs;
  return {
    ref: collections.rateLimits().doc(key),
    add: (amount: number) => ({
      name,
      count: FieldValue.increment(amount),
      expireAt: Timestamp.fromMillis(windowEnd),
    }),
    retryAfter: () => String(Math.max(1, Math.ceil((windowEnd - Date.now()) / 1000))),
  };
}

const tooMany = (retryAfter: string) =>
  new AppError(429, ERROR_CODES.tooManyRequests, MESSAGES.tooManyRequests, { 'Retry-After': retryAfter });

/**
 * Counts one attempt, then reads the count back. The read sees at least every increment committed before it,
 * its own included, so however many arrive at once, at most `limit` of them see a count within the limit.
 * Returns a function that takes the attempt back (for attempts that should not count, such as a sign-in
 * that succeeded).
 */
export async function consume(name: RateLimitName, rule: RateLimitRule, subject: string): Promise<() => Promise<void>> {
  const { ref, add, retryAfter } = counter(name, rule, subject);
  await ref.set(add(1), { merge: true });
  const count = Number((await ref.get()).get('count') ?? 0);
  if (count > rule.limit) throw tooMany(retryAfter());
  return async () => {
    await ref.set(add(-1), { merge: true });
  };
}

/** Express middleware: counts the request against each named rule for the subject the picker returns. */
export function rateLimit(
  limits: RateLimits,
  checks: [RateLimitName, (req: Request) => string | undefined][],
): RequestHandler {
  return async (req, _res, next) => {
    if (limits === 'off') return next();
    try {
      for (const [name, subjectOf] of checks) {
        const subject = subjectOf(req);
        if (subject) await consume(name, limits[name], subject);
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Runs `attempt` as one counted attempt of each rule, and takes the counts back when it succeeds: only
 * failures stay counted. Used for sign-in, where a correct password must never be refused for earlier
 * successes.
 */
export async function countingFailures<T>(
  limits: RateLimits,
  checks: [RateLimitName, string | undefined][],
  attempt: () => Promise<T>,
): Promise<T> {
  if (limits === 'off') return attempt();
  const takeBacks: (() => Promise<void>)[] = [];
  try {
    for (const [name, subject] of checks) if (subject) takeBacks.push(await consume(name, limits[name], subject));
  } catch (error) {
    // Refused before trying: the rules this attempt was already counted under take it back.
    await Promise.all(takeBacks.map((takeBack) => takeBack()));
    throw error;
  }
  const result = await attempt();
  await Promise.all(takeBacks.map((takeBack) => takeBack()));
  return result;
}

export const byIp = (req: Request) => req.ip ?? 'unknown';
export const byEmail = (req: Request) =>
  typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase().slice(0, 320) : undefined;
export const byCaller = (req: Request) => req.caller?.uid;

/** The rules counted per person: by their uid, or by their address. */
const PER_PERSON: Record<'uid' | 'email', RateLimitName[]> = {
  uid: [
    'uploadPerUser',
    'applyPerUser',
    'verificationEmailPerUser',
    'passwordSetPerUser',
    'exportPerUser',
    'searchPerUser',
    'invitationsPerUser',
    'sourcingPerUser',
    'referralsPerUser',
  ],
  email: ['signUpPerEmail', 'loginFailuresPerEmail', 'signInLinkPerEmail'],
};

/**
 * Deletes a person's open counting windows (erasure). Keys are hashes, so a window names nobody by itself; windows
 * counted per address and client address cannot be found without the client address and expire on their own
 * (at most ten minutes, and `expireAt` lets a real project delete them).
 */
export async function forgetRateLimitsOf(person: { uid: string; email: string }, now = Date.now()): Promise<number> {
  const limits = rateLimitsFromEnv();
  const rules = limits === 'off' ? DEFAULT_RATE_LIMITS : limits;
  const refs = (['uid', 'email'] as const).flatMap((kind) =>
    person[kind]
      ? PER_PERSON[kind].flatMap((name) => {
          const window = Math.floor(now / (rules[name].windowSeconds * 1000));
          return [window - 1, window].map((at) => collections.rateLimits().doc(counterKey(name, person[kind], at)));
        })
      : [],
  );
  const existing = (await Promise.all(refs.map((ref) => ref.get()))).filter((snapshot) => snapshot.exists);
  await Promise.all(existing.map((snapshot) => snapshot.ref.delete()));
  return existing.length;
}
