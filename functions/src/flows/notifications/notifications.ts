import type { NotificationDto, NotificationKind, NotificationsDto } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import type { CursorPosition } from '../../lib/paging.js';
import {
  countUnreadOf,
  listNotificationsOf,
  markAllReadOf,
  markReadOf,
  type NotificationRecord,
} from '../../data/notifications/notifications.js';

/** The English words of each kind, for integrations (screens compose their own from kind, subject and actor). */
const TITLES: Record<NotificationKind, (actor: string) => string> = {
  mentioned: (actor) => `${actor} mentioned you in a note`,
  panel_seat: (actor) => `${actor} put you on an interview panel`,
  offer_to_approve: (actor) => `${actor} sent an offer for your approval`,
  interview_booked: () => 'An interview was booked',
  onboarding_task: (actor) => `${actor} gave you an onboarding task`,
  referral_moved: () => 'Someone you referred moved on',
  stage_rule: (actor) => `${actor}: an application entered a stage`,
};

const SOMEONE = 'Someone';

export const toNotificationDto = (record: NotificationRecord): NotificationDto => ({
  id: record.id,
  kind: record.kind,
  title: TITLES[record.kind](record.actor ?? SOMEONE),
  subject: record.subject,
  actor: record.actor,
  href: record.href,
  createdAt: record.createdAt?.toISOString() ?? new Date(0).toISOString(),
  read: record.read,
});

/** A page of the caller's own notifications and their unread count (the last record positions the next page). */
export async function notificationsOf(
  caller: Caller,
  limit: number,
  after: CursorPosition | null,
): Promise<{ page: NotificationRecord[]; dto: NotificationsDto }> {
  const [page, unread] = await Promise.all([listNotificationsOf(caller.uid, limit, after), countUnreadOf(caller.uid)]);
  return { page, dto: { items: page.map(toNotificationDto), unread } };
}

/** Marks the caller's notifications read: those named (ids of anyone else's are skipped), or all. */
export async function markRead(caller: Caller, ids: string[] | undefined): Promise<{ marked: number; unread: number }> {
  const marked = ids ? await markReadOf(caller.uid, ids) : await markAllReadOf(caller.uid);
  return { marked, unread: await countUnreadOf(caller.uid) };
}
