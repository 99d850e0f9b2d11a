import { randomUUID } from 'node:crypto';
import type { Role } from '@hr-portal/contract';
import { auth, db } from '../../src/lib/firebase.js';
import { sessionTokensFromCustomToken, signInWithPassword } from '../../src/lib/identity-toolkit.js';

export const TEST_PASSWORD = 'correct-horse-battery';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@test.example`;
}

export interface TestUser {
  uid: string;
  email: string;
  role: Role;
  token: string;
}

/** A real Auth emulator user with a role claim and users document, signed in for a real ID token. */
export async function createTestUser(role: Role, name = `Test ${role}`): Promise<TestUser> {
  const email = uniqueEmail(role);
  const { uid } = await auth().createUser({ email, password: TEST_PASSWORD, displayName: name });
  await auth().setCustomUserClaims(uid, { role });
  await db()
    .collection('users')
    .doc(uid)
    .set({ name, nameLower: name.toLowerCase(), email, role, emailVerified: false, lastLogin: null });
  return { uid, email, role, token: await sessionToken(email) };
}

/**
 * A session's ID token as the API's sign-in routes mint it: the password checked, then a custom-token sign-in (the
 * only kind of token the API and the rules take as a session).
 */
export async function sessionToken(email: string, password = TEST_PASSWORD): Promise<string> {
  const { localId } = await signInWithPassword(email, password);
  return (await sessionTokensFromCustomToken(await auth().createCustomToken(localId))).idToken;
}

/** The same ID token with its sign-in time moved back: the Auth emulator signs nothing, so it stays valid. */
export function signedInMinutesAgo(user: TestUser, minutes: number): string {
  const [header, payload, signature] = user.token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  const moved = { ...claims, auth_time: claims.auth_time - minutes * 60 };
  return `${header}.${Buffer.from(JSON.stringify(moved)).toString('base64url')}.${signature}`;
}
