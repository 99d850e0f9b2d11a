import type { Request, RequestHandler } from 'express';
import { ERROR_CODES, INTEGRATION_MESSAGES, isRole, MESSAGES, type ApiKeyScope, type Role } from '@hr-portal/contract';
import { forbidden, unauthorized } from '../lib/errors.js';
import type { Caller } from '../lib/caller.js';
import { verifyTokenLocally } from '../lib/id-tokens.js';
import { sessionOf, type SessionVerdict } from '../flows/sessions/session.js';
import { isApiKey, recordKeyUse, verifyKey } from '../flows/integrations/keys.js';
import { consume, type RateLimits } from '../lib/rate-limit.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own extension point
  namespace Express {
    interface Request {
      /** Set by requireRole once the token is verified. */
      caller?: Caller;
    }
  }
}

/** How every session the server mints is signed in, as Firebase names it in the token. */
const SESSION_SIGN_IN_PROVIDER = 'custom';

const sessionEnded = () => unauthorized(MESSAGES.accessChanged, ERROR_CODES.tokenRevoked);

function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * Verifies the Firebase ID token (signature, audience, expiry: no round trip to Auth), that the server minted the
 * session (a custom-token sign-in), and confirms the
 * session against users/{uid} (flows/sessions/session.ts) before any route code runs. The one point read of users/{uid}
 * starts only once the token verified: a forged or expired token costs no Firestore read. 401: no token, bad
 * token, ended session. 403: a valid session whose role is not listed.
 */
export function requireRole(...allowed: Role[]): RequestHandler & { allowedRoles: readonly Role[] } {
  const check: RequestHandler = async (req, _res, next) => {
    const token = bearerToken(req);
    if (!token) return next(unauthorized(MESSAGES.missingToken));
    // An API key acts for no person: only routes that name a key scope (requireRoleOrKey) take one.
    if (isApiKey(token)) return next(forbidden(INTEGRATION_MESSAGES.notForKeys));
    let caller: Caller;
    try {
      const decoded = await verifyTokenLocally(token);
      // Sessions are minted by the server's sign-in routes (a custom token), where the sign-in settings apply. A
      // token Firebase issued for a password or a provider directly is a proof for those routes, not a session.
      if (decoded.firebase.sign_in_provider !== SESSION_SIGN_IN_PROVIDER) return next(unauthorized());
      // A board's live session reads Firestore only: it is never a session here (flows/auth/auth.ts liveSessionFor).
      if ((decoded as { live?: unknown }).live === true) return next(unauthorized());
      const role = decoded.role as unknown;
      if (!isRole(role)) return next(forbidden());
      caller = { uid: decoded.uid, email: decoded.email ?? '', role, authTime: decoded.auth_time };
    } catch {
      return next(unauthorized());
    }
    let session: SessionVerdict;
    try {
      session = await sessionOf(caller);
    } catch (error) {
      return next(error);
    }
    if (session === 'ended') return next(sessionEnded());
    if (!allowed.includes(caller.role)) return next(forbidden());
    req.caller = caller;
    next();
  };
  // The route table (docs/reference.md) reads who may call each route from here.
  return Object.assign(check, { allowedRoles: allowed });
}

export const anyRole = (): RequestHandler => requireRole('admin', 'hr', 'employee', 'candidate');

/** The route as the router declares it (`/api/job/:id`), for the audit entry of a key's use. */
const routeOf = (req: Request) => `${req.baseUrl}${(req.route as { path?: string } | undefined)?.path ?? ''}`;

/**
 * A documented route integrations may call: a person's session in one of `allowed` roles, or an API key holding
 * `scope` (flows/integrations/keys.ts: checked, rate-limited per key and audited before the route runs).
 */
export function requireRoleOrKey(
  limits: RateLimits,
  scope: ApiKeyScope,
  ...allowed: Role[]
): RequestHandler & { allowedRoles: readonly Role[]; keyScope: ApiKeyScope } {
  const person = requireRole(...allowed);
  const check: RequestHandler = async (req, res, next) => {
    const token = bearerToken(req);
    if (!token || !isApiKey(token)) return person(req, res, next);
    try {
      const verified = await verifyKey(token, scope);
      if (limits !== 'off') await consume('apiKeyPerKey', limits.apiKeyPerKey, verified.key.id);
      await recordKeyUse(verified, scope, {
        method: req.method,
        route: routeOf(req),
        ids: Object.fromEntries(Object.entries(req.params).map(([name, value]) => [name, String(value)])),
      });
      req.caller = verified.caller;
      next();
    } catch (error) {
      next(error);
    }
  };
  return Object.assign(check, { allowedRoles: allowed, keyScope: scope });
}

/** The caller's raw ID token (for calls made on their behalf, such as sending a verification email). */
export function callerToken(req: Request): string {
  const token = bearerToken(req);
  if (!token) throw unauthorized(MESSAGES.missingToken);
  return token;
}

/** The verified caller; only valid behind requireRole. */
export function callerOf(req: Request): Caller {
  if (!req.caller) throw unauthorized(MESSAGES.missingToken);
  return req.caller;
}
