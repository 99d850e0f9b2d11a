import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import * as logger from 'firebase-functions/logger';

/** What every log line written while serving a request names: its path and an id for it. */
interface RequestContext {
  path: string;
  requestId: string;
}

const requestContext = new AsyncLocalStorage<RequestContext>();

/**
 * Express middleware, first in the chain: the request's id is Google's trace id when the front end sent one
 * (X-Cloud-Trace-Context), so log lines line up with the request log, or a new one; it is answered as X-Request-Id
 * so a person reporting a failure can quote it.
 */
export const withRequestContext: RequestHandler = (req, res, next) => {
  const trace = req.get('x-cloud-trace-context')?.split('/')[0];
  const requestId = trace && /^[0-9a-f]{32}$/i.test(trace) ? trace : randomUUID();
  res.set('X-Request-Id', requestId);
  requestContext.run({ path: req.path, requestId }, next);
};

const inContext = (fields: Record<string, unknown>) => ({ ...requestContext.getStore(), ...fields });

const describe = (error: unknown) =>
  error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };

/**
 * The server's log: structured JSON lines with a severity (Cloud Logging reads them as such), each naming the
 * request's path and id when written while serving one. Server code logs through this, never console.*.
 */
export const log = {
  info: (message: string, fields: Record<string, unknown> = {}) => logger.info(message, inContext(fields)),
  warn: (message: string, fields: Record<string, unknown> = {}) => logger.warn(message, inContext(fields)),
  error: (message: string, error?: unknown, fields: Record<string, unknown> = {}) =>
    logger.error(message, inContext({ ...fields, ...(error === undefined ? {} : describe(error)) })),
};
