import type { Role } from './roles.js';

/** What can wait for someone in "Needs you" (GET /api/inbox). */
export const INBOX_KINDS = [
  'scorecard_owed',
  'interview_soon',
  'offer_to_approve',
  'application_waiting',
  'onboarding_task_overdue',
  'duplicates_to_review',
  'interview_to_book',
  'offer_to_answer',
  'privacy_request_due',
  'mail_failed',
  'webhook_failed',
  'document_requested',
  'referral_update',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** Who is asked about each kind: a kind outside the caller's role is never read for them. */
export const INBOX_AUDIENCES: Record<InboxKind, readonly Role[]> = {
  scorecard_owed: ['admin', 'hr', 'employee'],
  interview_soon: ['admin', 'hr', 'employee'],
  offer_to_approve: ['admin'],
  application_waiting: ['admin', 'hr'],
  // A hired candidate becomes an employee: onboarding is never a candidate's.
  onboarding_task_overdue: ['admin', 'hr', 'employee'],
  duplicates_to_review: ['admin', 'hr'],
  interview_to_book: ['candidate', 'employee'],
  offer_to_answer: ['candidate', 'employee'],
  privacy_request_due: ['admin'],
  mail_failed: ['admin'],
  webhook_failed: ['admin'],
  document_requested: ['employee'],
  // Referrers are employees mostly; staff refer too.
  referral_update: ['employee', 'hr', 'admin'],
};

export const INBOX_LIMITS = {
  /** Items listed per kind (the most urgent); the count says how many there are. */
  itemsPerKind: 3,
  /** Counts stop here (shown as "100+"): a count then reads one index page whatever the database holds. */
  countCap: 100,
  /** An application still at Applied after this many days waits for someone to look at it. */
  waitingDays: 3,
  /** An open privacy request due within this many days is listed for admins. */
  privacyDueDays: 7,
} as const;

/** One thing waiting for the caller; `href` opens the exact record in the portal. */
export interface InboxItem {
  kind: InboxKind;
  /** In English, for integrations; screens compose their own words from the kind and `subject`. */
  title: string;
  /** What the item is about: "<person> · <job>", the job's title, or the task's. */
  subject: string;
  href: string;
  /** When it is due or happens (ISO), where that is what makes it urgent. */
  dueAt?: string;
  /** How many wait, on the one item of a kind counted only (e.g. possible duplicates). */
  count?: number;
}

/** GET /api/inbox: the caller's items, most urgent first within each kind, and how many of each kind wait. */
export interface InboxDto {
  items: InboxItem[];
  counts: Partial<Record<InboxKind, number>>;
}
