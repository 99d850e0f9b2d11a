import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { DOCUMENT_MESSAGES, ERROR_CODES, MESSAGES, type ErrorCode } from '@hr-portal/contract';
import { log } from './log.js';

/** An error the API means to show: status, stable code and a message fit for the user. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Facts the caller needs to recover, added to the body (e.g. the current stage after a stale move). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, ERROR_CODES.validation, message);
export const unauthorized = (message: string = MESSAGES.invalidToken, code: ErrorCode = ERROR_CODES.unauthenticated) =>
  new AppError(401, code, message);
export const forbidden = (message: string = MESSAGES.forbiddenRole) =>
  new AppError(403, ERROR_CODES.forbidden, message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, ERROR_CODES.notFound, message);
export const conflict = (message: string) => new AppError(409, ERROR_CODES.conflict, message);

/** The first zod issue as one readable sentence naming the field. */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
  // Schemas carry their own user-facing messages; zod's generic ones get the field name in front.
  const field = issue.path.join('.');
  return field && issue.message.startsWith('Invalid') ? `${field}: ${issue.message}` : issue.message;
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => next(notFound());

/** Last middleware: every failure becomes `{ message, code }` with an honest status, never a stack trace. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (err instanceof AppError) {
    res
      .set(err.headers)
      .status(err.status)
      .json({ ...err.details, message: err.message, code: err.code });
    return;
  }
  if (err instanceof ZodError) {
    res.status(400).json({ message: describeZodError(err), code: ERROR_CODES.validation });
    return;
  }
  const bodyParserType = (err as { type?: string } | null)?.type;
  if (bodyParserType === 'entity.parse.failed') {
    res.status(400).json({ message: MESSAGES.invalidJson, code: ERROR_CODES.validation });
    return;
  }
  if (bodyParserType === 'entity.too.large') {
    const isUpload = req.path.endsWith('/document/upload');
    res
      .status(413)
      .json({ message: isUpload ? DOCUMENT_MESSAGES.tooLarge : MESSAGES.bodyTooLarge, code: ERROR_CODES.tooLarge });
    return;
  }
  if (bodyParserType) {
    res.status(400).json({ message: MESSAGES.unreadableBody, code: ERROR_CODES.validation });
    return;
  }
  log.error('Unhandled API error', err);
  res.status(500).json({ message: MESSAGES.internal, code: ERROR_CODES.internal });
};
