import type { DecodedIdToken } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { isRole, type Role } from '@hr-portal/contract';
import { config } from './config.js';
import { auth } from './firebase.js';
import { collections } from './collections.js';

/**
 * Whether a session (a verified ID token) is still good, decided by users/{uid} rather than by a call to
 * Auth: the stored role must equal the token's role claim, and the token must have been issued (auth_time)
 * no earlier than `tokensValidAfter`. Role changes, deletions and "sign out everywhere" write that document
 * in the same step, so they take effect at the caller's next request; firestore.rules apply the same test.
 */
export type SessionVerdict = 'valid' | 'ended';

/** What users/{uid} says about its sessions: one point read. */
export interface StoredSession {
  exists: boolean;
  role: unknown;
  validAfter: number;
}

export async function readStoredSession(uid: string): Promise<StoredSession> {
  const snapshot = await collections.users().doc(uid).get();
  return {
    exists: snapshot.exists,
    role: snapshot.get('role') as unknown,
    validAfter: Number(snapshot.get('tokensValidAfter') ?? 0),
  };
}

export function sessionVerdict(stored: StoredSession, claimedRole: Role, authTime: number): SessionVerdict {
  if (!stored.exists || !isRole(stored.role) || stored.role !== claimedRole) return 'ended';
  return authTime >= stored.validAfter ? 'valid' : 'ended';
}

/**
 * The fields that end every session signed in before `now` (seconds, like a token's auth_time). `now` is the
 * clock's reading, passed in by tests that need a moment other than the present.
 */
export function endSessionsAt(now: number): { tokensValidAfter: number; updatedAt: FieldValue } {
  return { tokensValidAfter: Math.floor(now / 1000), updatedAt: FieldValue.serverTimestamp() };
}

interface TokenVerifier {
  verifyJWT(token: string, isEmulator: boolean): Promise<DecodedIdToken>;
}

/**
 * Checks an ID token's signature, audience, issuer and expiry without asking Auth anything. Deployed, that is
 * verifyIdToken without its revocation check (sessionVerdict does that job). Under the Auth emulator
 * verifyIdToken always asks Auth too, so the same firebase-admin verifier is called directly there; the
 * emulator then costs what production does, and `npm run bench` measures the real path.
 */
export function verifyTokenLocally(token: string): Promise<DecodedIdToken> {
  const verifier = (auth() as unknown as { idTokenVerifier?: TokenVerifier }).idTokenVerifier;
  if (config.authEmulatorHost && verifier) return verifier.verifyJWT(token, true);
  return auth().verifyIdToken(token);
}
