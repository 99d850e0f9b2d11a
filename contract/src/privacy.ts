/**
 * How long candidates' data is kept (GET/PUT /api/settings/retention, admins): days after a candidate's last
 * application closed (rejected or withdrawn) before they are anonymised, how long a talent-pool consent lasts,
 * and how many days ahead the candidate is told (with a link to keep their data).
 */
export interface RetentionSettings {
  anonymiseAfterDays: number;
  talentPoolMonths: number;
  noticeDays: number;
}

export const DEFAULT_RETENTION: RetentionSettings = { anonymiseAfterDays: 180, talentPoolMonths: 24, noticeDays: 14 };

export const RETENTION_LIMITS: Record<keyof RetentionSettings, { min: number; max: number }> = {
  anonymiseAfterDays: { min: 30, max: 3650 },
  talentPoolMonths: { min: 1, max: 60 },
  noticeDays: { min: 1, max: 60 },
};

export const PRIVACY_MESSAGES = {
  noticeBeforeAnonymising: 'noticeDays must be fewer than anonymiseAfterDays: the notice comes before the data goes',
} as const;
