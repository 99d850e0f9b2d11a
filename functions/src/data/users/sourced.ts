import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { SourcingSource } from '@hr-portal/contract';
import { collections } from '../../lib/collections.js';
import { dateOf } from '../../lib/timestamps.js';
import { rewriteMatches } from '../../lib/batches.js';

// People staff added without an account (sourcing). Their users document says so (`hasAccount: false`) and keeps
// where they came from, the Article 14 e-mail sent to them, and the one-time value of the links in that e-mail.

const users = () => collections.users();

export interface NewSourcedUser {
  uid: string;
  name: string;
  email: string;
  phone: string | null;
  location: string;
  links: string[];
  source: SourcingSource;
  addedBy: string;
}

/** Creates the person's users document (a candidate without an account); fails if the id is taken. */
export function createSourcedUserIn(
  transaction: Transaction,
  person: NewSourcedUser,
  now: Timestamp,
  /** The one-time value both links of the e-mail carry (signed); cleared when the account is created. */
  linkNonce: string,
  noticeMailId: string | null,
): void {
  transaction.create(users().doc(person.uid), {
    name: person.name,
    nameLower: person.name.toLowerCase(),
    email: person.email,
    role: 'candidate',
    emailVerified: false,
    lastLogin: null,
    hasAccount: false,
    ...(person.phone ? { phone: person.phone } : {}),
    location: person.location,
    links: person.links,
    sourced: {
      source: person.source,
      by: person.addedBy,
      at: now,
      noticeMailId,
      noticeQueuedAt: noticeMailId ? now : null,
    },
    accountLink: { nonce: linkNonce, issuedAt: now },
    createdAt: now,
    updatedAt: now,
  });
}

/** Where a person came from when staff added them; null for people who signed up themselves. */
export interface SourcingRecord {
  source: SourcingSource;
  addedBy: string;
  addedAt: Date | null;
  phone: string;
  hasAccount: boolean;
  noticeMailId: string | null;
  noticeQueuedAt: Date | null;
}

function toSourcing(data: FirebaseFirestore.DocumentData | undefined): SourcingRecord | null {
  const sourced = data?.sourced as FirebaseFirestore.DocumentData | undefined;
  if (!data || !sourced) return null;
  return {
    source: sourced.source as SourcingSource,
    addedBy: String(sourced.by ?? ''),
    addedAt: dateOf(sourced.at),
    phone: typeof data.phone === 'string' ? data.phone : '',
    hasAccount: data.hasAccount !== false,
    noticeMailId: typeof sourced.noticeMailId === 'string' ? sourced.noticeMailId : null,
    noticeQueuedAt: dateOf(sourced.noticeQueuedAt),
  };
}

export async function sourcingOf(uid: string): Promise<SourcingRecord | null> {
  return toSourcing((await users().doc(uid).get()).data());
}

/** What the e-mail's links need to know about the person, as a transaction reads it; null for no such person. */
export interface LinkStanding {
  name: string;
  email: string;
  hasAccount: boolean;
  /** The links' one-time value while unused; null once used (or for people who signed up themselves). */
  nonce: string | null;
  /** When the value was issued (links expire), and when "Remove my data" started erasing them. */
  issuedAt: Date | null;
  erasingAt: Date | null;
  /** When retention started anonymising them (null: it did not). */
  anonymisingAt: Date | null;
}

function standingOf(snapshot: FirebaseFirestore.DocumentSnapshot): LinkStanding | null {
  if (!snapshot.exists) return null;
  const nonce = snapshot.get('accountLink.nonce') as unknown;
  return {
    name: String(snapshot.get('name') ?? ''),
    email: String(snapshot.get('email') ?? ''),
    hasAccount: snapshot.get('hasAccount') !== false,
    nonce: typeof nonce === 'string' ? nonce : null,
    issuedAt: dateOf(snapshot.get('accountLink.issuedAt')),
    erasingAt: dateOf(snapshot.get('accountLink.erasingAt')),
    anonymisingAt: dateOf(snapshot.get('retention.anonymisingAt')),
  };
}

export async function linkStandingIn(transaction: Transaction, uid: string): Promise<LinkStanding | null> {
  return standingOf(await transaction.get(users().doc(uid)));
}

export async function linkStanding(uid: string): Promise<LinkStanding | null> {
  return standingOf(await users().doc(uid).get());
}

/** "Remove my data" was pressed: from now the account link is refused; the erasure follows. */
export function erasingByLinkIn(transaction: Transaction, uid: string): void {
  transaction.update(users().doc(uid), { 'accountLink.erasingAt': FieldValue.serverTimestamp() });
}

/** A person without an account, found by address (lower case): sign-up sends them their link instead. */
export async function accountlessPersonWith(
  email: string,
): Promise<{ uid: string; name: string; source: SourcingSource; noticeQueuedAt: Date | null } | null> {
  const found = await users().where('email', '==', email).where('hasAccount', '==', false).limit(1).get();
  const match = found.docs[0];
  // Someone merged into another person has no account of their own to create.
  if (!match || match.get('mergedInto')) return null;
  return {
    uid: match.id,
    name: String(match.get('name') ?? ''),
    source: (match.get('sourced.source') as SourcingSource | undefined) ?? 'other',
    noticeQueuedAt: dateOf(match.get('sourced.noticeQueuedAt')),
  };
}

/** The person has created their account through the link: verified address, the notice they saw, links spent. */
export function accountCreatedIn(transaction: Transaction, uid: string, noticeVersion: number): void {
  transaction.update(users().doc(uid), {
    hasAccount: true,
    emailVerified: true,
    accountLink: FieldValue.delete(),
    'consents.privacyNotice': { version: noticeVersion, at: FieldValue.serverTimestamp() },
    updatedAt: FieldValue.serverTimestamp(),
  });
}

/** A new Article 14 e-mail went out with new links (sign-up with their address asked again): the old ones die. */
export function noticeResentIn(transaction: Transaction, uid: string, mailId: string, nonce: string): void {
  transaction.update(users().doc(uid), {
    'sourced.noticeMailId': mailId,
    'sourced.noticeQueuedAt': FieldValue.serverTimestamp(),
    accountLink: { nonce, issuedAt: FieldValue.serverTimestamp() },
    updatedAt: FieldValue.serverTimestamp(),
  });
}

const addedByQuery = (uid: string) => users().where('sourced.by', '==', uid);

/** How many people a member of staff added (their export). */
export async function countPeopleAddedBy(uid: string): Promise<number> {
  return (await addedByQuery(uid).count().get()).data().count;
}

/** Erasing a member of staff: the people they added keep the record of it, under the pseudonym. */
export async function pseudonymiseAdder(uid: string, pseudonym: string): Promise<number> {
  return rewriteMatches(addedByQuery(uid), (person, batch) => batch.update(person.ref, { 'sourced.by': pseudonym }));
}

const optOuts = () => collections.sourcingOptOuts();

/** Someone who used "Remove my data" (by the salted hash of their address): staff cannot add them again. */
export async function recordOptOut(addressHash: string): Promise<void> {
  await optOuts().doc(addressHash).set({ at: FieldValue.serverTimestamp() });
}

export async function hasOptedOut(addressHash: string): Promise<boolean> {
  return (await optOuts().doc(addressHash).get()).exists;
}
