import { FieldValue, type Query, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import {
  inDomains,
  isLanguage,
  type Language,
  type Role,
  type SessionUser,
  type UserListItem,
} from '@hr-portal/contract';
import { db, FIRESTORE_CODES, isFirestoreCode } from '../../lib/firebase.js';
import { recordAudit, type AuditRecord } from '../../lib/audit.js';
import type { CursorPosition } from '../../lib/paging.js';
import { endSessionsAt } from './session.js';
import {
  talentPoolConsent,
  toListItem,
  toProfile,
  toSessionUser,
  toSummary,
  type NewUser,
  type UserSummary,
} from './record.js';
import { collections } from '../../lib/collections.js';
import { dateOf } from '../../lib/timestamps.js';
import { forEachDocument } from '../../lib/each-document.js';
import { runTransaction } from '../../lib/transactions.js';

const users = () => collections.users();
const languageIn = (stored: unknown): Language => (isLanguage(stored) ? stored : 'en');

const touched = () => ({ updatedAt: FieldValue.serverTimestamp() });

/** Creates the users document (with its audit entry, when given, in the same batch); fails if it already exists. */
export async function createUserDoc(user: NewUser, audit?: AuditRecord): Promise<void> {
  const { uid, noticeVersion, returningApplicant, ...fields } = user;
  const stored = {
    ...fields,
    nameLower: user.name.toLowerCase(),
    emailVerified: user.emailVerified ?? false,
    lastLogin: null,
    ...(returningApplicant ? { returningApplicant: true } : {}),
    ...(noticeVersion === undefined
      ? {}
      : {
          consents: { privacyNotice: { version: noticeVersion, at: FieldValue.serverTimestamp() }, talentPool: null },
        }),
  };
  const batch = db().batch();
  batch.create(users().doc(uid), { ...stored, createdAt: FieldValue.serverTimestamp(), ...touched() });
  if (audit) recordAudit(batch, audit);
  await batch.commit();
}

/** Disables or enables a person's users document, with its audit entry; disabling ends every session at once. */
export async function setDisabledIn(transaction: Transaction, uid: string, disabled: boolean, audit: AuditRecord) {
  transaction.update(
    users().doc(uid),
    disabled ? { disabled: true, ...endSessionsAt(Date.now()) } : { disabled: false },
  );
  recordAudit(transaction, audit);
}

/**
 * Records a sign-in and returns the stored user, or null when there is no users document (erased, or being erased):
 * a sign-in never creates one. The role comes from Auth and the address from the sign-in (which decided it against
 * Auth), so a users document that drifted is healed here. The address's proof is the portal's own (markAddressProven).
 */
export async function recordLogin(
  uid: string,
  decided: { email: string; name: string; role: Role },
): Promise<SessionUser | null> {
  const { name, ...healed } = decided;
  const ref = users().doc(uid);
  try {
    await ref.update({ ...healed, lastLogin: FieldValue.serverTimestamp(), ...touched() });
  } catch (error) {
    if (isFirestoreCode(error, FIRESTORE_CODES.notFound)) return null;
    throw error;
  }
  const snapshot = await ref.get();
  if (!snapshot.exists) return null;
  const data = snapshot.data() ?? {};
  return toSessionUser(uid, { ...data, name: data.name || name });
}

/** The stored profile, or null when there is no such user. */
export async function readProfile(uid: string): Promise<SessionUser | null> {
  const snapshot = await users().doc(uid).get();
  return snapshot.exists ? toProfile(uid, snapshot.data() ?? {}) : null;
}

/** Reads several users in one round trip (reads = number of distinct ids). */
export async function findUsers(ids: string[]): Promise<Map<string, UserSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const snapshots = await db().getAll(...unique.map((id) => users().doc(id)));
  return new Map(snapshots.filter((s) => s.exists).map((s) => [s.id, toSummary(s.id, s.data() ?? {})]));
}

/**
 * The language each person chose for their e-mails (English until they chose, or for someone without an
 * account): one read per person, of that field alone.
 */
export async function languagesOf(ids: string[]): Promise<Map<string, Language>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const snapshots = await db().getAll(...unique.map((id) => users().doc(id)), { fieldMask: ['language'] });
  return new Map(snapshots.map((s) => [s.id, languageIn(s.get('language'))]));
}

export const languageOf = async (id: string): Promise<Language> => (await languagesOf([id])).get(id) ?? 'en';

/** Someone an e-mail goes to: who they are and the language it is written in. */
export async function findRecipient(id: string): Promise<(UserSummary & { language: Language }) | null> {
  const snapshot = await users().doc(id).get();
  if (!snapshot.exists) return null;
  return { ...toSummary(id, snapshot.data() ?? {}), language: languageIn(snapshot.get('language')) };
}

