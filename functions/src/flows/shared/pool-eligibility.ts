import { CLOSING_STAGE_IDS, HIRED_STATUS } from '@hr-portal/contract';

/**
 * Who may be in a talent pool, one rule for adding, listing, searching and the hourly sweep: someone whose
 * talent-pool consent runs; or, having never given one, someone with an open application. A consent that ended,
 * withdrawn or expired, keeps the person out (open application or not) until they consent again.
 */

/** A person's talent-pool consent as stored: its end (null: none on record) and when they last withdrew one. */
export interface PoolConsent {
  until: number | null;
  withdrawnAt: number | null;
}

/** The consent of a person as the users document holds it. */
export const poolConsentOf = (person: { talentPoolUntil: Date | null; talentPoolWithdrawnAt: Date | null }) => ({
  until: person.talentPoolUntil?.getTime() ?? null,
  withdrawnAt: person.talentPoolWithdrawnAt?.getTime() ?? null,
});

/** Open: neither closed (rejected, withdrawn) nor hired. */
export const isOpenApplication = (application: { stage: string; status: string }) =>
  !CLOSING_STAGE_IDS.includes(application.stage) &&
  application.status !== 'rejected' &&
  application.status !== HIRED_STATUS;

/**
 * Until when the person may stay in pools: their consent's end (which may have passed), when they withdrew it,
 * null while an open application keeps someone who never consented with no end in sight, or `now` when
 * nothing lets them in.
 */
export function poolsAllowedUntil(
  consent: PoolConsent,
  applications: { stage: string; status: string }[],
  now: number,
): number | null {
  if (consent.until !== null) return consent.until;
  if (consent.withdrawnAt !== null) return Math.min(consent.withdrawnAt, now);
  return applications.some(isOpenApplication) ? null : now;
}

/** Whether that time still allows them in. */
export const mayBeInPools = (allowedUntil: number | null, now: number) => allowedUntil === null || allowedUntil > now;
