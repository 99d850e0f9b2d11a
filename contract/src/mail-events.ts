// The events the portal e-mails about, and the placeholders each one's template may use.

/** What causes an e-mail. Each has one template: admins edit all, hr the hiring ones; only hiring ones switch off. */
export const MAIL_EVENTS = [
  'application_received',
  'stage_shortlisted',
  'stage_rejected',
  'stage_selected',
  'application_withdrawn',
  'interviewer_assigned',
  'scorecard_overdue',
  'email_changed',
  'address_verification',
  'data_exported',
  'retention_notice',
  // A booking link was sent: the name is stored (logged events, template keys), so it stays.
  'interview_offered',
  'interview_invite',
  'interview_cancelled',
  'interview_reminder',
  'offer_sent',
  'offer_accepted',
  'offer_declined',
  'offer_withdrawn',
  'talent_pool_invitation',
  'person_sourced',
  'person_referred',
  'referral_hired',
  'referral_closed',
  'onboarding_welcome',
  'onboarding_digest',
  'onboarding_completed',
  'webhook_disabled',
] as const;

export type MailEvent = (typeof MAIL_EVENTS)[number];

export const MAIL_VARIABLES = [
  'candidateName',
  'jobTitle',
  'stageName',
  'reason',
  'portalUrl',
  'newEmail',
  'keepUntil',
  'interviewTime',
  'startDate',
  'expiresOn',
  'source',
  'removeUrl',
  'privacyUrl',
  'referrerName',
  'taskList',
  'webhookUrl',
] as const;

export type MailVariable = (typeof MAIL_VARIABLES)[number];

export type MailValues = Partial<Record<MailVariable, string>>;

export interface MailEventInfo {
  label: string;
  /** Who receives it. */
  to:
    | 'candidate'
    | 'interviewer'
    | 'candidate and interviewers'
    | 'account owner'
    | 'hiring team'
    | 'referrer'
    | 'new hire'
    | 'onboarding task owners'
    | 'hr'
    | 'admins';
  /** The variables its template may use; any other `{{name}}` is refused on save. */
  variables: readonly MailVariable[];
  /** A security notice: always sent (it cannot be switched off) and only admins edit its template. */
  security: boolean;
}

const CANDIDATE: readonly MailVariable[] = ['candidateName', 'jobTitle', 'stageName', 'portalUrl'];

/** An interview's e-mails: the time is written in each recipient's own zone, named. */
const INTERVIEW: readonly MailVariable[] = ['candidateName', 'jobTitle', 'interviewTime', 'portalUrl'];

