import type { MailEvent, MailEventInfo, MailValues } from './mail-events.js';

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
