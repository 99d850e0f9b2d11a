/** Business constants. */
export const JOB_TYPES = ['full-time', 'part-time', 'internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const DEFAULT_JOB_TYPE: JobType = 'full-time';

export const APPLICATION_STATUSES = ['applied', 'shortlisted', 'rejected', 'selected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Browser local-storage key holding the current ID token. */
export const ACCESS_TOKEN_KEY = 'accessToken';
/** Browser local-storage key holding the refresh token that renews it (web/src/lib/session-tokens.ts). */
export const REFRESH_TOKEN_KEY = 'refreshToken';
