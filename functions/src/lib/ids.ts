import { notFound } from './errors.js';

const SAFE_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** Firestore reserves ids that start and end with two underscores (`__proto__`, `__name__`). */
const RESERVED_ID = /^__.*__$/;

/** Path ids go into Firestore paths: anything but a plain id (slashes, dots, empty, reserved) is simply not found. */
export function requireSafeId(id: unknown): string {
  if (typeof id !== 'string' || !SAFE_ID.test(id) || RESERVED_ID.test(id)) throw notFound();
  return id;
}
