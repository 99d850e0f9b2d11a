import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';

/**
 * HMACs with the deployment's link secret, each purpose its own domain (so a value signed for one purpose never
 * passes for another, nor for a file link): the "keep my data" link, the salted hash a tombstone keeps of an
 * address, the "Create my account" and "Remove my data" links of the e-mail to someone staff added, and the salted
 * hash that keeps people who removed their data from being added again, and the ticket that adds a sign-in provider
 * to an account once its owner proves it is theirs.
 */
export type SignedPurpose =
  'keep-data' | 'tombstone' | 'create-account' | 'remove-data' | 'opt-out' | 'provider-link' | 'survey-respondent';

export function signFor(purpose: SignedPurpose, payload: string): string {
  return createHmac('sha256', config.fileLinkSecret()).update(`${purpose}\n${payload}`).digest('base64url');
}

export function isSignedFor(purpose: SignedPurpose, payload: string, signature: unknown): boolean {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(signFor(purpose, payload));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
