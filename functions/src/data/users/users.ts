import { FieldValue, type Query, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { isLanguage, type Language, type Role, type SessionUser, type UserListItem } from '@hr-portal/contract';
import { db } from '../../lib/firebase.js';
import { recordAudit, type AuditRecord } from '../../lib/audit.js';
import type { CursorPosition } from '../../lib/paging.js';
import { toListItem, toProfile, toSummary, type NewUser, type UserSummary } from './record.js';
import { collections } from '../../lib/collections.js';
import { dateOf } from '../../lib/timestamps.js';
import { forEachDocument } from '../../lib/each-document.js';

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
