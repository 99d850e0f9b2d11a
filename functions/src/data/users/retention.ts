import { FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { dateOf } from '../../lib/timestamps.js';
import { talentPoolConsent } from './record.js';
import { runTransaction } from '../../lib/transactions.js';
import { isLanguage, type Language } from '@hr-portal/contract';

// What retention reads and writes of a person: their role and consent, the notice they were sent (users/{uid}
// .retention: the day their data goes and when they were told), and tombstones: the salted hash of the address
// of someone anonymised, so a returning applicant can be told apart without keeping the address.

const users = () => collections.users();

export interface RetentionState {
  role: string;
  email: string;
  name: string;
  /** The language their e-mails are written in. */
  language: Language;
  talentPoolUntil: Date | null;
  /** The notice sent: the day it told them their data goes, when, and the due day it was computed for. */
  notice: { dueAt: Date; sentAt: Date | null; dueFor: Date | null } | null;
  /** Set when a run decided to anonymise them and has not finished: applying is refused meanwhile. */
  anonymisingAt: Date | null;
  /** When staff added them, while they have no account (people who never applied nor signed up). */
  addedWithoutAccountAt: Date | null;
  /** Whom they were merged into: their data is that person's, kept (or not) with theirs. */
  mergedInto?: string | null;
}

function stateOf(snapshot: DocumentSnapshot): RetentionState {
  const dueAt = dateOf(snapshot.get('retention.dueAt'));
  return {
    role: String(snapshot.get('role')),
    email: String(snapshot.get('email') ?? ''),
    name: String(snapshot.get('name') ?? ''),
    language: isLanguage(snapshot.get('language')) ? (snapshot.get('language') as Language) : 'en',
    talentPoolUntil: dateOf(snapshot.get('consents.talentPool.expiresAt')),
    notice: dueAt
      ? {
          dueAt,
          sentAt: dateOf(snapshot.get('retention.noticeSentAt')),
          dueFor: dateOf(snapshot.get('retention.dueFor')),
        }
      : null,
    anonymisingAt: dateOf(snapshot.get('retention.anonymisingAt')),
    addedWithoutAccountAt: snapshot.get('hasAccount') === false ? dateOf(snapshot.get('sourced.at')) : null,
    mergedInto: typeof snapshot.get('mergedInto') === 'string' ? (snapshot.get('mergedInto') as string) : null,
  };
}

/** People staff added who still have no account, added before `cutoff`, a page at a time (oldest first). */
export const addedWithoutAccountQuery = (cutoff: Date) =>
  users().where('hasAccount', '==', false).where('sourced.at', '<', Timestamp.fromDate(cutoff)).orderBy('sourced.at');

export async function addedWithoutAccountBefore(cutoff: Date, limit: number, after: string | null) {
  let query = addedWithoutAccountQuery(cutoff).limit(limit);
  if (after) query = query.startAfter(await users().doc(after).get());
  const page = await query.select().get();
  const uids = page.docs.map((doc) => doc.id);
  return { uids, last: page.size === limit ? (uids.at(-1) ?? null) : null };
}

/** People a run claimed for anonymisation and did not finish (it stopped half-way): the next run finishes them. */
export async function claimedForAnonymisation(): Promise<string[]> {
  const found = await users().where('retention.anonymisingAt', '>', Timestamp.fromMillis(0)).select().get();
  return found.docs.map((doc) => doc.id);
}

/** What retention knows of the person, as a transaction reads it; null when they have no users document. */
export async function retentionStateIn(transaction: Transaction, uid: string): Promise<RetentionState | null> {
  const person = await transaction.get(users().doc(uid));
  return person.exists ? stateOf(person) : null;
}

/** Records the notice sent: the day it names, the due day it was computed for, and when it went. */
export function recordNoticeIn(
  transaction: Transaction,
  uid: string,
  notice: { due: number; dueAt: Date },
  now: number,
) {
  transaction.update(users().doc(uid), {
    retention: {
      dueAt: Timestamp.fromDate(notice.dueAt),
      dueFor: Timestamp.fromMillis(notice.due),
      noticeSentAt: Timestamp.fromMillis(now),
    },
  });
}

/** Claims the person for anonymisation: applying is refused until the run finishes (or the next one does). */
export function claimForAnonymisationIn(transaction: Transaction, uid: string, now: number): void {
  transaction.update(users().doc(uid), { 'retention.anonymisingAt': Timestamp.fromMillis(now) });
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
    // Too late: a run has begun anonymising them.
    if (snapshot.get('retention.anonymisingAt')) return null;
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

/** Where the person stands with retention, as a transaction reads it: claimed for anonymisation, or sent a notice. */
export async function retentionStandingIn(transaction: Transaction, uid: string) {
  const snapshot = await transaction.get(users().doc(uid));
  return { anonymising: Boolean(snapshot.get('retention.anonymisingAt')), noticed: Boolean(snapshot.get('retention')) };
}

/** Voids the retention notice the person was sent (their data's due day moves with new activity). */
export function voidRetentionNoticeIn(transaction: Transaction, uid: string): void {
  transaction.update(users().doc(uid), { retention: FieldValue.delete() });
}
