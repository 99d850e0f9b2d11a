import { notFound } from './errors.js';

const SAFE_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** Firestore reserves ids that start and end with two underscores (`__proto__`, `__name__`). */
const RESERVED_ID = /^__.*__$/;

/** Whether `id` can name a Firestore document: a plain id (no slashes, dots or emptiness) that is not reserved. */
export function isSafeId(id: unknown): id is string {
  return typeof id === 'string' && SAFE_ID.test(id) && !RESERVED_ID.test(id);
}

/** Path ids go into Firestore paths: anything but a safe id is simply not found. */
export function requireSafeId(id: unknown): string {
  if (!isSafeId(id)) throw notFound();
  return id;
}
