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