export async function findUser(id: string): Promise<UserSummary | null> {
  return (await findUsers([id])).get(id) ?? null;
}

/** The person with this (lower-case) e-mail address, if any. */
export async function findUserByEmail(email: string): Promise<UserSummary | null> {
  const [match] = (await users().where('email', '==', email.toLowerCase()).limit(1).get()).docs;
  return match ? toSummary(match.id, match.data()) : null;
}

/** `search` is a lower-case prefix of the email or of the name. */
export type UserListFilters = { role?: Role; search?: string };

/** Users ordered by email (or by name when searching by name), optionally of one role. */
export function usersQuery(filters: UserListFilters, searchField: 'email' | 'nameLower' = 'email'): Query {
  let query: Query = users();
  if (filters.role) query = query.where('role', '==', filters.role);
  if (filters.search) {
    query = query.where(searchField, '>=', filters.search).where(searchField, '<', `${filters.search}\uf8ff`);
  }
  return query.orderBy(searchField, 'asc');
}

/**
 * One page of users. Without a search it pages by email with a cursor; a search matches the start of the
 * email or of the name and returns the first `limit` matches.
 */
export async function listUsers(filters: UserListFilters, limit: number, after: CursorPosition | null) {
  if (filters.search) {
    const pages = await Promise.all(
      (['email', 'nameLower'] as const).map((field) => usersQuery(filters, field).limit(limit).get()),
    );
    const merged = new Map<string, UserListItem>();
    for (const doc of pages.flatMap((page) => page.docs)) merged.set(doc.id, toListItem(doc.id, doc.data()));
    return [...merged.values()].sort((a, b) => a.email.localeCompare(b.email)).slice(0, limit);
  }
  let query = usersQuery(filters).limit(limit);
  if (after) query = query.startAfter(after.id);
  return (await query.get()).docs.map((doc) => toListItem(doc.id, doc.data()));
}

/** A person's stored role (as stored) and address as a transaction reads them; null for no users document. */
export async function userIn(
  transaction: Transaction,
  uid: string,
): Promise<{
  role: Role;
  email: string | null;
  name: string;
  createdAt: Date | null;
  talentPoolUntil: Date | null;
  /** When they last withdrew their talent-pool consent (null: never, or they consented again since). */
  talentPoolWithdrawnAt: Date | null;
  location: string;
  /** Whom they were merged into: they are no one of their own any more (no index, no duplicate checks). */
  mergedInto?: string | null;
} | null> {
  const snapshot = await transaction.get(users().doc(uid));
  if (!snapshot.exists) return null;
  return {
    mergedInto: typeof snapshot.get('mergedInto') === 'string' ? (snapshot.get('mergedInto') as string) : null,
    role: snapshot.get('role') as Role,
    email: (snapshot.get('email') as string | undefined) ?? null,
    name: (snapshot.get('name') as string | undefined) ?? '',
    location: typeof snapshot.get('location') === 'string' ? (snapshot.get('location') as string) : '',
    createdAt: dateOf(snapshot.get('createdAt')),
    talentPoolUntil: dateOf(snapshot.get('consents.talentPool.expiresAt')),
    talentPoolWithdrawnAt: dateOf(snapshot.get('consents.talentPoolWithdrawnAt')),
  };
}

/** How many admins there are, counted up to `atMost`, as a transaction reads them. */
export async function adminCountIn(transaction: Transaction, atMost: number): Promise<number> {
  return (await transaction.get(users().where('role', '==', 'admin').limit(atMost))).size;
}

/** Whether an enabled admin other than `except` remains (read in the transaction, so two cannot disable each other). */
export async function otherEnabledAdminIn(transaction: Transaction, except: string): Promise<boolean> {
  const admins = await transaction.get(users().where('role', '==', 'admin').limit(100));
  return admins.docs.some((doc) => doc.id !== except && doc.get('disabled') !== true);
}

/** Stores a new role; sessions issued before the change end with it (session.ts), at the person's next request. */
export function setRoleIn(transaction: Transaction, uid: string, role: Role): void {
  transaction.update(users().doc(uid), { role, ...endSessionsAt(Date.now()) });
}

