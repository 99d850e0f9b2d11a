import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import type { Role, SessionUser } from '@hr-portal/contract';
import { db } from '../../lib/firebase.js';
import { isoOf } from '../../lib/timestamps.js';

export interface NewUser {
  uid: string;
  name: string;
  email: string;
  role: Role;
}

const users = () => db().collection('users');

export function toSessionUser(uid: string, data: DocumentData): SessionUser {
  return {
    _id: uid,
    name: String(data.name ?? ''),
    email: String(data.email ?? ''),
    role: data.role as Role,
    emailVerified: Boolean(data.emailVerified),
    lastLogin: isoOf(data.lastLogin),
    ...(typeof data.pendingEmail === 'string' ? { pendingEmail: data.pendingEmail } : {}),
  };
}

/** Creates the users document; fails if it already exists. */
export async function createUserDoc(user: NewUser): Promise<void> {
  await users().doc(user.uid).create({
    name: user.name,
    nameLower: user.name.toLowerCase(),
    email: user.email,
    role: user.role,
    emailVerified: false,
    lastLogin: null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

/**
 * Records a sign-in and returns the stored user. Role and verification come from Auth (the source of truth),
 * so a users document that drifted is healed here.
 */
export async function recordLogin(
  uid: string,
  fromAuth: { email: string; name: string; role: Role; emailVerified: boolean },
): Promise<SessionUser> {
  const ref = users().doc(uid);
  await ref.set(
    {
      email: fromAuth.email,
      role: fromAuth.role,
      emailVerified: fromAuth.emailVerified,
      lastLogin: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
  const snapshot = await ref.get();
  const data = snapshot.data() ?? {};
  if (!data.name) data.name = fromAuth.name;
  return toSessionUser(uid, data);
}

/** The stored profile, or null when there is no such user. */
export async function readProfile(uid: string): Promise<SessionUser | null> {
  const snapshot = await users().doc(uid).get();
  return snapshot.exists ? toSessionUser(uid, snapshot.data() ?? {}) : null;
}
