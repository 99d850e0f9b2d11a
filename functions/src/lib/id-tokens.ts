import type { DecodedIdToken } from 'firebase-admin/auth';
import { config } from './config.js';
import { auth } from './firebase.js';

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
