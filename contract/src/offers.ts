import { formatSalary, isExpired, type SalaryPeriod } from './careers.js';
import type { StageDto } from './pipeline.js';

/**
 * An offer's life: hr drafts, submits for approval; an admin (not its author) approves, which sends it, or sends it
 * back to draft with a comment; any edit after submitting returns it to draft. The candidate accepts or declines a
 * sent offer before it expires; staff may withdraw it until it is decided.
 */
export const OFFER_STATUSES = ['draft', 'pending_approval', 'sent', 'accepted', 'declined', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** An application has at most one offer in these states: a second one is refused (409). */
export const LIVE_OFFER_STATUSES: readonly OfferStatus[] = ['draft', 'pending_approval', 'sent', 'accepted'];
/** What the candidate ever sees: drafts and offers awaiting approval are staff business. */
export const CANDIDATE_OFFER_STATUSES: readonly OfferStatus[] = ['sent', 'accepted', 'declined'];
/** Staff may change the terms (a change after submitting returns the offer to draft). */
export const EDITABLE_OFFER_STATUSES: readonly OfferStatus[] = ['draft', 'pending_approval', 'sent'];
/** The offers staff may still take back, and that closing the application takes back with it. */
export const WITHDRAWABLE_OFFER_STATUSES: readonly OfferStatus[] = ['draft', 'pending_approval', 'sent'];

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  draft: 'Draft',
  pending_approval: 'Awaiting approval',
  sent: 'Sent to the candidate',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/** The letter's variables besides the template's own free fields. */
export const OFFER_VARIABLES = [
  'candidateName',
  'jobTitle',
  'salary',
  'currency',
  'period',
  'startDate',
  'expiresOn',
] as const;
export type OfferVariable = (typeof OFFER_VARIABLES)[number];

export const OFFER_LIMITS = {
  title: 200,
  body: 20_000,
  fields: 10,
  fieldLabel: 60,
  fieldValue: 500,
  salaryMax: 1_000_000_000,
  fullName: 200,
  reason: 1000,
  comment: 1000,
} as const;

/** A free field of the letter: the template declares it, each offer gives its value (`{{key}}` in the body). */
export interface OfferField {
  key: string;
  label: string;
}

/** settings/offerTemplate: the letter every offer is rendered from (admins edit it). */
export interface OfferTemplate {
  title: string;
  /** Paragraphs separated by blank lines; a line starting with "# " is a heading. */
  body: string;
  fields: OfferField[];
}

export interface OfferTemplateDto extends OfferTemplate {
  /** Every variable the body may use: the fixed ones, then the free fields' keys. */
  variables: string[];
}

/** What hr sets on an offer (dates YYYY-MM-DD). */
export interface OfferTerms {
  salary: number;
  currency: string;
  period: SalaryPeriod;
  startDate: string;
  expiresOn: string;
  /** Values of the template's free fields, by key. */
  fields: Record<string, string>;
}

export interface OfferSignatureDto {
  fullName: string;
  signedAt: string;
  /** SHA-256 (hex) of the letter the candidate was shown and accepted. */
  pdfSha256: string;
}

/** An offer as its candidate sees it (only once sent). */
export interface CandidateOfferDto extends OfferTerms {
  _id: string;
  applicationId: string;
  jobTitle: string;
  status: OfferStatus;
  /** A sent offer past its expiry date: it can no longer be accepted. */
  expired: boolean;
  /** A signed, expiring link to the letter as sent. */
  pdfUrl: string;
  pdfSha256: string;
  signature: OfferSignatureDto | null;
  /** The accepted letter with its signature page. */
  signedPdfUrl: string | null;
  declinedAt: string | null;
  sentAt: string | null;
}

/** An offer as hr and admin see it. */
export interface StaffOfferDto extends CandidateOfferDto {
  candidateName: string;
  createdBy: { uid: string; name: string };
  /** Who last changed the terms: they may not approve it. */
  editedBy: { uid: string; name: string };
  submittedAt: string | null;
  approvedBy: { uid: string; name: string } | null;
  /** The admin's comment when they sent it back to draft. */
  sentBackComment: string | null;
  declineReason: string | null;
  /** Accepted, and the hire that follows is done (employee, documents). */
  hired: boolean;
  createdAt: string | null;
  updatedAt: string | null;
}

/** Stages where an offer can be made: the default pipeline's Offer, or any stage a job names "Offer ...". */
export const isOfferStage = (stage: Pick<StageDto, 'id' | 'name'>) =>
  stage.id === 'offer' || /\boffer\b/i.test(stage.name);

/** Whether a sent offer's expiry day has passed (the day itself still counts, as with a job's last day). */
export const isOfferExpired = (offer: { status: OfferStatus; expiresOn: string }, now = Date.now()) =>
  offer.status === 'sent' && isExpired(offer.expiresOn, now);

/** A date (YYYY-MM-DD) as the letter writes it: "1 February 2027". */
export function formatOfferDate(date: string, locale = 'en-GB'): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    parsed,
  );
}

