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

/** The privacy notice as published (`/privacy`): versions are kept; sign-up records the one it showed. */
export interface PrivacyNoticeDto {
  version: number;
  text: string;
  publishedAt: string | null;
}

export const PRIVACY_NOTICE_MAX_LENGTH = 20_000;

/** What the portal shows until an admin publishes a notice of the organisation's own (version 1). */
export const DEFAULT_PRIVACY_NOTICE: PrivacyNoticeDto = {
  version: 1,
  publishedAt: null,
  text: [
    'We use the details you give us (your name, e-mail address, the documents you upload and your applications) to consider you for the jobs you apply to and to tell you how your applications go.',
    'Hiring staff and the interviewers they choose can read your applications. We do not sell your data or share it with anyone else.',
    'We keep the data of an application for a limited time after it closes, then anonymise it. If you ask us to keep you in mind for future roles, we keep it for the time you agreed to, and you can withdraw that on your profile at any time.',
    'You can download a copy of your data or delete your account on your profile. For anything else, contact the HR team.',
  ].join('\n\n'),
};

/** What a person agreed to, and when (the profile shows it; a data export includes it). */
export interface Consents {
  /** The privacy notice version shown when they signed up. */
  privacyNotice: { version: number; at: string | null } | null;
  /** "Keep me in mind for future roles": until `expiresAt`, unless withdrawn. */
  talentPool: { givenAt: string | null; expiresAt: string | null } | null;
}

export const CONSENT_MESSAGES = {
  noticeEmpty: 'The privacy notice cannot be empty',
  noticeTooLong: `The privacy notice is at most ${PRIVACY_NOTICE_MAX_LENGTH} characters`,
  talentPoolWithdrawn: 'You are no longer in our talent pool.',
  noTalentPool: 'You are not in our talent pool.',
  noticePublished: 'The privacy notice was published.',
  fetchNoticeFailed: 'Failed to load the privacy notice',
  publishNoticeFailed: 'The privacy notice could not be published. Please try again.',
  withdrawFailed: 'Your consent could not be withdrawn. Please try again.',
} as const;

/** What a retention run did (POST /api/privacy/retention/run answers it; the daily run logs it). */
export interface RetentionReport {
  /** Candidates told their data goes in `noticeDays`. */
  noticed: number;
  /** Candidates anonymised. */
  anonymised: number;
  /** Candidates looked at and left alone (an open application, a hire, a consent, not yet due). */
  kept: number;
}

export const RETENTION_MESSAGES = {
  keepLinkInvalid: 'This link is not valid or has expired.',
  keepLinkGone: 'There is no data to keep any more: it was already anonymised.',
  kept: 'Thank you. We keep your data and keep you in mind for future roles until',
  runFailed: 'The retention run failed. Please try again.',
  fetchSettingsFailed: 'Failed to load the retention settings',
  saveSettingsFailed: 'The retention settings could not be saved. Please try again.',
  saved: 'Retention settings saved.',
} as const;