export const MAIL_EVENT_INFO: Record<MailEvent, MailEventInfo> = {
  application_received: { label: 'Application received', to: 'candidate', variables: CANDIDATE, security: false },
  stage_shortlisted: { label: 'Shortlisted', to: 'candidate', variables: CANDIDATE, security: false },
  stage_rejected: { label: 'Rejected', to: 'candidate', variables: [...CANDIDATE, 'reason'], security: false },
  stage_selected: { label: 'Selected', to: 'candidate', variables: CANDIDATE, security: false },
  application_withdrawn: { label: 'Withdrawal confirmed', to: 'candidate', variables: CANDIDATE, security: false },
  interviewer_assigned: { label: 'Interviewer assigned', to: 'interviewer', variables: CANDIDATE, security: false },
  scorecard_overdue: { label: 'Scorecard overdue (24 h)', to: 'interviewer', variables: CANDIDATE, security: false },
  address_verification: {
    label: 'Verify your e-mail address',
    to: 'account owner',
    // portalUrl is the signed verification link (/verify-email); it proves this address only, for three days.
    variables: ['candidateName', 'portalUrl'],
    security: true,
  },
  email_changed: {
    label: 'E-mail address changed',
    to: 'account owner',
    variables: ['candidateName', 'newEmail', 'portalUrl'],
    security: true,
  },
  data_exported: {
    label: 'Personal data downloaded',
    to: 'account owner',
    variables: ['candidateName', 'portalUrl'],
    security: true,
  },
  interview_offered: {
    label: 'Book your interview (link)',
    to: 'candidate',
    variables: ['candidateName', 'jobTitle', 'portalUrl'],
    security: false,
  },
  interview_invite: {
    label: 'Interview booked or moved (calendar invite)',
    to: 'candidate and interviewers',
    variables: INTERVIEW,
    security: false,
  },
  interview_cancelled: {
    label: 'Interview cancelled (calendar cancel)',
    to: 'candidate and interviewers',
    variables: INTERVIEW,
    security: false,
  },
  interview_reminder: {
    label: 'Interview tomorrow (24 h reminder)',
    to: 'candidate and interviewers',
    variables: INTERVIEW,
    security: false,
  },
  offer_sent: {
    label: 'Offer to review (approved)',
    to: 'candidate',
    variables: ['candidateName', 'jobTitle', 'expiresOn', 'portalUrl'],
    security: false,
  },
  offer_accepted: {
    label: "Offer accepted (to the offer's author and the panel)",
    to: 'hiring team',
    variables: ['candidateName', 'jobTitle', 'startDate', 'portalUrl'],
    security: false,
  },
  offer_declined: {
    label: "Offer declined (to the offer's author and the panel)",
    to: 'hiring team',
    variables: ['candidateName', 'jobTitle', 'reason', 'portalUrl'],
    security: false,
  },
  offer_withdrawn: {
    label: 'Offer withdrawn (the application was closed)',
    to: 'candidate',
    variables: ['candidateName', 'jobTitle', 'portalUrl'],
    security: false,
  },
  talent_pool_invitation: {
    label: 'Invitation to apply (talent pool)',
    to: 'candidate',
    // portalUrl is the job's careers page, with ?src=talent-pool so insights count where the application came from.
    variables: ['candidateName', 'jobTitle', 'portalUrl'],
    security: false,
  },
  person_sourced: {
    label: 'Added by staff: we hold your data (GDPR Article 14)',
    to: 'candidate',
    // portalUrl creates their account, removeUrl erases them at once (both signed, one use); source says where we
    // got their details, privacyUrl is the privacy notice.
    variables: ['candidateName', 'source', 'portalUrl', 'removeUrl', 'privacyUrl'],
    security: true,
  },
  person_referred: {
    label: 'Referred by an employee: we hold your data (GDPR Article 14)',
    to: 'candidate',
    // referrerName and jobTitle say who referred them to what; portalUrl creates their account (or, when they have
    // one, opens My Applications), removeUrl erases them at once (or opens their profile's privacy section).
    variables: ['candidateName', 'referrerName', 'jobTitle', 'portalUrl', 'removeUrl', 'privacyUrl'],
    security: true,
  },
  referral_hired: {
    label: 'Your referral was hired (to the referrer)',
    to: 'referrer',
    // candidateName is the name the referrer gave; portalUrl is their "My referrals".
    variables: ['candidateName', 'jobTitle', 'portalUrl'],
    security: false,
  },
  referral_closed: {
    label: 'Your referral is not moving forward (to the referrer; never the reason)',
    to: 'referrer',
    variables: ['candidateName', 'jobTitle', 'portalUrl'],
    security: false,
  },
  onboarding_welcome: {
    label: 'Welcome, with the onboarding plan (to the new hire)',
    to: 'new hire',
    // taskList is the new hire's own tasks, one per line with its due day; portalUrl is their Onboarding.
    variables: ['candidateName', 'jobTitle', 'startDate', 'taskList', 'portalUrl'],
    security: false,
  },
  onboarding_digest: {
    label: 'Onboarding tasks due or overdue (daily, to whoever does them)',
    to: 'onboarding task owners',
    // candidateName is the recipient's name; taskList their due and overdue tasks, one per line, with whose plan.
    variables: ['candidateName', 'taskList', 'portalUrl'],
    security: false,
  },
  onboarding_completed: {
    label: 'Onboarding plan complete (to hr)',
    to: 'hr',
    variables: ['candidateName', 'jobTitle', 'startDate', 'portalUrl'],
    security: false,
  },
  webhook_disabled: {
    label: 'Webhook endpoint switched off after a day of failures (to admins)',
    to: 'admins',
    variables: ['webhookUrl', 'reason', 'portalUrl'],
    security: true,
  },
  retention_notice: {
    label: 'Data about to be anonymised',
    to: 'candidate',
    // portalUrl is the signed one-click "keep my data" link; keepUntil the day the data goes.
    variables: ['candidateName', 'portalUrl', 'keepUntil'],
    security: true,
  },
};
