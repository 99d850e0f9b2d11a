import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MESSAGES } from '@hr-portal/contract';
import { decodeCursor, encodeCursor } from '../src/lib/paging.js';
import { AppError } from '../src/lib/errors.js';

describe('page cursors', () => {
  /** Ids a document (or an address, '' for none) can have: no slash, not `.`, `..` or a reserved `__x__`. */
  const documentId = fc.string().filter((id) => !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id));

  it('when any position is encoded, then decoding gives it back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 45 }), documentId, (at, id) => {
        expect(decodeCursor(encodeCursor({ at, id }))).toEqual({ at, id });
      }),
    );
  });

  it('when there is no cursor, then it is the first page', () => {
    expect(decodeCursor(undefined)).toBeNull();
    expect(decodeCursor('')).toBeNull();
  });

  it.each([
    ['not base64 JSON', 'not-a-cursor'],
    ['JSON without the fields', Buffer.from('{"x":1}').toString('base64url')],
    ['a position of the wrong types', Buffer.from('{"at":"1","id":2}').toString('base64url')],
    ['JSON that is not an object', Buffer.from('null').toString('base64url')],
    ['a position past any time Firestore holds', Buffer.from('{"at":1e300,"id":"x"}').toString('base64url')],
    ['a position before year 1', Buffer.from('{"at":-1e15,"id":"x"}').toString('base64url')],
    // Ids Firestore cannot start after: a 400 here, not a 500 from the query.
    ['an id with a slash', Buffer.from('{"at":1,"id":"a/b"}').toString('base64url')],
    ['a reserved id', Buffer.from('{"at":1,"id":"__name__"}').toString('base64url')],
    ['the id ..', Buffer.from('{"at":1,"id":".."}').toString('base64url')],
  ])('when the cursor is %s, then 400 says the cursor is invalid', (_name, cursor) => {
    try {
      decodeCursor(cursor);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 400, message: MESSAGES.cursorInvalid });
    }
  });
});
