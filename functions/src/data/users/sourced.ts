import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { SourcingSource } from '@hr-portal/contract';
import { collections } from '../../lib/collections.js';
import { dateOf } from '../../lib/timestamps.js';

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
}

const standingOf = (snapshot: FirebaseFirestore.DocumentSnapshot): LinkStanding | null =>
  snapshot.exists
    ? {
        name: String(snapshot.get('name') ?? ''),
        email: String(snapshot.get('email') ?? ''),
        hasAccount: snapshot.get('hasAccount') !== false,
        nonce:
          typeof snapshot.get('accountLink.nonce') === 'string' ? (snapshot.get('accountLink.nonce') as string) : null,
      }
    : null;

export async function linkStandingIn(transaction: Transaction, uid: string): Promise<LinkStanding | null> {
  return standingOf(await transaction.get(users().doc(uid)));
}

export async function linkStanding(uid: string): Promise<LinkStanding | null> {
  return standingOf(await users().doc(uid).get());
}

/** A person without an account, found by address (lower case): sign-up sends them their link instead. */
export async function accountlessPersonWith(
  email: string,
): Promise<{ uid: string; name: string; nonce: string; source: SourcingSource } | null> {
  const found = await users().where('email', '==', email).where('hasAccount', '==', false).limit(1).get();
  const match = found.docs[0];
  const nonce = match?.get('accountLink.nonce') as unknown;
  if (!match || typeof nonce !== 'string') return null;
  return {
    uid: match.id,
    name: String(match.get('name') ?? ''),
    nonce,
    source: (match.get('sourced.source') as SourcingSource | undefined) ?? 'other',
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

/** A new Article 14 e-mail went out (sign-up with their address asked for the link again). */
export function noticeResentIn(transaction: Transaction, uid: string, mailId: string): void {
  transaction.update(users().doc(uid), {
    'sourced.noticeMailId': mailId,
    'sourced.noticeQueuedAt': FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
}
