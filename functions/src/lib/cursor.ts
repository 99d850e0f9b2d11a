import type { Response } from 'express';
import { NEXT_CURSOR_HEADER } from '@hr-portal/contract';
import { badRequest } from './errors.js';

/** Opaque page cursor: the last item's sort value and id, base64url-encoded JSON. */
export interface CursorPosition {
  at: number;
  id: string;
}

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

export function decodeCursor(cursor: unknown): CursorPosition | null {
  if (cursor === undefined || cursor === '') return null;
  try {
    const parsed = JSON.parse(Buffer.from(String(cursor), 'base64url').toString()) as Partial<CursorPosition>;
    if (typeof parsed.at === 'number' && typeof parsed.id === 'string') return { at: parsed.at, id: parsed.id };
  } catch {
    // fall through to the error below
  }
  throw badRequest('cursor is not valid; use nextCursor from the previous page');
}

export function parseLimit(value: unknown, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > max)
    throw badRequest(`limit must be a whole number from 1 to ${max}`);
  return limit;
}

/** Sets X-Next-Cursor when the page came back full (there may be more), positioned after its last item. */
export function setNextCursor<T>(
  res: Response,
  page: T[],
  limit: number,
  positionOf: (last: T) => CursorPosition,
): void {
  const last = page.at(-1);
  if (page.length === limit && last !== undefined) res.set(NEXT_CURSOR_HEADER, encodeCursor(positionOf(last)));
}
