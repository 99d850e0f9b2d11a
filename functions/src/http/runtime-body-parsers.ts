import { createRequire } from 'node:module';
import { MESSAGES } from '@hr-portal/contract';
import express, { type RequestHandler } from 'express';

/**
 * The Functions runtime (the emulator's, and the Functions Framework when deployed) parses every body with
 * body-parser before our app runs, up to 32 MB, and answers a parse failure itself with an HTML page holding a
 * stack trace. Both runtimes load our module first and build their parsers after, so wrapping body-parser's
 * factories here lets us (1) cap each body at our own limit while it is read (100 KB for everything but an
 * upload route's multipart body, so a large body of any other type is refused after ~100 KB) and (2) hand failures
 * to our app as `req.runtimeBodyError`, where the error handler answers `{ message, code }` like any other.
 */
export interface BodyLimits {
  /** JSON, text and form bodies. */
  small: number;
  /** Everything else (multipart uploads arrive through body-parser's raw parser). */
  raw: number;
}

type Factory = (options?: Record<string, unknown>) => RequestHandler;
type Req = Parameters<RequestHandler>[0];
type RequestWithBodyError = Req & { runtimeBodyError?: unknown };

/**
 * The routes that take a file (an upload; a person staff add or someone referred, with their resume; an onboarding
 * policy or a requested document): only their multipart bodies may be larger. The runtime may see a path with or
 * without its /api prefix.
 */
const UPLOAD_PATHS = [
  /^(\/api)?\/document\/upload$/,
  /^(\/api)?\/people$/,
  /^(\/api)?\/referrals$/,
  /^(\/api)?\/onboarding\/policies(\/[A-Za-z0-9_-]{1,128})?$/,
  /^(\/api)?\/onboarding\/tasks\/[A-Za-z0-9_-]{1,128}\/document$/,
];

/** A multipart body sent to an upload route. */
export function isUpload(req: Req): boolean {
  const path = req.path ?? '';
  return Boolean(req.is('multipart/form-data')) && UPLOAD_PATHS.some((upload) => upload.test(path));
}

/** The limit of this request's body: uploads get `raw`, every other body `small`, whatever its type. */
export const limitFor = (req: Req, limits: BodyLimits) => (isUpload(req) ? limits.raw : limits.small);

/** A body-parser factory whose parsers apply our limit per request (exported for its test). */
export function wrapBodyParser(original: Factory, limits: BodyLimits): Factory {
  return (options = {}) => {
    const small = original({ ...options, limit: limits.small });
    const large = original({ ...options, limit: limits.raw });
    return (req, res, next) =>
      (limitFor(req, limits) === limits.raw ? large : small)(req, res, (error?: unknown) => {
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
  for (const kind of ['json', 'text', 'urlencoded', 'raw'] as const) {
    const original = bodyParser[kind];
    if (typeof original !== 'function') continue;
    Object.defineProperty(bodyParser, kind, {
      configurable: true,
      enumerable: true,
      value: wrapBodyParser(original, limits),
    });
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
    const limit = limitFor(req, limits);
    const rawBody = (req as { rawBody?: unknown }).rawBody;
    const size = Math.max(Number(req.get('content-length')) || 0, Buffer.isBuffer(rawBody) ? rawBody.length : 0);
    if (size > limit) return next(Object.assign(new Error(MESSAGES.bodyTooLarge), { type: 'entity.too.large' }));
    next();
  };
}

/**
 * After the JSON parser: a body nobody parsed (no content type, or one the runtime skips) is read here up to the
 * small limit, so an oversized one is refused (413) after ~100 KB instead of passing unread. Upload routes read
 * their own multipart bodies.
 */
export function readOtherBodies(limits: BodyLimits): RequestHandler {
  const read = express.raw({ type: () => true, limit: limits.small });
  return (req, res, next) => (isUpload(req) ? next() : read(req, res, next));
}
