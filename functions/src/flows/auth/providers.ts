import {
  CANDIDATE_PROVIDERS,
  ERROR_CODES,
  inDomains,
  MESSAGES,
  SIGN_IN_MESSAGES,
  type AuthResponse,
  type Language,
  type Role,
  type SignInOptions,
  type SignInSettings,
} from '@hr-portal/contract';
import { personName } from '@hr-portal/contract/schemas';
import type { DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { auth } from '../../lib/firebase.js';
import { AppError, badRequest, unauthorized } from '../../lib/errors.js';
import { sendVerificationEmail } from '../../lib/identity-toolkit.js';
import { signFor } from '../../lib/signed-tokens.js';
import { log } from '../../lib/log.js';
import { readSignInSettings } from '../../data/settings/sign-in.js';
import { readStoredSession } from '../../data/users/session.js';
import { createUserDoc, findUserByEmail } from '../../data/users/users.js';
import { hasTombstone } from '../../data/users/retention.js';
import { readCurrentNotice } from '../../data/settings/notices.js';
import { refuseSignUpOfAccountless } from './accountless.js';
import { sessionFor } from './auth.js';
import { addProviderTo, discardProviderAccount, issueLinkTicket, type ProviderIdentity } from './provider-links.js';
import { checkDuplicatesAfter } from '../duplicates/detect.js';

/** Firestore's gRPC code for a document that already exists (create() of users/{uid}). */
const ALREADY_EXISTS = 6;

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
    if ((error as { code?: string }).code === 'auth/user-disabled') {
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
 * - an address no one uses becomes a new candidate (never staff, whatever the provider claims);
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
    return sessionFor(decoded.uid, identity.email, method);
  }
  if (stored.role !== undefined) throw unauthorized(SIGN_IN_MESSAGES.accountDisabled, ERROR_CODES.invalidCredentials);

  if (!identity.email) {
    await discardProviderAccount(decoded.uid);
    throw badRequest(SIGN_IN_MESSAGES.noProviderEmail);
  }
  const person = await findUserByEmail(identity.email);
  if (!person) return newCandidate(decoded.uid, identity, language);
  // The same sign-in sent twice: the other request has just made this person.
  if (person._id === decoded.uid) return sessionFor(decoded.uid, identity.email, method);

  await discardProviderAccount(decoded.uid);
  // Someone staff added, without an account yet: the same answer as sign-up (their e-mailed link creates it).
  await refuseSignUpOfAccountless(identity.email);
  if (kind === 'sso' && identity.verified && (await vouchedFor(person._id, person.role))) {
    await addProviderTo({ uid: person._id, role: person.role }, identity);
    return sessionFor(person._id, identity.email, method);
  }
  throw new AppError(
    409,
    ERROR_CODES.linkRequired,
    SIGN_IN_MESSAGES.linkRequired,
    {},
    {
      email: identity.email,
      provider,
      link: issueLinkTicket(identity, now),
    },
  );
}

/**
 * Whether the company SSO may sign in to this account without its owner's proof: an enabled account that an admin
 * made or gave a staff role, or whose address was verified. A candidate account someone opened with a company address
 * they never proved is not: its owner is asked to sign in to it first.
 */
async function vouchedFor(uid: string, role: Role): Promise<boolean> {
  const record = await auth()
    .getUser(uid)
    .catch(() => null);
  if (!record || record.disabled) throw unauthorized(SIGN_IN_MESSAGES.accountDisabled, ERROR_CODES.invalidCredentials);
  return role !== 'candidate' || record.emailVerified;
}

/** A readable name from the provider, or (when it gives none fit for e-mails) from the address. */
function nameFor(identity: ProviderIdentity): string {
  const given = personName.safeParse(identity.displayName ?? '');
  if (given.success) return given.data;
  const fromAddress = personName.safeParse(identity.email.split('@')[0]?.replace(/[^\p{L}]+/gu, ' ') ?? '');
  return fromAddress.success ? fromAddress.data : 'Candidate';
}

/**
 * The provider account becomes a candidate, as sign-up makes one: the privacy notice's version recorded, a
 * returning applicant recognised, a verification e-mail where the provider did not vouch for the address. If a step
 * fails, the account is deleted again, so a retry starts afresh.
 */
async function newCandidate(
  uid: string,
  identity: ProviderIdentity,
  language: Language | undefined,
): Promise<AuthResponse> {
  const [notice, returningApplicant] = await Promise.all([
    readCurrentNotice(),
    hasTombstone(signFor('tombstone', identity.email)),
  ]);
  const name = nameFor(identity);
  try {
    await auth().updateUser(uid, { email: identity.email, emailVerified: identity.verified, displayName: name });
    await auth().setCustomUserClaims(uid, { role: 'candidate' });
    await createUserDoc({
      uid,
      name,
      email: identity.email,
      role: 'candidate',
      noticeVersion: notice.version,
      returningApplicant,
      ...(language ? { language } : {}),
    });
  } catch (error) {
    // The same sign-in sent twice at once: the other request made the person; this one signs them in.
    if ((error as { code?: number }).code === ALREADY_EXISTS) return sessionFor(uid, identity.email, 'provider');
    await auth()
      .deleteUser(uid)
      .catch((cleanupError: unknown) => log.error('Could not roll back a provider account', cleanupError, { uid }));
    if ((error as { code?: string }).code === 'auth/email-already-exists')
      throw new AppError(409, ERROR_CODES.conflict, MESSAGES.emailTaken);
    throw error;
  }
  const session = await sessionFor(uid, identity.email, 'provider');
  if (!identity.verified) await sendVerificationEmail(session.token);
  await checkDuplicatesAfter(uid);
  return session;
}
