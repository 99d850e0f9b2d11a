import {
  CANDIDATE_PROVIDERS,
  ERROR_CODES,
  inDomains,
  MESSAGES,
  SIGN_IN_MESSAGES,
  type AuthResponse,
  type Language,
  type LinkRequired,
  type Role,
  type SignInOptions,
  type SignInSettings,
} from '@hr-portal/contract';
import type { DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { auth, AUTH_CODES, isAuthCode } from '../../lib/firebase.js';
import { AppError, badRequest, unauthorized } from '../../lib/errors.js';
import { readSignInSettings } from '../../data/settings/sign-in.js';
import { readStoredSession } from '../../data/users/session.js';
import { findUserByEmail, readProfile } from '../../data/users/users.js';
import { refuseSignUpOfAccountless } from './accountless.js';
import { sessionFor } from './auth.js';
import {
  addProviderTo,
  discardProviderAccount,
  endUnprovenWaysIn,
  issueLinkTicket,
  type ProviderIdentity,
} from './provider-links.js';
import { makeCandidate } from './new-candidate.js';
import { checkDuplicatesAfter } from '../duplicates/detect.js';

/** A provider sign-in older than this is not taken as proof: the person continues with the provider again. */
const FRESH_SIGN_IN_SECONDS = 5 * 60;

/** What the sign-in page offers: Google and Microsoft for everyone, and the company's SSO when there is one. */
export async function signInOptions(): Promise<SignInOptions> {
  const { sso } = await readSignInSettings();
  return { providers: [...CANDIDATE_PROVIDERS], sso: sso ? { providerId: sso.providerId, label: sso.label } : null };
}

type ProviderKind = 'candidate' | 'sso';

function kindOf(provider: string, settings: SignInSettings): ProviderKind | null {
  if ((CANDIDATE_PROVIDERS as readonly string[]).includes(provider)) return 'candidate';
  return settings.sso?.providerId === provider ? 'sso' : null;
}

/** The ID token of a provider sign-in, checked: signature, expiry, revocation, a disabled account, freshness. */
async function verifiedProviderToken(idToken: string, now: number): Promise<DecodedIdToken> {
  let decoded: DecodedIdToken;
  try {
    decoded = await auth().verifyIdToken(idToken, true);
  } catch (error) {
    if (isAuthCode(error, AUTH_CODES.userDisabled)) {
      throw unauthorized(SIGN_IN_MESSAGES.accountDisabled, ERROR_CODES.invalidCredentials);
    }
    throw unauthorized(MESSAGES.invalidToken);
  }
  if (now / 1000 - decoded.auth_time > FRESH_SIGN_IN_SECONDS) {
    await discardProviderAccount(decoded.uid);
    throw unauthorized(SIGN_IN_MESSAGES.signInAgain);
  }
  return decoded;
}

/**
 * Who the provider says this is. A company SSO vouches for addresses in the company's domains; Google for the
 * addresses of its accounts; Microsoft's address claim proves nothing (the person verifies it by e-mail).
 */
function identityOf(record: UserRecord, provider: string, kind: ProviderKind, settings: SignInSettings) {
  const info = record.providerData.find((entry) => entry.providerId === provider);
  if (!info) throw unauthorized(MESSAGES.invalidToken);
  const email = (record.email ?? info.email ?? '').trim().toLowerCase();
  const verified = kind === 'sso' ? inDomains(email, settings.sso?.domains ?? []) : provider === 'google.com';
  const identity: ProviderIdentity = {
    providerId: provider,
    rawId: info.uid,
    email,
    verified,
    ...(info.displayName ? { displayName: info.displayName.slice(0, 200) } : {}),
  };
  return identity;
}

/**
 * POST /api/auth/provider-session: a Google, Microsoft or company-SSO sign-in made in the browser becomes a portal
 * session, answered like a password sign-in. The provider's account is only proof of who someone is:
 * - an identity already part of an account signs in to that account;
 * - an address no one uses becomes a new candidate (never staff, whatever the provider claims) when the provider
 *   vouches for it; otherwise (Microsoft) 409 link_required with `proof: 'address'`: a sign-in link e-mailed to the
 *   address, sent with the answer's ticket, creates the account, so no one holds an address they did not prove;
 * - the company's SSO, for an address in its domains, signs in to the account with that address (admins provision
 *   staff accounts first);
 * - otherwise an account with the address exists, and the answer is 409 link_required: its owner signs in once with
 *   its password or a sign-in link, sending the answer's ticket, and the provider is added to it. Never silently.
 * A provider account that did not become a person is deleted, so it never holds an address someone signs up with.
 */
export async function providerSession(idToken: string, language?: Language, now = Date.now()): Promise<AuthResponse> {
  const decoded = await verifiedProviderToken(idToken, now);
  const provider = decoded.firebase.sign_in_provider;
  const settings = await readSignInSettings();
  const kind = kindOf(provider, settings);
  if (!kind) {
    await discardProviderAccount(decoded.uid);
    throw badRequest(SIGN_IN_MESSAGES.providerNotOffered);
  }
  const record = await auth().getUser(decoded.uid);
  const identity = identityOf(record, provider, kind, settings);
  const method = kind === 'sso' ? 'sso' : 'provider';

  const stored = await readStoredSession(decoded.uid);
  if (stored.exists) {
    // A provider sign-in from before "sign out everywhere" (or a role change) does not start a session either.
    if (decoded.auth_time < stored.validAfter) throw unauthorized(SIGN_IN_MESSAGES.signInAgain);
    return sessionFor(decoded.uid, method, provider);
  }
  if (stored.role !== undefined) throw unauthorized(SIGN_IN_MESSAGES.accountDisabled, ERROR_CODES.invalidCredentials);

  if (!identity.email) {
    await discardProviderAccount(decoded.uid);
    throw badRequest(SIGN_IN_MESSAGES.noProviderEmail);
  }
  const person = await findUserByEmail(identity.email);
  if (!person && identity.verified) return newCandidate(decoded.uid, identity, language);
  // The same sign-in sent twice: the other request has just made this person.
  if (person?._id === decoded.uid) return sessionFor(decoded.uid, method);

  await discardProviderAccount(decoded.uid);
  // Someone staff added, without an account yet: the same answer as sign-up (their e-mailed link creates it).
  await refuseSignUpOfAccountless(identity.email);
  if (!person) {
    // Microsoft's address claim (or an SSO address outside the company's domains) proves nothing: no account holds
    // the address until its owner opens a sign-in link e-mailed to it, sent with this ticket.
    throw linkRequired(identity, 'address', now, language);
  }
  const vouched = kind === 'sso' && identity.verified ? await vouchedFor(person._id, person.role) : null;
  if (vouched) {
    // The company vouches for the address only now: whatever was set up before the proof goes.
    if (!vouched.proven) await endUnprovenWaysIn(vouched.record);
    await addProviderTo({ uid: person._id, role: person.role }, identity);
    return sessionFor(person._id, method);
  }
  throw linkRequired(identity, 'account', now, language);
}

/** 409 link_required: the owner's proof (of the account, or of the address) adds the provider with the ticket. */
function linkRequired(identity: ProviderIdentity, proof: LinkRequired['proof'], now: number, language?: Language) {
  const message = proof === 'account' ? SIGN_IN_MESSAGES.linkRequired : SIGN_IN_MESSAGES.confirmAddress;
  const ticket = issueLinkTicket({ ...identity, ...(language ? { language } : {}) }, now);
  return new AppError(
    409,
    ERROR_CODES.linkRequired,
    message,
    {},
    { email: identity.email, provider: identity.providerId, link: ticket, proof },
  );
}

/**
 * The account the company SSO may sign in to without its owner's proof (null when it may not): an enabled account
 * whose address was verified, or a staff account an admin made that no one has opened a way into yet. An account
 * someone opened with a company address they never proved is not, even after an admin gave it a staff role: its
 * owner is asked to sign in to it first.
 */
async function vouchedFor(uid: string, role: Role): Promise<{ record: UserRecord; proven: boolean } | null> {
  const [record, profile] = await Promise.all([
    auth()
      .getUser(uid)
      .catch(() => null),
    readProfile(uid),
  ]);
  if (!record || record.disabled) throw unauthorized(SIGN_IN_MESSAGES.accountDisabled, ERROR_CODES.invalidCredentials);
  const provisioned = role !== 'candidate' && record.providerData.length === 0;
  // The portal's record of a proof, not Firebase's flag (its hosted links set that and end no one's way in).
  const proven = profile?.emailVerified === true;
  return proven || provisioned ? { record, proven } : null;
}

/** A new address that Google or the company SSO vouches for becomes a candidate, as sign-up makes one. */
async function newCandidate(uid: string, identity: ProviderIdentity, language: Language | undefined) {
  await makeCandidate(uid, { ...identity, ...(language ? { language } : {}) });
  const session = await sessionFor(uid, 'provider');
  await checkDuplicatesAfter(uid);
  return session;
}
