import { USER_MESSAGES } from '@hr-portal/contract';
import { notFound } from '../../lib/errors.js';
import { queueMailAlone } from '../../lib/mail.js';
import { signFor } from '../../lib/signed-tokens.js';
import { loadTemplates } from '../../data/mail/templates.js';
import { addressProofRecipient } from '../../data/users/address-proofs.js';
import { composeMail, portalLink } from '../shared/compose-mail.js';

// The verification e-mail: a link to the web's /verify-email, signed for the account and the address it was sent
// to (flows/auth/address-proof.ts redeems it). Sign-up sends it; so does the profile's "send verification e-mail".

const LINK_DAYS = 3;

/**
 * What the link's signature covers: the account, the address it was sent to, how many proofs the account had then
 * (any proof since spends it, this link's own use too), and its expiry.
 */
export const signedPart = (uid: string, state: { email: string; proofs: number }, expires: number) =>
  `${uid}:${state.email.toLowerCase()}:${state.proofs}:${expires}`;

export function addressProofUrl(uid: string, state: { email: string; proofs: number }, now = Date.now()): string {
  const expires = now + LINK_DAYS * 24 * 60 * 60 * 1000;
  const query = new URLSearchParams({
    u: uid,
    x: String(expires),
    s: signFor('verify-address', signedPart(uid, state, expires)),
  });
  return portalLink(`/verify-email?${query.toString()}`);
}

/**
 * E-mails the verification link to the account's address (in the person's language). Answers false when there is
 * nothing to prove (the address is proven already).
 */
export async function sendAddressVerification(uid: string): Promise<boolean> {
  const [recipient, templates] = await Promise.all([addressProofRecipient(uid), loadTemplates()]);
  if (!recipient) throw notFound(USER_MESSAGES.userNotFound);
  const { state, name, language } = recipient;
  if (state.emailVerified) return false;
  const values = { candidateName: name || state.email, portalUrl: addressProofUrl(uid, state) };
  const mail = composeMail(templates, 'address_verification', state.email, values, { recipientUid: uid }, language);
  if (!mail) return true;
  await queueMailAlone(mail);
  return true;
}
