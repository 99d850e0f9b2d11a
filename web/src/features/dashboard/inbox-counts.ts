import { create } from 'zustand';
import { INBOX_LIMITS, type InboxKind } from '@hr-portal/contract';

/**
 * How many of each kind wait, once "Needs you" has loaded them (its chunk brings the query library; the dashboard's
 * cards stay light and read the counts from here).
 */
export const useInboxCounts = create<{ counts: Partial<Record<InboxKind, number>> }>(() => ({ counts: {} }));

/** The screen each kind's work is done on, by the last part of its dashboard card's path. */
const SCREEN_OF: Record<InboxKind, string> = {
  scorecard_owed: 'interviews',
  interview_soon: 'interviews',
  offer_to_approve: 'pipeline',
  application_waiting: 'pipeline',
  onboarding_task_overdue: 'onboarding',
  duplicates_to_review: 'people',
  interview_to_book: 'applications',
  offer_to_answer: 'applications',
  privacy_request_due: 'privacy',
  mail_failed: 'pipeline',
  webhook_failed: 'integrations',
  document_requested: 'onboarding',
  referral_update: 'referrals',
};

/**
 * How many items wait on the screen a card opens, as a card shows it: '' for none (or not loaded yet), "12", or
 * "100+" when a count reached the API's cap.
 */
export function waitingOn(path: string, counts: Partial<Record<InboxKind, number>>): string {
  const screen = path.split('/').pop();
  const mine = (Object.entries(counts) as [InboxKind, number][]).filter(([kind]) => SCREEN_OF[kind] === screen);
  const total = mine.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return '';
  return mine.some(([, count]) => count >= INBOX_LIMITS.countCap) ? `${total}+` : String(total);
}
