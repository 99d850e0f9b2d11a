import { CLOSING_STAGE_IDS, HIRED_STATUS } from '@hr-portal/contract';

/**
 * Who may be in a talent pool, one rule for adding, listing, searching and the hourly sweep: someone whose
 * talent-pool consent runs; or, with no consent on record (never given, or withdrawn), someone with an open
 * application. A consent that ended takes the person out, open application or not.
 */

/** Open: neither closed (rejected, withdrawn) nor hired. */
export const isOpenApplication = (application: { stage: string; status: string }) =>
  !CLOSING_STAGE_IDS.includes(application.stage) &&
  application.status !== 'rejected' &&
  application.status !== HIRED_STATUS;

/**
 * Until when the person may stay in pools: their consent's end (which may have passed), null while an open
 * application keeps them with no end in sight, or `now` when neither holds.
 */
export function poolsAllowedUntil(
  consentUntil: number | null,
  applications: { stage: string; status: string }[],
  now: number,
): number | null {
  if (consentUntil !== null) return consentUntil;
  return applications.some(isOpenApplication) ? null : now;
}

/** Whether that time still allows them in. */
export const mayBeInPools = (allowedUntil: number | null, now: number) => allowedUntil === null || allowedUntil > now;
