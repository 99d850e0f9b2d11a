import type { Request, RequestHandler, Response } from 'express';
import { ERROR_CODES, isRole, MESSAGES, type Role } from '@hr-portal/contract';
import { AppError, forbidden, unauthorized } from './errors.js';
import { sessionVerdict, verifyTokenLocally } from './session.js';
import { runWithSessionCheck } from './session-gate.js';

export interface Caller {
  uid: string;
  email: string;
  role: Role;
  /** When the caller signed in (seconds): recent sign-in is required to change one's e-mail. */
  authTime: number;
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

const sessionEnded = () => unauthorized(MESSAGES.accessChanged, ERROR_CODES.tokenRevoked);

function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

async function confirmSession(caller: Caller): Promise<void> {
  if ((await sessionVerdict(caller.uid, caller.role, caller.authTime)) === 'ended') throw sessionEnded();
}

/**
 * A read runs alongside its session check: the route does its own queries meanwhile, and whatever it answers
 * (data or error) leaves only once the check has passed; if it fails, the caller gets the 401 instead.
 */
function holdAnswerUntil(res: Response, check: Promise<void>): void {
  const send = res.send.bind(res);
  let released = false;
  res.send = (body?: unknown) => {
    if (released) return send(body);
    check.then(
      () => {
        released = true;
        send(body);
      },
      (error: AppError) => {
        released = true;
        res.removeHeader('Content-Disposition');
        res.status(error.status).type('application/json');
        send(JSON.stringify({ message: error.message, code: error.code }));
      },
    );
    return res;
  };
}

/**
 * Verifies the Firebase ID token (signature, audience, expiry: no round trip to Auth) and admits only the
 * listed roles, with the session confirmed against users/{uid} (lib/session.ts). The route runs beside that
 * check: its answer leaves only once the check passed (holdAnswerUntil), and its writes wait for it
 * (session-gate.ts). 401: no token, bad token, ended session. 403: a valid session whose role is not listed.
 */
export function requireRole(...allowed: Role[]): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req);
    if (!token) return next(unauthorized(MESSAGES.missingToken));
    let caller: Caller;
    try {
      const decoded = await verifyTokenLocally(token);
      const role = decoded.role as unknown;
      if (!isRole(role)) return next(forbidden());
      caller = { uid: decoded.uid, email: decoded.email ?? '', role, authTime: decoded.auth_time };
    } catch {
      return next(unauthorized());
    }
    const check = confirmSession(caller);
    if (!allowed.includes(caller.role)) {
      return check.then(
        () => next(forbidden()),
        (error: unknown) => next(error),
      );
    }
    req.caller = caller;
    check.catch(() => undefined); // answered by holdAnswerUntil, and by any write, when they happen
    holdAnswerUntil(res, check);
    runWithSessionCheck(check, next);
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
