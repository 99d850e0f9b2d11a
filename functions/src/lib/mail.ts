import type { Transaction, WriteBatch } from 'firebase-admin/firestore';
import { db } from './firebase.js';

/** An outbox message in the Firebase Trigger Email extension's document format. */
export interface OutboxMessage {
  to: string;
  message: { subject: string; text: string; html?: string };
}

/** Queues a message in the same transaction or batch as the event that causes it. */
export function queueMail(writer: WriteBatch | Transaction, message: OutboxMessage): void {
  writer.create(db().collection('mail').doc(), message);
}
