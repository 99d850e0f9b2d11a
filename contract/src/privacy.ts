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
  accountDeleted: 'Your account and your data have been deleted.',
  erasureRequested:
    'Your request to delete your account has been received. Your employer may have to keep some records; HR will answer within 30 days.',
  erasureAlreadyRequested: 'You have already asked for your account to be deleted; HR will answer within 30 days.',
  requestNotFound: 'Privacy request not found',
  requestHandled: 'This request has already been handled',
  requestErased: 'Erased: the account and its data are gone.',
  requestExported: 'Marked as answered.',
  ownRequest: 'Another admin must handle a request about you.',
  downloadFailed: 'Your data could not be downloaded. Please try again.',
  deleteFailed: 'Your account could not be deleted. Please try again.',
  fetchRegisterFailed: 'Failed to load privacy requests',
  registerActionFailed: 'The request could not be handled. Please try again.',
} as const;

/** What a person may ask of their data (GDPR Art. 15/20 export, Art. 17 erasure), as kept in the register. */
export const PRIVACY_REQUEST_TYPES = ['erasure', 'export'] as const;
export type PrivacyRequestType = (typeof PRIVACY_REQUEST_TYPES)[number];
export const PRIVACY_REQUEST_STATUSES = ['open', 'done'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** The GDPR's one month to answer a request, as days. */
export const PRIVACY_REQUEST_DUE_DAYS = 30;
/** Self-service data downloads per person and day. */
export const EXPORTS_PER_DAY = 3;

/** A row of the register (/admin/privacy): people named as the register is read; "Erased person" once erased. */
export interface PrivacyRequestDto {
  _id: string;
  type: PrivacyRequestType;
  person: { uid: string; name: string; email: string };
  receivedAt: string | null;
  dueAt: string | null;
  status: PrivacyRequestStatus;
  handledBy: { uid: string; email: string } | null;
  handledAt: string | null;
}

export const PRIVACY_REQUEST_LABELS: Record<PrivacyRequestType, string> = {
  erasure: 'Erasure',
  export: 'Data export',
};
