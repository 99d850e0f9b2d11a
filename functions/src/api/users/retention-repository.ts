import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { OutboxMail } from '../../lib/mail.js';
import { queueMail } from '../../lib/mail.js';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { dateOf } from '../../lib/timestamps.js';
import { talentPoolConsent } from './record.js';
import { runTransaction } from '../../lib/transactions.js';

// What retention reads and writes of a person: their role and consent, the notice they were sent (users/{uid}
// .retention: the day their data goes and when they were told), and tombstones: the salted hash of the address
// of someone anonymised, so a returning applicant can be told apart without keeping the address.

const users = () => collections.users();

export interface RetentionState {
  role: string;
  email: string;
  name: string;
  talentPoolUntil: Date | null;
  notice: { dueAt: Date; sentAt: Date | null } | null;
}

export async function retentionStateOf(uid: string): Promise<RetentionState | null> {
  const snapshot = await users().doc(uid).get();
  if (!snapshot.exists) return null;
  const dueAt = dateOf(snapshot.get('retention.dueAt'));
  return {
    role: String(snapshot.get('role')),
    email: String(snapshot.get('email') ?? ''),
    name: String(snapshot.get('name') ?? ''),
    talentPoolUntil: dateOf(snapshot.get('consents.talentPool.expiresAt')),
    notice: dueAt ? { dueAt, sentAt: dateOf(snapshot.get('retention.noticeSentAt')) } : null,
  };
}

/** Records the notice (the day the data goes, and now) with the e-mail that gives it, in one batch. */
export async function recordRetentionNotice(uid: string, dueAt: Date, mail: OutboxMail | null, now: number) {
  const batch = db().batch();
  batch.update(users().doc(uid), {
    retention: { dueAt: Timestamp.fromDate(dueAt), noticeSentAt: Timestamp.fromMillis(now) },
  });
  if (mail) queueMail(batch, mail, now);
  await batch.commit();
}

/**
 * "Keep my data" from the notice's link: the talent-pool consent starts again for `months`, and the notice is
 * settled. Only for the notice the link was made for (its due day); answers the new end, or null when the
 * person or that notice is gone.
 */
export async function keepDataFor(uid: string, dueAt: number, months: number, now: number): Promise<Date | null> {
  return runTransaction(async (transaction) => {
    const ref = users().doc(uid);
    const snapshot = await transaction.get(ref);
    const notified = dateOf(snapshot.get('retention.dueAt'));
    if (!snapshot.exists || !notified || notified.getTime() !== dueAt) return null;
    const talentPool = talentPoolConsent(months, now);
    transaction.update(ref, { 'consents.talentPool': talentPool, retention: FieldValue.delete() });
    return talentPool.expiresAt.toDate();
  });
}

const tombstones = () => collections.tombstones();

export async function addTombstone(emailHash: string, now: number): Promise<void> {
  await tombstones().add({ emailHash, anonymisedAt: Timestamp.fromMillis(now) });
}

export async function hasTombstone(emailHash: string): Promise<boolean> {
  return !(await tombstones().where('emailHash', '==', emailHash).limit(1).get()).empty;
}

/** A person erased later (they came back, then asked to be forgotten) takes their tombstones with them. */
export async function deleteTombstones(emailHash: string): Promise<number> {
  const found = await tombstones().where('emailHash', '==', emailHash).get();
  await Promise.all(found.docs.map((doc) => doc.ref.delete()));
  return found.size;
}