/** Changes stored profile fields; `alongside` adds what must commit with them (audit entry, notices). */
export async function changeProfileFields(
  uid: string,
  fields: {
    name?: string;
    email?: string;
    emailVerified?: boolean;
    pendingEmail?: string | null;
    location?: string;
    links?: string[];
    language?: Language;
  },
  alongside: (batch: WriteBatch) => void = () => {},
): Promise<void> {
  const { pendingEmail, ...rest } = fields;
  const batch = db().batch();
  batch.update(users().doc(uid), {
    ...rest,
    ...(rest.name === undefined ? {} : { nameLower: rest.name.toLowerCase() }),
    ...(pendingEmail === undefined ? {} : { pendingEmail: pendingEmail ?? FieldValue.delete() }),
    ...touched(),
  });
  alongside(batch);
  await batch.commit();
}

/** Ends every session of the user at their next request (see data/users/session.ts). */
export async function endAllSessions(uid: string, now = Date.now()): Promise<void> {
  await users().doc(uid).update(endSessionsAt(now));
}

/**
 * The portal's record that the account's address is its owner's (`emailVerified`): written only when the portal saw
 * the proof (its verification link, a sign-in link, a provider that vouches), never copied from Firebase's flag,
 * which Firebase's own e-mails set without ending anyone else's way in. With `endSessionsFrom`, every session ends
 * in the same write (the proof removed whoever was in before).
 */
export async function markAddressProven(
  uid: string,
  { endSessionsFrom, audit }: { endSessionsFrom?: number; audit?: AuditRecord } = {},
): Promise<void> {
  const batch = db().batch();
  batch.update(users().doc(uid), {
    emailVerified: true,
    // Every proof spends the verification links sent before it (they sign this count: addressProofState).
    addressProofs: FieldValue.increment(1),
    ...(endSessionsFrom === undefined ? {} : endSessionsAt(endSessionsFrom)),
    ...touched(),
  });
  if (audit) recordAudit(batch, audit);
  await batch.commit();
}

/** What a verification link is signed for: the address, and how many proofs were recorded before it was sent. */
export interface AddressProofState {
  email: string;
  emailVerified: boolean;
  proofs: number;
}

export async function addressProofState(uid: string): Promise<AddressProofState | null> {
  const snapshot = await users().doc(uid).get();
  if (!snapshot.exists) return null;
  return {
    email: String(snapshot.get('email') ?? ''),
    emailVerified: snapshot.get('emailVerified') === true,
    proofs: Number(snapshot.get('addressProofs') ?? 0),
  };
}

/**
 * Spends a verification link: true when the address and the count of proofs are still those it was signed for
 * (then the count moves on, so the link works once), false when either changed since (a proof or an address change
 * ran in between).
 */
export async function claimAddressProof(uid: string, signedFor: AddressProofState): Promise<boolean> {
  return runTransaction(async (transaction) => {
    const snapshot = await transaction.get(users().doc(uid));
    const current = Number(snapshot.get('addressProofs') ?? 0);
    if (!snapshot.exists || snapshot.get('email') !== signedFor.email || current !== signedFor.proofs) return false;
    transaction.update(users().doc(uid), { addressProofs: current + 1, ...touched() });
    return true;
  });
}

/**
 * Erasure (or anonymisation) begins: the person is disabled, their sessions end (those of this very second too) and
 * their account link is refused, in one write. False when there is no users document (an earlier run deleted it).
 */
export async function closeForErasure(uid: string, now = Date.now()): Promise<boolean> {
  try {
    await users()
      .doc(uid)
      .update({ disabled: true, 'accountLink.erasingAt': FieldValue.serverTimestamp(), ...endSessionsAt(now) });
    return true;
  } catch (error) {
    if (isFirestoreCode(error, FIRESTORE_CODES.notFound)) return false;
    throw error;
  }
}

/** Deletes the users document (erasure; its audit entry is the privacy flow's). Answers whether there was one. */
export async function deleteProfile(uid: string): Promise<boolean> {
  const ref = users().doc(uid);
  const existed = (await ref.get()).exists;
  if (existed) await ref.delete();
  return existed;
}

/**
 * Adds "keep me in mind for future roles" to the batch that files an application: consent from now for `months`
 * (renewed when given again).
 */
export function addTalentPoolConsent(writer: Transaction, uid: string, months: number, now = Date.now()): Date {
  const consent = talentPoolConsent(months, now);
  writer.set(users().doc(uid), { consents: { talentPool: consent } }, { merge: true });
  return consent.expiresAt.toDate();
}

/** Withdraws the talent-pool consent. */
export function withdrawTalentPoolConsentIn(transaction: Transaction, uid: string): void {
  // When it was withdrawn keeps them out of talent pools (flows/shared/pool-eligibility.ts) until they consent again.
  transaction.update(users().doc(uid), {
    'consents.talentPool': null,
    'consents.talentPoolWithdrawnAt': FieldValue.serverTimestamp(),
    ...touched(),
  });
}

