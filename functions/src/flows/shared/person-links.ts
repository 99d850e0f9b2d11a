import { randomBytes } from 'node:crypto';
import { SOURCE_IN_MAIL, SOURCING_LIMITS, type SourcingSource } from '@hr-portal/contract';
import { isSignedFor, signFor } from '../../lib/signed-tokens.js';
import type { MailTemplates } from '../../data/mail/templates.js';
import { composeMail, portalLink } from './compose-mail.js';

// The two links of the e-mail to someone staff added (GDPR Article 14): "Create my account" (the web's /join) and
// "Remove my data" (/privacy/remove). Each carries the person, a one-time value kept on their users document, and
// an HMAC of both for its own purpose, so neither link passes for the other.

export type PersonLinkPurpose = 'create-account' | 'remove-data';

/** The fields a link carries: u (the person), n (the one-time value), s (the signature). */
export interface PersonLink {
  u: string;
  n: string;
  s: string;
}

export const newLinkNonce = () => randomBytes(18).toString('base64url');

/** Links work SOURCING_LIMITS.linkDays from when their value was issued. */
export const linkExpired = (standing: { issuedAt: Date | null }, now = Date.now()) =>
  !standing.issuedAt || now - standing.issuedAt.getTime() > SOURCING_LIMITS.linkDays * 24 * 60 * 60 * 1000;

const linkQuery = (purpose: PersonLinkPurpose, uid: string, nonce: string) =>
  new URLSearchParams({ u: uid, n: nonce, s: signFor(purpose, `${uid}:${nonce}`) }).toString();

export const createAccountUrl = (uid: string, nonce: string) =>
  portalLink(`/join?${linkQuery('create-account', uid, nonce)}`);
export const removeDataUrl = (uid: string, nonce: string) =>
  portalLink(`/privacy/remove?${linkQuery('remove-data', uid, nonce)}`);

/** Whether the link was signed for this purpose (the one-time value is checked against the person's document). */
export const isPersonLink = (purpose: PersonLinkPurpose, link: PersonLink) =>
  isSignedFor(purpose, `${link.u}:${link.n}`, link.s);

/** The Article 14 e-mail: where we got their details, the privacy notice, and both links. Always sent. */
export function sourcedNotice(
  templates: MailTemplates,
  person: { uid: string; name: string; email: string },
  source: SourcingSource,
  nonce: string,
) {
  const values = {
    candidateName: person.name,
    source: SOURCE_IN_MAIL[source],
    portalUrl: createAccountUrl(person.uid, nonce),
    removeUrl: removeDataUrl(person.uid, nonce),
    privacyUrl: portalLink('/privacy'),
  };
  return composeMail(templates, 'person_sourced', person.email, values, { recipientUid: person.uid });
}
