import { FieldValue, Timestamp, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import type { MailEvent } from '@hr-portal/contract';
import { collections } from './collections.js';
import { FIRESTORE_CODES, isFirestoreCode } from './firebase.js';

/**
 * An outbox message: `to` and `message` are the Firebase Trigger Email extension's document format, which
 * delivers it and writes `delivery` back. The other fields are ours (the extension leaves them alone): what
 * caused it, which application it is about, and whose it is, for the timelines.
 */
/** A file sent with a message, in the extension's (nodemailer's) attachment format. */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface OutboxMail {
  to: string;
  message: { subject: string; text: string; html: string; attachments?: MailAttachment[] };
  /** The template's event, or `stage_rule` for a rule's own words (they have no template). */
  event: MailEvent | 'stage_rule';
  applicationId?: string;
  recipientUid?: string;
  /** Others a message names (a digest's new hires, by uid): erasing one of them deletes it too. */
  aboutPeople?: string[];
}

/** How long an outbox message is kept: `expireAt` is a Firestore TTL field (firestore.indexes.json). */
export const MAIL_KEPT_DAYS = 90;

/** Queues a message in the same transaction or batch as the event that causes it; answers its id. */
export function queueMail(writer: WriteBatch | Transaction, mail: OutboxMail, now = Date.now()): string {
  const ref = collections.mail().doc();
  const expireAt = Timestamp.fromMillis(now + MAIL_KEPT_DAYS * 24 * 60 * 60 * 1000);
  (writer as WriteBatch).create(ref, { ...mail, createdAt: FieldValue.serverTimestamp(), expireAt });
  return ref.id;
}

/**
 * Queues a message under a fixed id, outside any transaction (a daily digest: one per person and day). Answers
 * false when that message was queued already, so running the same day twice sends it once.
 */
export async function queueMailOnce(id: string, mail: OutboxMail, now = Date.now()): Promise<boolean> {
  const expireAt = Timestamp.fromMillis(now + MAIL_KEPT_DAYS * 24 * 60 * 60 * 1000);
  try {
    await collections
      .mail()
      .doc(id)
      .create({ ...mail, createdAt: FieldValue.serverTimestamp(), expireAt });
    return true;
  } catch (error) {
    if (isFirestoreCode(error, FIRESTORE_CODES.alreadyExists)) return false;
    throw error;
  }
}

/** Queues a message that goes with no other write (a link someone asked for). */
export async function queueMailAlone(mail: OutboxMail, now = Date.now()): Promise<void> {
  const expireAt = Timestamp.fromMillis(now + MAIL_KEPT_DAYS * 24 * 60 * 60 * 1000);
  await collections
    .mail()
    .doc()
    .create({ ...mail, createdAt: FieldValue.serverTimestamp(), expireAt });
}
