import { create } from 'zustand';
import type { InboxKind } from '@hr-portal/contract';

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
};

/** How many items wait on the screen a card opens (0: none, or not loaded yet). */
export function waitingOn(path: string, counts: Partial<Record<InboxKind, number>>): number {
  const screen = path.split('/').pop();
  return (Object.entries(counts) as [InboxKind, number][])
    .filter(([kind]) => SCREEN_OF[kind] === screen)
    .reduce((sum, [, count]) => sum + count, 0);
}
