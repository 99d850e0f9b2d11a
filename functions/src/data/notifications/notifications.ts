import { FieldPath, Timestamp, type Query, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { NOTIFICATION_LIMITS, type NotificationKind } from '@hr-portal/contract';
import { rewriteMatches } from '../../lib/batches.js';
import { collections } from '../../lib/collections.js';
import { runTransaction } from '../../lib/transactions.js';
import { countUpTo, type CursorPosition } from '../../lib/paging.js';
import { dateOf } from '../../lib/timestamps.js';

const notifications = () => collections.notifications();

/** A notification to write: to whom, what, and the event it is for (one notification per person and event). */
export interface NotificationDraft {
  to: string;
  kind: NotificationKind;
  /** What caused it, unique per kind and recipient: the note's id, the application's, the offer's and its time. */
  event: string;
  subject: string;
  actor: string | null;
  href: string;
  /** The uids it names besides its recipient (the candidate, who acted): erasing one of them deletes it. */
  about: string[];
}

export interface NotificationRecord {
  id: string;
  uid: string;
  kind: NotificationKind;
  subject: string;
  actor: string | null;
  href: string;
  createdAt: Date | null;
  read: boolean;
}

/** Ids cannot hold a slash; an event key is made of ids and times, so this only guards a stray one. */
const idOf = (draft: Pick<NotificationDraft, 'to' | 'kind' | 'event'>) =>
  `${draft.to}__${draft.kind}__${draft.event}`.replaceAll('/', '_');

/**
 * Writes the notifications in the transaction or batch of the event that causes them, so they exist exactly when
 * it does. The id is the recipient, kind and event: the same event written again (a retried transaction) is the
 * same notification, and a new event of the kind (seated again after leaving the panel) makes it unread again.
 */
export function notifyIn(writer: Transaction | WriteBatch, drafts: NotificationDraft[], at = Timestamp.now()): void {
  for (const draft of drafts) {
    (writer as WriteBatch).set(notifications().doc(idOf(draft)), {
      uid: draft.to,
      kind: draft.kind,
      subject: draft.subject,
      actor: draft.actor,
      href: draft.href,
      about: [...new Set(draft.about)],
      createdAt: at,
      readAt: null,
    });
  }
}

/** Of the drafts, those whose notification does not exist yet (a sweep that must not make one unread again). */
export async function notYetMade(drafts: NotificationDraft[]): Promise<NotificationDraft[]> {
  if (drafts.length === 0) return [];
  const snapshots = await notifications().firestore.getAll(...drafts.map((draft) => notifications().doc(idOf(draft))));
  return drafts.filter((_draft, i) => !snapshots[i]!.exists);
}

export const toNotificationRecord = (snapshot: FirebaseFirestore.DocumentSnapshot): NotificationRecord => {
  const data = snapshot.data()!;
  return {
    id: snapshot.id,
    uid: data.uid,
    kind: data.kind,
    subject: data.subject ?? '',
    actor: data.actor ?? null,
    // Only a path inside the portal opens (the server writes every one; this guards a stray value).
    href: typeof data.href === 'string' && /^\/(?!\/)/.test(data.href) ? data.href : '/',
    createdAt: dateOf(data.createdAt),
    read: data.readAt !== null && data.readAt !== undefined,
  };
};

export const ownNewestFirstQuery = (uid: string) =>
  notifications().where('uid', '==', uid).orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');

/** A page of a person's notifications, newest first. */
export async function listNotificationsOf(
  uid: string,
  limit: number,
  after: CursorPosition | null,
): Promise<NotificationRecord[]> {
  const query = ownNewestFirstQuery(uid);
  const page = after ? query.startAfter(Timestamp.fromMillis(after.at), after.id) : query;
  return (await page.limit(limit).get()).docs.map(toNotificationRecord);
}

export const unreadQuery = (uid: string): Query => notifications().where('uid', '==', uid).where('readAt', '==', null);

/** One kind of a person's unread notifications, newest first ("Needs you" lists referral updates this way). */
export const unreadOfKindQuery = (uid: string, kind: NotificationKind): Query =>
  unreadQuery(uid).where('kind', '==', kind).orderBy('createdAt', 'desc');

/** How many of a person's notifications are unread, counted up to the cap plus one ("99+"). */
export const countUnreadOf = (uid: string) => countUpTo(unreadQuery(uid), NOTIFICATION_LIMITS.unreadCap + 1);

/** A notification's id as `notifyIn` makes them; anything else names none (and would not be a document id). */
const NOTIFICATION_ID = /^[A-Za-z0-9_-]{1,400}$/;
const isNotificationId = (id: string) => NOTIFICATION_ID.test(id) && !/^__.*__$/.test(id);

/**
 * Marks the given notifications read, those of the person only (others' ids and unknown ids are skipped). In a
 * transaction: one deleted meanwhile (the sweep, an erasure) is skipped, never written back.
 */
export async function markReadOf(uid: string, ids: string[], at = Timestamp.now()): Promise<number> {
  const refs = [...new Set(ids)].filter(isNotificationId).map((id) => notifications().doc(id));
  if (refs.length === 0) return 0;
  return runTransaction(async (transaction) => {
    const snapshots = await transaction.getAll(...refs);
    const mine = snapshots.filter(
      (snapshot) => snapshot.exists && snapshot.get('uid') === uid && !snapshot.get('readAt'),
    );
    for (const snapshot of mine) transaction.update(snapshot.ref, { readAt: at });
    return mine.length;
  });
}

/** Deletes a notification that no longer holds (a panel seat taken back), in the change's transaction. */
export function withdrawNotificationIn(transaction: Transaction, to: string, kind: NotificationKind, event: string) {
  transaction.delete(notifications().doc(idOf({ to, kind, event })));
}

/** Marks every unread notification of the person read, a batch at a time. */
export const markAllReadOf = (uid: string, at = Timestamp.now()) =>
  rewriteMatches(unreadQuery(uid), (snapshot, batch) => batch.update(snapshot.ref, { readAt: at }));

/** Deletes notifications made before the time (the retention window); answers how many. */
export const deleteNotificationsBefore = (before: Date) =>
  rewriteMatches(notifications().where('createdAt', '<', Timestamp.fromDate(before)), (snapshot, batch) =>
    batch.delete(snapshot.ref),
  );

/** A person's own notifications, for their export (at most `cap`, newest first). */
export async function notificationsToExport(uid: string, cap: number) {
  const page = await ownNewestFirstQuery(uid).limit(cap).get();
  return page.docs.map(toNotificationRecord).map(({ kind, subject, actor, href, createdAt, read }) => ({
    kind,
    subject,
    actor,
    href,
    createdAt: createdAt?.toISOString() ?? null,
    read,
  }));
}

/** Erases a person from notifications: theirs, and every one that names them (about a candidate, by an actor). */
export async function eraseNotificationsOf(uid: string): Promise<number> {
  const own = await rewriteMatches(notifications().where('uid', '==', uid), (snapshot, batch) =>
    batch.delete(snapshot.ref),
  );
  const naming = await rewriteMatches(notifications().where('about', 'array-contains', uid), (snapshot, batch) =>
    batch.delete(snapshot.ref),
  );
  return own + naming;
}
