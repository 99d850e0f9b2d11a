import { FieldPath, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { MailEntryDto, MailEvent } from '@hr-portal/contract';
import type { CursorPosition } from '../../lib/paging.js';
import { dateOf, isoOf } from '../../lib/timestamps.js';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { mentions } from '../../lib/personal-data.js';
import { inFilterGroups } from '../../lib/in-filter.js';

const outbox = () => collections.mail();

/** delivery.state as the Trigger Email extension writes it, in the three words the timelines show. */
function stateOf(delivery: { state?: unknown } | undefined): MailEntryDto['state'] {
  if (delivery?.state === 'SUCCESS') return 'sent';
  if (delivery?.state === 'ERROR') return 'error';
  return 'pending';
}

export interface MailRecord extends MailEntryDto {
  created: Date | null;
}

export function toMailRecord(snapshot: DocumentSnapshot): MailRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  const delivery = data.delivery as Record<string, unknown> | undefined;
  const created = dateOf(data.createdAt);
  return {
    _id: snapshot.id,
    event: (data.event ?? null) as MailEvent | null,
    to: Array.isArray(data.to) ? data.to.join(', ') : String(data.to ?? ''),
    subject: String(data.message?.subject ?? ''),
    state: stateOf(delivery),
    attempts: Number(delivery?.attempts ?? 0),
    error: typeof delivery?.error === 'string' ? delivery.error : null,
    applicationId: typeof data.applicationId === 'string' ? data.applicationId : null,
    createdAt: created?.toISOString() ?? null,
    deliveredAt: stateOf(delivery) === 'sent' ? isoOf(delivery?.endTime) : null,
    created,
  };
}

const records = (snapshots: DocumentSnapshot[]) =>
  snapshots.map(toMailRecord).filter((record): record is MailRecord => record !== null);

/** Messages the Trigger Email extension gave up on, newest first (admins' "Needs you"; index delivery.state + createdAt). */
export const failedMailQuery = () => outbox().where('delivery.state', '==', 'ERROR').orderBy('createdAt', 'desc');

/** Messages about one application, newest first (staff timeline). */
export const applicationMailQuery = (applicationId: string) =>
  outbox().where('applicationId', '==', applicationId).orderBy('createdAt', 'desc');

export async function listApplicationMail(applicationId: string, limit: number): Promise<MailRecord[]> {
  return records((await applicationMailQuery(applicationId).limit(limit).get()).docs);
}

/** Messages to one person, newest first (My Applications). */
export const recipientMailQuery = (uid: string) =>
  outbox().where('recipientUid', '==', uid).orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');

/**
 * The messages to `uid` about the given applications, newest first: one query per 30 applications, reading only
 * those messages (a page of My Applications, never every message the person was sent).
 */
export async function listRecipientMailAbout(uid: string, applicationIds: string[]): Promise<MailRecord[]> {
  const snapshots = await Promise.all(
    inFilterGroups(applicationIds).map((ids) =>
      outbox().where('recipientUid', '==', uid).where('applicationId', 'in', ids).get(),
    ),
  );
  const found = records(snapshots.flatMap((snapshot) => snapshot.docs));
  return found.sort((a, b) => (b.created?.getTime() ?? 0) - (a.created?.getTime() ?? 0) || (a._id < b._id ? 1 : -1));
}

export async function listRecipientMail(uid: string, limit: number, after: CursorPosition | null) {
  let query = recipientMailQuery(uid).limit(limit);
  if (after) query = query.startAfter(Timestamp.fromMillis(after.at), after.id);
  return records((await query.get()).docs);
}

/** A stored message with its recipient's uid (null when none is stored); null when there is no message. */
function withRecipient(snapshot: DocumentSnapshot) {
  const mail = toMailRecord(snapshot);
  return mail && { ...mail, recipientUid: (snapshot.get('recipientUid') as string | undefined) ?? null };
}

/** One message with its recipient's uid (null when none is stored); null when there is no such message. */
export async function findMail(id: string) {
  return withRecipient(await outbox().doc(id).get());
}

/** One message as a transaction reads it, with its recipient's uid (null when none is stored). */
export async function mailIn(transaction: Transaction, id: string) {
  return withRecipient(await transaction.get(outbox().doc(id)));
}

/** Asks the Trigger Email extension to send a message again, the way it expects: delivery.state set to RETRY. */
export function markForRetry(transaction: Transaction, id: string): void {
  transaction.update(outbox().doc(id), { 'delivery.state': 'RETRY' });
}

/** An attachment's text with iCalendar's line folding undone (a long ATTENDEE line wraps mid-address). */
const unfolded = (attachment: unknown) =>
  String((attachment as { content?: unknown } | null)?.content ?? '').replace(/\r?\n[ \t]/g, '');

/**
 * Drops, from the messages queued about these applications, every attachment that mentions one of `needles` (the
 * calendar invites of an erased interviewer, which list every attendee). Answers how many messages changed.
 */
export async function dropAttachmentsMentioning(applicationIds: string[], needles: string[]): Promise<number> {
  let changed = 0;
  for (const applicationId of applicationIds) {
    // An application's outbox is a handful of messages: one read and one batch.
    const messages = await outbox().where('applicationId', '==', applicationId).get();
    const batch = db().batch();
    for (const message of messages.docs) {
      const attachments = (message.get('message.attachments') as unknown[] | undefined) ?? [];
      const kept = attachments.filter((attachment) => !mentions(unfolded(attachment), needles));
      if (kept.length === attachments.length) continue;
      batch.update(message.ref, { 'message.attachments': kept });
      changed += 1;
    }
    await batch.commit();
  }
  return changed;
}

/** Up to `limit` messages to a person as a transaction reads them (merging two people moves them). */
export async function mailSnapshotsToIn(transaction: Transaction, uid: string, limit: number) {
  return (await transaction.get(outbox().where('recipientUid', '==', uid).limit(limit))).docs;
}
