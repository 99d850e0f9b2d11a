import { ERROR_CODES, isRole, MESSAGES, SIGN_IN_MESSAGES, type Language, type Role } from '@hr-portal/contract';
import type { UserRecord } from 'firebase-admin/auth';
import { auth, FIRESTORE_CODES, isFirestoreCode } from '../../lib/firebase.js';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/errors.js';
import { isSignedFor, signFor } from '../../lib/signed-tokens.js';
import { personTarget, type AuditRecord } from '../../lib/audit.js';
import { recordAuditEntry } from '../../data/audit/audit-log.js';
import { readStoredSession } from '../../data/users/session.js';
import { endAllSessions } from '../../data/users/sign-ins.js';
import { markAddressProven } from '../../data/users/address-proofs.js';
import { log } from '../../lib/log.js';

/** A provider identity waiting to be added to the account `uid` once its owner proves the account is theirs. */
export interface ProviderIdentity {
  providerId: string;
  /** The person's id at the provider (`sub`). */
  rawId: string;
  email: string;
  displayName?: string;
  /** The provider vouches for the address (Google does; Microsoft's address claim is not proof). */
  verified: boolean;
  /** The language the person chose before continuing: a new account made from the ticket is in it. */
  language?: Language;
}

export interface LinkTicket extends ProviderIdentity {
  expires: number;
}

/** Long enough to type a password or open a sign-in link; after that, the provider is asked again. */
const TICKET_TTL_MS = 30 * 60 * 1000;

/**
 * The signed ticket of a 409 link_required answer: what to add, until when. It names the account only by the
 * address the provider gave (no id): the account that address belongs to is the one its owner must sign in to.
 */
export function issueLinkTicket(identity: ProviderIdentity, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ ...identity, expires: now + TICKET_TTL_MS })).toString('base64url');
  return `${payload}.${signFor('provider-link', payload)}`;
}

/** The ticket's contents, or 400 when it is not ours, altered or expired. */
export function readLinkTicket(ticket: string, now = Date.now()): LinkTicket {
  const [payload = '', signature, ...rest] = ticket.split('.');
  if (rest.length > 0 || !isSignedFor('provider-link', payload, signature))
    throw badRequest(SIGN_IN_MESSAGES.linkInvalid);
  const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LinkTicket;
  if (!(parsed.expires > now)) throw badRequest(SIGN_IN_MESSAGES.linkInvalid);
  return parsed;
}

/**
 * Deletes the Firebase account a provider sign-in made for an identity that did not become a person of its own
 * (it was only the proof; the identity is added to the person's account instead). Never one with a users document.
 */
export async function discardProviderAccount(uid: string): Promise<void> {
  const stored = await readStoredSession(uid);
  if (stored.exists || stored.role !== undefined) return;
  await auth()
    .deleteUser(uid)
    .catch((error: unknown) => log.error('Could not discard a provider-only account', error, { uid }));
}

/**
 * Adds the provider identity to the account of `person` (its next sign-in with the provider is that account's),
 * audited as the person's act.
 */
export async function addProviderTo(person: { uid: string; role: Role }, identity: ProviderIdentity): Promise<void> {
  const { uid } = person;
  const link = () =>
    auth().updateUser(uid, {
      providerToLink: {
        providerId: identity.providerId,
        uid: identity.rawId,
        email: identity.email,
        ...(identity.displayName ? { displayName: identity.displayName } : {}),
      },
      ...(identity.verified ? { emailVerified: true } : {}),
    });
  try {
    await link();
  } catch (error) {
    // The identity is held by another account: a provider-only one left over is discarded, anyone else's is not taken.
    const { users } = await auth().getUsers([{ providerId: identity.providerId, providerUid: identity.rawId }]);
    const holder = users[0];
    if (!holder || holder.uid === uid) throw error;
    if ((await readStoredSession(holder.uid)).role !== undefined) throw conflict(SIGN_IN_MESSAGES.linkOtherAccount);
    await discardProviderAccount(holder.uid);
    await link();
  }
  await recordAuditEntry({
    actor: person,
    action: 'user.sign_in_linked',
    target: personTarget(uid),
    before: null,
    after: { provider: identity.providerId },
  });
}

