import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';

/**
 * HMACs with the deployment's link secret, each purpose its own domain (so a value signed for one purpose never
 * passes for another, nor for a file link): the "keep my data" link, the salted hash a tombstone keeps of an
 * address, the "Create my account" and "Remove my data" links of the e-mail to someone staff added, and the salted
 * hash that keeps people who removed their data from being added again, and the ticket that adds a sign-in provider
 * to an account once its owner proves it is theirs, and the link of the verification e-mail.
 */
export type SignedPurpose =
  | 'keep-data'
  | 'tombstone'
  | 'create-account'
  | 'remove-data'
  | 'opt-out'
  | 'provider-link'
  | 'survey-respondent'
  | 'sealed-cursor'
  | 'verify-address';

export function signFor(purpose: SignedPurpose, payload: string): string {
  return createHmac('sha256', config.fileLinkSecret()).update(`${purpose}\n${payload}`).digest('base64url');
}

export function isSignedFor(purpose: SignedPurpose, payload: string, signature: unknown): boolean {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(signFor(purpose, payload));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Each purpose's own AES key, derived from the link secret with HKDF (RFC 5869). */
const sealingKey = (purpose: SignedPurpose) =>
  Buffer.from(hkdfSync('sha256', config.fileLinkSecret(), 'hr-portal-seal', `seal\n${purpose}`, 32));

/**
 * Encrypts a value the client must carry back but never read (AES-256-GCM, so it cannot be read or altered
 * either): e.g. a page cursor that may sit on someone the caller may not see.
 */
export function sealFor(purpose: SignedPurpose, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(purpose), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The value `sealFor` sealed for this purpose; null for anything else (altered, foreign, or not sealed). */
export function unsealFor(purpose: SignedPurpose, value: string): string | null {
  const bytes = Buffer.from(value, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(purpose), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
