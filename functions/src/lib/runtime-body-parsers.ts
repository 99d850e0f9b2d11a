import { createRequire } from 'node:module';
import { MESSAGES } from '@hr-portal/contract';
import type { RequestHandler } from 'express';

/**
 * The Functions runtime (the emulator's, and the Functions Framework when deployed) parses every body with
 * body-parser before our app runs, up to 32 MB, and answers a parse failure itself with an HTML page holding a
 * stack trace. Both runtimes load our module first and build their parsers after, so wrapping body-parser's
 * factories here lets us (1) cap each kind of body at our own limit before it is parsed and (2) hand failures
 * to our app as `req.runtimeBodyError`, where the error handler answers `{ message, code }` like any other.
 */
export interface BodyLimits {
  /** JSON, text and form bodies. */
  small: number;
  /** Everything else (multipart uploads arrive through body-parser's raw parser). */
  raw: number;
}

type Factory = (options?: Record<string, unknown>) => RequestHandler;
type RequestWithBodyError = Parameters<RequestHandler>[0] & { runtimeBodyError?: unknown };

function wrap(original: Factory, limit: number): Factory {
  return (options = {}) => {
    const parse = original({ ...options, limit });
    return (req, res, next) =>
      parse(req, res, (error?: unknown) => {
        if (error) (req as RequestWithBodyError).runtimeBodyError = error;
        next();
      });
  };
}

/** Wraps the runtime's body-parser when there is one (not in tests, where our own parser does the work). */
export function tameRuntimeBodyParsers(limits: BodyLimits): boolean {
  const runtimeEntry = typeof require === 'undefined' ? undefined : require.main?.filename;
  if (!runtimeEntry) return false;
  let bodyParser: Record<string, Factory>;
  try {
    bodyParser = createRequire(runtimeEntry)('body-parser') as Record<string, Factory>;
  } catch {
    return false;
  }
  for (const [kind, limit] of [
    ['json', limits.small],
    ['text', limits.small],
    ['urlencoded', limits.small],
    ['raw', limits.raw],
  ] as const) {
    const original = bodyParser[kind];
    if (typeof original !== 'function') continue;
    Object.defineProperty(bodyParser, kind, { configurable: true, enumerable: true, value: wrap(original, limit) });
  }
  return true;
}

/**
 * First middleware of the app: a body the runtime could not read fails here, through our error handler, and
 * so does a body over its limit, by its declared length or by what the runtime already read (`req.rawBody`).
 */
export function checkBodyBeforeParsing(limits: BodyLimits): RequestHandler {
  return (req, _res, next) => {
    const runtimeError = (req as RequestWithBodyError).runtimeBodyError;
    if (runtimeError) return next(runtimeError);
    const limit = req.is('multipart/form-data') ? limits.raw : limits.small;
    const rawBody = (req as { rawBody?: unknown }).rawBody;
    const size = Math.max(Number(req.get('content-length')) || 0, Buffer.isBuffer(rawBody) ? rawBody.length : 0);
    if (size > limit) return next(Object.assign(new Error(MESSAGES.bodyTooLarge), { type: 'entity.too.large' }));
    next();
  };
}
