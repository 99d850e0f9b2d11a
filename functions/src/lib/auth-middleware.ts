import type { Request, RequestHandler } from 'express';
import { isRole, MESSAGES, type Role } from '@hr-portal/contract';
import { auth } from './firebase.js';
import { forbidden, unauthorized } from './errors.js';

export interface Caller {
  uid: string;
  email: string;
  role: Role;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own extension point
  namespace Express {
    interface Request {
      /** Set by requireRole once the token is verified. */
      caller?: Caller;
    }
  }
}

export const TOKEN_REVOKED_CODE = 'token_revoked';
export const ACCESS_CHANGED_MESSAGE = 'Your access has changed. Please sign in again.';

function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * Verifies the Firebase ID token (revocation included) and admits only the listed roles.
 * 401: no token, bad token, revoked token. 403: a valid token whose role is not in the list.
 */
export function requireRole(...allowed: Role[]): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req);
    if (!token) return next(unauthorized(MESSAGES.missingToken));
    try {
      const decoded = await auth().verifyIdToken(token, true);
      const role = decoded.role as unknown;
      if (!isRole(role) || !allowed.includes(role)) return next(forbidden());
      req.caller = { uid: decoded.uid, email: decoded.email ?? '', role };
      next();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'auth/id-token-revoked' || code === 'auth/user-disabled') {
        return next(unauthorized(ACCESS_CHANGED_MESSAGE, TOKEN_REVOKED_CODE));
      }
      next(unauthorized());
    }
  };
}

export const anyRole = (): RequestHandler => requireRole('admin', 'hr', 'employee', 'candidate');

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