/** Visits every person's uid, 200 users documents at a time (migrations). */
export async function forEachUserId(visit: (uid: string) => Promise<void>): Promise<void> {
  await forEachDocument(users(), (snapshot) => visit(snapshot.id));
}

/** Whether someone in the portal has this (lower-case) address, as a transaction reads it (sourcing races). */
export async function emailHeldIn(transaction: Transaction, email: string): Promise<boolean> {
  return !(await transaction.get(users().where('email', '==', email).limit(1))).empty;
}

/**
 * Whom an address belongs to, as a transaction reads it: their uid, or null. A record merged into another person
 * stands for that person.
 */
export async function uidWithEmailIn(transaction: Transaction, email: string): Promise<string | null> {
  const found = (await transaction.get(users().where('email', '==', email).limit(5))).docs;
  const own = found.find((doc) => !doc.get('mergedInto'));
  if (own) return own.id;
  const into = found[0]?.get('mergedInto') as unknown;
  return typeof into === 'string' ? into : null;
}

/** An id for a person staff add before they have an account (their account takes it when they create it). */
export const newPersonId = () => users().doc().id;

/** What a person's records say to tell them apart from others: name, every address, phone and links. */
export async function contactDetailsOf(
  uid: string,
): Promise<{ name: string; emails: string[]; phone: string; links: string[] } | null> {
  const snapshot = await users().doc(uid).get();
  if (!snapshot.exists || snapshot.get('mergedInto')) return null;
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  const email = snapshot.get('email') as unknown;
  return {
    name: String(snapshot.get('name') ?? ''),
    emails: [...(typeof email === 'string' ? [email] : []), ...strings(snapshot.get('secondaryEmails'))],
    phone: typeof snapshot.get('phone') === 'string' ? (snapshot.get('phone') as string) : '',
    links: strings(snapshot.get('links')),
  };
}

/** Several people as a pair of possible duplicates shows them (reads = number of distinct ids). */
export async function findPeople(
  ids: string[],
): Promise<Map<string, { _id: string; name: string; email: string; hasAccount: boolean }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const snapshots = await db().getAll(...unique.map((id) => users().doc(id)));
  return new Map(
    snapshots
      .filter((snapshot) => snapshot.exists)
      .map((snapshot) => [
        snapshot.id,
        {
          _id: snapshot.id,
          name: String(snapshot.get('name') ?? ''),
          email: String(snapshot.get('email') ?? ''),
          hasAccount: snapshot.get('hasAccount') !== false,
        },
      ]),
  );
}

/** A person's users document as a transaction reads it (merging two people journals what it changes). */
export const userSnapshotIn = (transaction: Transaction, uid: string) => transaction.get(users().doc(uid));

/** Whom a person was merged into (null: nobody), as a transaction reads it or outside one. */
export async function mergedIntoIn(transaction: Transaction, uid: string): Promise<string | null> {
  const value = (await transaction.get(users().doc(uid))).get('mergedInto') as unknown;
  return typeof value === 'string' ? value : null;
}
export async function mergedIntoOf(uid: string): Promise<string | null> {
  const value = (await users().doc(uid).get()).get('mergedInto') as unknown;
  return typeof value === 'string' ? value : null;
}

/** The admins' uids and addresses (a portal has a handful; at most 50 are told of anything). */
export async function adminAddresses(): Promise<{ uid: string; email: string }[]> {
  const snapshot = await users().where('role', '==', 'admin').select('email').limit(50).get();
  return snapshot.docs
    .map((doc) => ({ uid: doc.id, email: String(doc.get('email') ?? '') }))
    .filter((admin) => admin.email !== '');
}

/**
 * Ends the sessions of hr and employees whose address is in `domains` (when staff must start using the company's
 * SSO, a session opened with a password ends too). Returns how many were ended.
 */
export async function endStaffSessionsIn(domains: readonly string[], now = Date.now()): Promise<number> {
  let ended = 0;
  for (const role of ['hr', 'employee'] as const) {
    const snapshot = await users().where('role', '==', role).select('email').get();
    const matching = snapshot.docs.filter((doc) => inDomains(String(doc.get('email') ?? ''), domains));
    for (let start = 0; start < matching.length; start += 400) {
      const batch = db().batch();
      for (const doc of matching.slice(start, start + 400)) batch.update(doc.ref, endSessionsAt(now));
      await batch.commit();
    }
    ended += matching.length;
  }
  return ended;
}
