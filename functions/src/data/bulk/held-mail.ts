import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { dateOf } from '../../lib/timestamps.js';
import type { OutboxMail } from '../../lib/mail.js';
import { rewriteMatches } from '../../lib/batches.js';

// E-mails held for an undo window: written with the change that composes them, sent by the sweep once due unless
// the change was undone first.

const held = () => collections.heldMail();

export interface HeldMail {
  id: string;
  bulkId: string;
  applicationId: string;
  mail: OutboxMail;
  releaseAt: Date;
  state: 'held' | 'sent' | 'cancelled';
}

const toHeld = (snapshot: FirebaseFirestore.DocumentSnapshot): HeldMail | null => {
  const data = snapshot.data();
  if (!data) return null;
  return {
    id: snapshot.id,
    bulkId: String(data.bulkId ?? ''),
    applicationId: String(data.applicationId ?? ''),
    mail: data.mail as OutboxMail,
    releaseAt: dateOf(data.releaseAt) ?? new Date(0),
    state: data.state,
  };
};

export const heldIdOf = (bulkId: string, applicationId: string) => `${bulkId}__${applicationId}`;

export function holdMailIn(
  transaction: Transaction,
  bulkId: string,
  applicationId: string,
  mail: OutboxMail,
  releaseAt: Date,
): void {
  transaction.create(held().doc(heldIdOf(bulkId, applicationId)), {
    bulkId,
    applicationId,
    recipientUid: mail.recipientUid ?? null,
    mail,
    releaseAt: Timestamp.fromDate(releaseAt),
    state: 'held',
    createdAt: FieldValue.serverTimestamp(),
  });
}

export async function heldIn(transaction: Transaction, id: string): Promise<HeldMail | null> {
  return toHeld(await transaction.get(held().doc(id)));
}

export function closeHeldIn(transaction: Transaction, id: string, state: 'sent' | 'cancelled'): void {
  transaction.update(held().doc(id), {
    state,
    closedAt: FieldValue.serverTimestamp(),
    // The message itself is in the outbox once sent; the held copy goes after a day (Firestore TTL).
    expireAt: Timestamp.fromMillis(Date.now() + 86_400_000),
  });
}

/** Held e-mails now due, soonest first (index state + releaseAt). */
export const dueHeldQuery = (now: Date) =>
  held().where('state', '==', 'held').where('releaseAt', '<=', Timestamp.fromDate(now)).orderBy('releaseAt');

export async function dueHeld(now: Date, limit: number): Promise<string[]> {
  return (await dueHeldQuery(now).limit(limit).get()).docs.map((doc) => doc.id);
}

/** A person's held e-mails (erasure deletes them; nothing of theirs then goes out). */
export const heldForQuery = (uid: string) => held().where('recipientUid', '==', uid);

/** Deletes a person's held e-mails (erasure): nothing of theirs goes out after. */
export const eraseHeldMailOf = (uid: string) =>
  rewriteMatches(heldForQuery(uid), (snapshot, batch) => batch.delete(snapshot.ref));

/** A person's held e-mails, for their export. */
export async function heldMailToExport(uid: string, cap: number) {
  const found = await heldForQuery(uid).limit(cap).get();
  return found.docs
    .map(toHeld)
    .filter((one): one is HeldMail => one !== null)
    .map(({ applicationId, mail, releaseAt, state }) => ({
      applicationId,
      subject: mail.message.subject,
      releaseAt: releaseAt.toISOString(),
      state,
    }));
}
