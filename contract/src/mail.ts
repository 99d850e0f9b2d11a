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

export interface MailTemplate {
  subject: string;
  text: string;
  html: string;
  enabled: boolean;
}

export interface MailTemplateDto extends MailTemplate, MailEventInfo {
  event: MailEvent;
  /** A candidate e-mail's words in German, French and Spanish (as edited, else the defaults); {} for staff's. */
  translations: Partial<Record<'de' | 'fr' | 'es', Pick<MailTemplate, 'subject' | 'text' | 'html'>>>;
}

export const MAIL_LIMITS = { subject: 200, text: 10_000, html: 20_000 } as const;

/** Sample values for previews. */
export const SAMPLE_MAIL_VALUES: Required<MailValues> = {
  candidateName: 'Alex Example',
  jobTitle: 'Senior Frontend Engineer',
  stageName: 'Interview',
  reason: 'we are looking for someone with more experience in this area',
  portalUrl: 'https://portal.example/candidate/applications',
  newEmail: 'alex.new@example.com',
  keepUntil: '7 December 2026',
  webhookUrl: 'https://hooks.example.com/hr-portal',
  interviewTime: 'Tuesday 1 December 2026, 14:00 (Europe/Berlin)',
  startDate: '1 February 2027',
  expiresOn: '15 January 2027',
  source: 'an event where we met',
  removeUrl: 'https://portal.example/privacy/remove',
  privacyUrl: 'https://portal.example/privacy',
  referrerName: 'Jamie Colleague',
  taskList:
    '- ID document: upload it (due 28 January 2027)\n- Employee handbook: read and sign it (due 1 February 2027)',
};

/** A `{{ name }}` found in a template: where it starts and ends (exclusive), and the name. */
export interface Placeholder {
  start: number;
  end: number;
  name: string;
}

const isSpace = (char: string) => /\s/.test(char);
const isNameChar = (char: string) => char !== '{' && char !== '}' && !isSpace(char);

/**
 * Every `{{ name }}` (spaces allowed round a name of no braces or spaces), left to right, in one linear pass: no
 * character is looked at more than three times, whatever the template (a regular expression with `\s*` on both sides
 * of an empty name backtracks quadratically on "{{" and spaces). `meter.steps` counts the characters looked at.
 */
export function placeholdersOf(template: string, meter?: { steps: number }): Placeholder[] {
  const found: Placeholder[] = [];
  let from = 0;
  for (;;) {
    const start = template.indexOf('{{', from);
    if (meter) meter.steps += (start < 0 ? template.length : start) - from;
    if (start < 0) return found;
    let at = start + 2;
    while (at < template.length && isSpace(template[at]!)) at += 1;
    const nameStart = at;
    while (at < template.length && isNameChar(template[at]!)) at += 1;
    const nameEnd = at;
    while (at < template.length && isSpace(template[at]!)) at += 1;
    if (meter) meter.steps += at - start + 1;
    if (template.startsWith('}}', at)) {
      found.push({ start, end: at + 2, name: template.slice(nameStart, nameEnd) });
      from = at + 2;
    } else {
      // What lies between holds no brace, so the next "{{" starts at `at` or later, or right after this one's
      // first brace when a third one follows it ("{{{").
      from = at === start + 2 ? start + 1 : at;
    }
  }
}

/** The `{{name}}` placeholders a template uses. */
export function variablesIn(template: string): string[] {
  return placeholdersOf(template).map((placeholder) => placeholder.name);
}

/**
 * Fills a template's `{{name}}` placeholders in one pass (a value is never read as a template, so time and size
 * are bounded by the template and the values); a name `values` does not hold is left empty. `encode` adapts each
 * value to where it goes. E-mail templates and offer letters both fill this way.
 */
export function fillPlaceholders(
  template: string,
  values: Readonly<Record<string, string | undefined>>,
  encode: (value: string) => string = (value) => value,
): string {
  let filled = '';
  let last = 0;
  for (const { start, end, name } of placeholdersOf(template)) {
    filled += template.slice(last, start) + encode(Object.hasOwn(values, name) ? (values[name] ?? '') : '');
    last = end;
  }
  return filled + template.slice(last);
}

/**
 * Someone's free text as it may stand in an e-mail: nothing in it reads as a link or an address to a mail client
 * ("evil.com" becomes "evil[.]com", "a@b" becomes "a[at]b", "https://" becomes "https[:]//"). Names cannot hold
 * these characters at all; free text keeps them, made inert.
 */
export const inertLinks = (text: string) =>
  text
    .replace(/:\/\//g, '[:]//')
    .replace(/@/g, '[at]')
    .replace(/([\p{L}\p{N}-])\.(?=\p{L}{2,}\b)/gu, '$1[.]');

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/**
 * Fills a template: one pass, no logic, so time and size are bounded by the template and the values. In HTML
 * the values are escaped; in the subject, line breaks become spaces (a header must stay one line).
 */
export function renderMail(template: Pick<MailTemplate, 'subject' | 'text' | 'html'>, values: MailValues) {
  const fill = (source: string, encode: (value: string) => string) => fillPlaceholders(source, values, encode);
  return {
    subject: fill(template.subject, (value) => value.replace(/[\r\n]+/g, ' ')),
    text: fill(template.text, (value) => value),
    html: fill(template.html, escapeHtml),
  };
}

/** What the Trigger Email extension writes back: delivery.state. */
export type DeliveryState = 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'ERROR' | 'RETRY';

/** A message on a timeline: staff see every message about an application, candidates theirs. */
export interface MailEntryDto {
  _id: string;
  event: MailEvent | null;
  to: string;
  subject: string;
  /** pending (queued, retrying or being sent), sent, error. */
  state: 'pending' | 'sent' | 'error';
  attempts: number;
  error: string | null;
  applicationId: string | null;
  createdAt: string | null;
  deliveredAt: string | null;
}

/** A message the local SMTP catcher received (the emulator-only Mailbox). */
export interface MailboxMessageDto {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it; a calendar invite's text is included so the Mailbox can show it. */
  attachments?: { filename: string; contentType: string; size: number; text?: string }[];
  receivedAt: string;
}

/** The most caught e-mails one GET /api/mail/mailbox answers: the newest. */
export const MAILBOX_SHOWN = 50;

/** Most applications one GET /api/mail/my/applications names (a page of My Applications). */
export const MAIL_APPLICATIONS_MAX = 100;

export const MAIL_MESSAGES = {
  unknownVariables: 'Unknown variables in the template',
  notFound: 'Message not found',
  notFailed: 'Only a message whose delivery failed can be sent again',
  retrying: 'The message will be sent again',
  mailboxDown: 'The local mail catcher is not running (npm start starts it)',
  templateSaveFailed: 'The template could not be saved',
  retryFailed: 'The message could not be sent again',
  securityAlwaysSent: 'Security notices are always sent: they cannot be switched off',
  securityAdminOnly: 'Only admins edit security notices',
  notTranslated: 'Only e-mails to candidates are written in other languages',
  unknownLanguage: 'The language must be one of de, fr, es (English is the template itself)',
} as const;
