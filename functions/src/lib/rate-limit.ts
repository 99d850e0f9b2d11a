import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { AppError } from './errors.js';
import { db } from './firebase.js';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/** Sane defaults; RATE_LIMITS (JSON of overrides, or "off") changes them per deployment. */
export const DEFAULT_RATE_LIMITS = {
  signUpPerIp: { limit: 20, windowSeconds: 3600 },
  signUpPerEmail: { limit: 5, windowSeconds: 3600 },
  loginPerIp: { limit: 60, windowSeconds: 600 },
  loginPerEmail: { limit: 10, windowSeconds: 600 },
  uploadPerUser: { limit: 30, windowSeconds: 3600 },
  applyPerUser: { limit: 30, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitName, RateLimitRule> | 'off';

export function rateLimitsFromEnv(value = process.env.RATE_LIMITS): RateLimits {
  if (value === 'off') return 'off';
  if (!value) return DEFAULT_RATE_LIMITS;
  return { ...DEFAULT_RATE_LIMITS, ...(JSON.parse(value) as Partial<Record<RateLimitName, RateLimitRule>>) };
}

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/**
 * Counts one attempt for `subject` under a fixed window kept in Firestore (rateLimits/{hash}), so every
 * function instance shares the count. Over the limit: 429 with Retry-After (seconds until the window ends).
 * The document's expiresAt lets a Firestore TTL policy clean old windows up.
 */
export async function consume(name: RateLimitName, rule: RateLimitRule, subject: string): Promise<void> {
  const key = createHash('sha256').update(`${name}:${subject}`).digest('hex');
  const ref = db().collection('rateLimits').doc(key);
  const now = Date.now();
  const retryAfter = await db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const start = snapshot.get('windowStart') as Timestamp | undefined;
    const windowEnd = start ? start.toMillis() + rule.windowSeconds * 1000 : 0;
    if (!start || windowEnd <= now) {
      transaction.set(ref, {
        name,
        count: 1,
        windowStart: Timestamp.fromMillis(now),
        expiresAt: Timestamp.fromMillis(now + rule.windowSeconds * 1000),
      });
      return 0;
    }
    const count = Number(snapshot.get('count') ?? 0);
    if (count >= rule.limit) return Math.max(1, Math.ceil((windowEnd - now) / 1000));
    transaction.update(ref, { count: count + 1 });
    return 0;
  });
  if (retryAfter > 0) {
    throw new AppError(429, 'too_many_requests', TOO_MANY_REQUESTS_MESSAGE, { 'Retry-After': String(retryAfter) });
  }
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

export const byIp = (req: Request) => req.ip ?? 'unknown';
export const byEmail = (req: Request) =>
  typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase().slice(0, 320) : undefined;
export const byCaller = (req: Request) => req.caller?.uid;
