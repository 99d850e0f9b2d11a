import { Timestamp } from 'firebase-admin/firestore';

/** A stored Firestore time as a Date, or null when the field is missing or not a time. */
export const dateOf = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);

/** A stored Firestore time as an ISO 8601 string (what the API returns), or null. */
export const isoOf = (value: unknown): string | null => dateOf(value)?.toISOString() ?? null;

/** A day as people read it in e-mails and public pages: "7 December 2026" (UTC). */
export const longDate = (at: Date | string, locale = 'en-GB'): string =>
  new Date(at).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
