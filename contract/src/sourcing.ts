import type { MailEntryDto } from './mail.js';

// Sourcing: hr and admins add a person who did not apply (met at an event, found on LinkedIn, sent by an agency).
// GDPR Article 14: the person is told at once, with a link to create their account and one to remove their data.

/** Where a sourced person came from (kept on their profile and, when put on a job, as the application's source). */
export const SOURCING_SOURCES = ['event', 'linkedin', 'agency', 'colleague', 'other'] as const;
export type SourcingSource = (typeof SOURCING_SOURCES)[number];

export const SOURCING_SOURCE_LABELS: Record<SourcingSource, string> = {
  event: 'An event',
  linkedin: 'LinkedIn',
  agency: 'A recruitment agency',
  colleague: 'A colleague',
  other: 'Elsewhere',
};

/** How the Article 14 e-mail names the source ("We got your details from {{source}}"). */
export const SOURCE_IN_MAIL: Record<SourcingSource, string> = {
  event: 'an event where we met',
  linkedin: 'LinkedIn',
  agency: 'a recruitment agency',
  colleague: 'a colleague who recommended you',
  other: 'a public source',
};

export const SOURCING_LIMITS = {
  /** How long the e-mailed links work (the outbox keeps the e-mail as long). */
  linkDays: 90,
  /** Phone numbers are stored in E.164: + and at most 15 digits. */
  phoneChars: 30,
  /** People one staff member may add an hour. */
  perHour: 100,
} as const;

export const SOURCING_MESSAGES = {
  sourceRequired: `Say where this person came from: ${SOURCING_SOURCES.join(', ')}`,
  badPhone: 'Give the phone number with its country code, e.g. +49 30 1234567',
  addressHeld: 'Someone with this e-mail address is already in the portal: open their profile instead',
  added: 'Person added. They have been e-mailed that we hold their data.',
  jobClosed: 'This job is not open: the person was not added',
  linkInvalid: 'This link is not valid. Use the newest e-mail we sent you.',
  linkUsed: 'This link has been used already, or the data it was for is gone.',
  removed: 'Your data has been removed, and we will not add you again.',
  optedOut: 'This person asked us to remove their data and not to add them again',
  accountCreated: 'Your account is ready.',
  passwordRequired: 'Choose a password of at least 8 characters',
  /** Role and address changes need the account: a person staff added has none until they create it. */
  noAccountYet: 'This person has not created their account yet: their role and address cannot change until they do',
  linkExpired: 'This link has expired. Sign up with your address and we will e-mail you a new one.',
} as const;

/** On a staff profile: how the person came to be in the portal when staff added them; null when they signed up. */
export interface SourcingDto {
  source: SourcingSource;
  addedAt: string | null;
  addedBy: string;
  phone: string;
  /** Whether they have created their account yet. */
  hasAccount: boolean;
  /** When the Article 14 e-mail was queued, and (while the outbox keeps it, 90 days) how its sending went. */
  noticeQueuedAt: string | null;
  notice: MailEntryDto | null;
}

/** POST /api/people -> 201: the added person's id, and their application when they were put on a job. */
export interface SourcedPersonDto {
  _id: string;
  applicationId: string | null;
}

/** GET /api/auth/join?u=&n=&s=: whom the "Create my account" link is for. */
export interface JoinDetailsDto {
  name: string;
  email: string;
}
