import type { Response } from 'express';
import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { MESSAGES, NEXT_CURSOR_HEADER } from '@hr-portal/contract';
import { badRequest } from './errors.js';

/** Opaque page cursor: the last item's sort value and id, base64url-encoded JSON. */
export interface CursorPosition {
  at: number;
  id: string;
}

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/**
 * Sort values a cursor may carry: scores, and times Firestore can hold (years 1 to 9999, in ms). Anything
 * beyond would fail where the list turns it into a Timestamp or Date: 400 here instead of 500 there.
 */
const FIRST_TIME = -62_135_596_800_000;
const LAST_TIME = 253_402_300_799_999;
const isPosition = (at: unknown): at is number =>
  typeof at === 'number' && Number.isFinite(at) && at >= FIRST_TIME && at <= LAST_TIME;

/**
 * A cursor's id is a document id, or for the users list an address ('' for a person without one): Firestore cannot
 * start after one with a slash, `.`, `..` or a reserved `__x__`, so those are a 400 here instead of a 500 there.
 */
const isCursorId = (id: unknown): id is string =>
  typeof id === 'string' && id.length <= 1500 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);

export function decodeCursor(cursor: unknown): CursorPosition | null {
  if (cursor === undefined || cursor === '') return null;
  try {
    const parsed = JSON.parse(Buffer.from(String(cursor), 'base64url').toString()) as Partial<CursorPosition>;
    if (isPosition(parsed.at) && isCursorId(parsed.id)) return { at: parsed.at, id: parsed.id };
  } catch {
    // fall through to the error below
  }
  throw badRequest(MESSAGES.cursorInvalid);
}

/**
 * Answers a list the one way every list endpoint does: a JSON array of `toDto(item)`, and an X-Next-Cursor
 * header positioned after the last item when the page came back full (there may be more).
 */
export function sendPage<T, Dto = T>(
  res: Response,
  page: T[],
  /** The page size asked for; null for a list answered whole (a search's first matches). */
  limit: number | null,
  positionOf: (last: T) => CursorPosition,
  /** An item mapped to null is left out of the answer but still counts toward the page (and its cursor). */
  toDto: (item: T) => Dto | null = (item) => item as unknown as Dto,
): void {
  const last = page.at(-1);
  if (limit !== null && page.length === limit && last !== undefined)
    res.set(NEXT_CURSOR_HEADER, encodeCursor(positionOf(last)));
  res.json(page.map(toDto).filter((dto) => dto !== null));
}

/** Lists ordered by creation time, then id. */
export const byCreation = (last: { id: string; createdAt: Date | null }): CursorPosition => ({
  at: last.createdAt?.getTime() ?? 0,
  id: last.id,
});

/**
 * The first `limit` documents of a query and how many it holds, counted up to `cap` (a count reads one index page
 * per 1,000 entries: capped, it costs the same whatever the collection holds).
 */
export async function firstAndCount(
  query: Query,
  limit: number,
  cap: number,
): Promise<{ docs: QueryDocumentSnapshot[]; count: number }> {
  const [page, count] = await Promise.all([query.limit(limit).get(), countUpTo(query, cap)]);
  return { docs: page.docs, count };
}

/** How many documents a query holds, counted up to `cap` (one aggregation read per 1,000 entries counted). */
export async function countUpTo(query: Query, cap: number): Promise<number> {
  return (await query.limit(cap).count().get()).data().count;
}