/** Adds the ticket's provider to the account whose owner just proved it is theirs: the one with the ticket's address. */
export async function redeemLinkTicket(
  person: { uid: string; role: Role; email: string; sessionAuthTime: number },
  ticket: LinkTicket,
): Promise<void> {
  const { expires: _expires, ...identity } = ticket;
  if (identity.email !== person.email.toLowerCase()) throw forbidden(SIGN_IN_MESSAGES.linkOtherAccount);
  await addProviderTo({ uid: person.uid, role: person.role }, identity);
  // A proof of the address that ran meanwhile ended the session this came with: the provider goes again.
  if (!(await sessionStillValid(person.uid, person.sessionAuthTime))) {
    await auth().updateUser(person.uid, { providersToUnlink: [identity.providerId] });
    throw unauthorized(MESSAGES.accessChanged, ERROR_CODES.tokenRevoked);
  }
}

/** Allowance for the Auth servers' clock against ours when waiting for the next second. */
const CLOCK_MARGIN_MS = 50;

/** No users document yet: an account a sign-in link just made has no sessions to end. */
const unlessNoDocument = (error: unknown) => {
  if (!isFirestoreCode(error, FIRESTORE_CODES.notFound)) throw error;
  return false;
};

/**
 * The account's address is proven only now (an e-mailed link was opened, the company SSO vouched for it): whoever
 * opened the account before may not have been its owner. Every session ends first, so they can no longer set a
 * password or add a provider; then every way in set up before the proof (a password, Microsoft, another provider) is
 * removed, read again until none is left (a request already past the wall re-checks its session after its write:
 * sessionStillValid); the address is marked proven (the portal's record, in a write that ends the sessions once
 * more, and Firebase's flag), before the owner's session is issued.
 */
export async function endUnprovenWaysIn(record: UserRecord): Promise<void> {
  const { uid } = record;
  const hasDocument = await endAllSessions(uid, Date.now() + 1000).then(() => true, unlessNoDocument);
  await auth().revokeRefreshTokens(uid);
  const removed = new Set<string>();
  let current = record;
  for (let round = 0; round < 3 && current.providerData.length > 0; round++) {
    const methods = current.providerData.map((entry) => entry.providerId);
    for (const method of methods) removed.add(method);
    await auth().updateUser(uid, { providersToUnlink: methods });
    current = await auth().getUser(uid);
  }
  // Unlinking the password takes the address with it: the account keeps the address its owner just proved.
  if (record.email) await auth().updateUser(uid, { email: record.email, emailVerified: true });
  await auth().revokeRefreshTokens(uid);
  if (!hasDocument) return;
  // Sessions are ended to the whole second (a token's auth_time): this very second's too, so one someone minted
  // in the same second as the proof ends as well. The owner's session is then issued from the next second on.
  const now = Date.now();
  const role = record.customClaims?.role;
  const audit: AuditRecord = {
    actor: { uid, role: isRole(role) ? role : 'candidate' },
    action: 'user.address_verified',
    target: personTarget(uid),
    before: null,
    after: { waysInRemoved: [...removed] },
  };
  const ended = await markAddressProven(uid, { endSessionsFrom: now + 1000, audit }).then(() => true, unlessNoDocument);
  if (ended) await new Promise((resume) => setTimeout(resume, 1000 - (now % 1000) + CLOCK_MARGIN_MS));
}

/**
 * After a request added a way in (a password, a provider): whether the session it came with still counts. A proof
 * of the address that ran meanwhile ended it (endUnprovenWaysIn ends sessions before it removes the ways in), and
 * then the way in just added must go again.
 */
export async function sessionStillValid(uid: string, authTime: number): Promise<boolean> {
  const stored = await readStoredSession(uid);
  return stored.exists && authTime >= stored.validAfter;
}
