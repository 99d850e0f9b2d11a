import type { DecodedIdToken } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { isRole, type Role } from '@hr-portal/contract';
import { config } from './config.js';
import { auth, db } from './firebase.js';

/**
 * Whether a session (a verified ID token) is still good, decided by users/{uid} rather than by a call to
 * Auth: the stored role must equal the token's role claim, and the token must have been issued (auth_time)
 * no earlier than `tokensValidAfter`. Role changes, deletions and "sign out everywhere" write that document
 * in the same step, so they take effect at the caller's next request; firestore.rules apply the same test.
 */
export type SessionVerdict = 'valid' | 'ended';

export async function sessionVerdict(uid: string, claimedRole: Role, authTime: number): Promise<SessionVerdict> {
  const snapshot = await db().collection('users').doc(uid).get();
  const stored = snapshot.get('role') as unknown;
  const validAfter = Number(snapshot.get('tokensValidAfter') ?? 0);
  if (!snapshot.exists || !isRole(stored) || stored !== claimedRole) return 'ended';
  return authTime >= validAfter ? 'valid' : 'ended';
}

/** The fields that end every session issued before now (seconds, like a token's auth_time). */
export function endSessionsNow(): { tokensValidAfter: number; updatedAt: FieldValue } {
  return { tokensValidAfter: Math.floor(Date.now() / 1000), updatedAt: FieldValue.serverTimestamp() };
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