/** The letter's values for an offer (everything as text, nothing interpreted). */
export function offerValues(
  terms: OfferTerms,
  about: { candidateName: string; jobTitle: string },
): Record<string, string> {
  const salary = formatSalary({ salary: terms.salary, salaryCurrency: terms.currency, salaryPeriod: terms.period });
  return {
    ...terms.fields,
    candidateName: about.candidateName,
    jobTitle: about.jobTitle,
    salary: salary ?? '',
    currency: terms.currency,
    period: { YEAR: 'year', MONTH: 'month', HOUR: 'hour' }[terms.period],
    startDate: formatOfferDate(terms.startDate),
    expiresOn: formatOfferDate(terms.expiresOn),
  };
}

export const DEFAULT_OFFER_TEMPLATE: OfferTemplate = {
  title: 'Offer of employment',
  body: [
    'Dear {{candidateName}},',
    'We are delighted to offer you the position of {{jobTitle}}.',
    '# Terms',
    'Your salary will be {{salary}}, paid in {{currency}}. Your first day will be {{startDate}}.',
    'This offer is open until {{expiresOn}}. To accept it, review it in the HR Portal and sign it by typing your full name.',
    'We look forward to working with you.',
  ].join('\n\n'),
  fields: [],
};

/** Sample terms for previews of the template. */
export const SAMPLE_OFFER_TERMS: OfferTerms = {
  salary: 72000,
  currency: 'EUR',
  period: 'YEAR',
  startDate: '2027-02-01',
  expiresOn: '2027-01-15',
  fields: {},
};

export const OFFER_MESSAGES = {
  notFound: 'Offer not found',
  noOffer: 'This application has no offer yet',
  notInOfferStage: 'An offer can be made only to an application in an Offer stage',
  notAtOfferStage: 'This application is no longer in an Offer stage: move it back to Offer to go on with the offer',
  letterMismatch: 'The stored offer letter is not the one that was accepted: ask HR to send the offer again',
  liveOfferExists: 'This application already has an offer: withdraw it or wait for the answer before making another',
  notDraft: 'Only a draft can be submitted for approval',
  notPending: 'Only an offer awaiting approval can be approved or sent back',
  notEditable: 'This offer can no longer be changed',
  notWithdrawable: 'Only an offer that is not yet decided can be withdrawn',
  ownOffer: 'You cannot approve an offer you drafted or last changed: another admin approves it',
  notYours: 'You can only read and answer your own offers',
  notSent: 'This offer is not open for an answer',
  expired: 'This offer has expired: ask HR for a new one',
  changed: 'This offer changed after you opened it: review it again',
  alreadyDecided: 'This offer has already been answered',
  applicationClosed: 'This application is closed: it can get no offer',
  unknownFields: 'Unknown free fields',
  unknownVariables: 'Unknown variables in the letter',
  expiryPast: 'The expiry date must be today or later',
  notAccepted: 'Only an accepted offer leads to a hire',
  linkInvalid: 'This link is invalid or has expired: open the offer again',
  versionGone: 'This version of the letter has been replaced: open the offer again',
  renderFailed: 'The offer letter could not be made',
} as const;
