import {
  ERROR_CODES,
  isRole,
  MESSAGES,
  SELF_SIGN_UP_ROLES,
  SIGN_IN_LINK_INVALID,
  type AuthResponse,
  type LoginRequest,
  type RegisterRequest,
  type SignInMethod,
} from '@hr-portal/contract';
import { auth, AUTH_CODES, isAuthCode } from '../../lib/firebase.js';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/errors.js';
import { createUserDoc, findUserByEmail, readProfile as storedProfile } from '../../data/users/users.js';
import { recordLogin } from '../../data/users/sign-ins.js';
import { hasTombstone } from '../../data/users/retention.js';
import { syncWithAuth } from '../users/users.js';
import { signFor } from '../../lib/signed-tokens.js';
import {
  sendSignInLink,
  sessionTokensFromCustomToken,
  signInWithEmailLink,
  signInWithPassword,
} from '../../lib/identity-toolkit.js';
import { config } from '../../lib/config.js';
import { readCurrentNotice } from '../../data/settings/notices.js';
import { log } from '../../lib/log.js';
import { refuseSignUpOfAccountless } from './accountless.js';
import { checkDuplicatesAfter } from '../duplicates/detect.js';
import { enforceSignInPolicy } from './sign-in-policy.js';
import {
  discardProviderAccount,
  endUnprovenWaysIn,
  readLinkTicket,
  redeemLinkTicket,
  type LinkTicket,
} from './provider-links.js';
import { makeCandidate } from './new-candidate.js';
import { sendAddressVerification } from './address-verification-mail.js';

/**
 * Sign-up: Auth user, role claim and users document. If any step after creating the Auth user fails, the
 * Auth user is removed again so a retry with the same email works.
 */
export async function register(input: RegisterRequest): Promise<AuthResponse> {
  if (!(SELF_SIGN_UP_ROLES as readonly string[]).includes(input.role)) {
    throw new AppError(403, ERROR_CODES.roleNotAllowed, MESSAGES.signUpRoleRefused);
  }
  // The notice the sign-up form linked to: its version is recorded with the account. A tombstone with the
  // address's salted hash tells that someone anonymised by retention came back.
  // Someone staff added, without an account yet: their link creates it (under the id their data is filed by).
  await refuseSignUpOfAccountless(input.email.toLowerCase());
  // Firebase keeps one account per sign-in provider, so a Google or Microsoft account may hold the address without a
  // password: the people the portal knows decide whether it is taken.
  if (await findUserByEmail(input.email.toLowerCase())) throw conflict(MESSAGES.emailTaken);
  const [notice, returningApplicant] = await Promise.all([
    readCurrentNotice(),
    hasTombstone(signFor('tombstone', input.email.toLowerCase())),
  ]);
  let uid: string;
  try {
    const created = await auth().createUser({ email: input.email, password: input.password, displayName: input.name });
    uid = created.uid;
  } catch (error) {
    if (isAuthCode(error, AUTH_CODES.emailExists)) throw conflict(MESSAGES.emailTaken);
    throw error;
  }
  try {
    await auth().setCustomUserClaims(uid, { role: input.role });
    await createUserDoc({
      uid,
      name: input.name,
      email: input.email,
      role: input.role,
      noticeVersion: notice.version,
      returningApplicant,
      ...(input.language ? { language: input.language } : {}),
    });
  } catch (error) {
    await auth()
      .deleteUser(uid)
      .catch((cleanupError: unknown) => log.error('Could not roll back Auth user', cleanupError, { uid }));
    throw error;
  }
  const session = await login({ email: input.email, password: input.password });
  // The portal's own verification e-mail (address-verification-mail.ts); sign-up does not wait on a failure.
  await sendAddressVerification(uid).catch((error: unknown) =>
    log.error('Verification e-mail not queued', error, { uid }),
  );
  await checkDuplicatesAfter(uid);
  return session;
}

/**
 * Password sign-in: returns a bearer ID token, a custom token for the web's Firebase session, and the user. With
 * `link` (a 409 link_required ticket), the password is the proof that adds the waiting provider to the account.
 */
export async function login(input: LoginRequest): Promise<AuthResponse> {
  const ticket = input.link === undefined ? null : readLinkTicket(input.link);
  const { localId: uid } = await signInWithPassword(input.email, input.password);
  const session = await sessionFor(uid, 'password', 'password');
  if (ticket)
    await redeemLinkTicket(
      { uid, role: session.user.role, email: session.user.email, sessionAuthTime: authTimeOf(session.token) },
      ticket,
    );
  return session;
}

/**
 * Sign-in by an e-mailed link (POST /api/auth/link-sign-in): the one-time code stands in for the password. A
 * code for an address without an account is refused before Firebase could create one, unless it comes with the
 * ticket of a provider whose address claim needed proof: then the link made the address the owner's, and the
 * account is created with the provider. The link proves the address and nothing else: when the address was not
 * proven before, every other way into the account ends first.
 */
export async function loginWithLink(email: string, oobCode: string, link?: string): Promise<AuthResponse> {
  const ticket = link === undefined ? null : readLinkTicket(link);
  const address = email.toLowerCase();
  // The account is the one of the person the portal knows by the address: Firebase keeps one account per provider,
  // so it may hold others with it (e.g. a provider sign-in that never reached the API).
  const person = await findUserByEmail(address);
  if (!person) return firstSignInByLink(address, oobCode, ticket);
  const before = await auth()
    .getUser(person._id)
    .catch(() => null);
  if (!before) {
    // Someone staff added who has no account yet: their e-mailed "Create my account" link makes it.
    await refuseSignUpOfAccountless(address);
    throw badRequest(SIGN_IN_LINK_INVALID);
  }
  const { localId: uid } = await signInWithEmailLink(email, oobCode);
  if (uid !== person._id) {
    await discardProviderAccount(uid);
    throw badRequest(SIGN_IN_LINK_INVALID);
  }
  // The portal's own record decides (Firebase's flag is set by its hosted links, which end no one's way in).
  if (!(await storedProfile(uid))?.emailVerified) await endUnprovenWaysIn(await auth().getUser(uid));
  const session = await sessionFor(uid, 'link');
  if (ticket)
    await redeemLinkTicket(
      { uid, role: session.user.role, email: session.user.email, sessionAuthTime: authTimeOf(session.token) },
      ticket,
    );
  return session;
}

/**
 * A provider's ticket for an address no one holds yet (LinkRequired proof 'address'), now proven by its link. The
 * account the link signed in to is stripped of every other way in first (Firebase may have signed in to one someone
 * opened meanwhile), then becomes the candidate, with the ticket's provider.
 */
async function firstSignInByLink(email: string, oobCode: string, ticket: LinkTicket | null): Promise<AuthResponse> {
  if (!ticket || ticket.email !== email) throw badRequest(SIGN_IN_LINK_INVALID);
  await refuseSignUpOfAccountless(email);
  const { localId: uid } = await signInWithEmailLink(email, oobCode);
  await endUnprovenWaysIn(await auth().getUser(uid));
  const { expires: _expires, ...identity } = ticket;
  await makeCandidate(uid, { ...identity, verified: true });
  const session = await sessionFor(uid, 'link');
  await redeemLinkTicket({ uid, role: session.user.role, email, sessionAuthTime: authTimeOf(session.token) }, ticket);
  await checkDuplicatesAfter(uid);
  return session;
}

/** The sign-in time (seconds) of an ID token the server just minted (read, not verified: it made it). */
const authTimeOf = (token: string): number =>
  Number(
    (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { auth_time?: number }).auth_time ??
      0,
  );

/** Whether Firebase Auth has an account for the address (a sign-in link goes only to those, or with a ticket). */
export const accountExists = (email: string) =>
  auth()
    .getUserByEmail(email)
    .then(
      () => true,
      () => false,
    );

/**
 * What a sign-in answers once its proof (a password, an e-mailed link, a provider's sign-in) was checked: a session
 * the server mints (a custom token exchanged for an ID token, which carries the current role claim, and the refresh
 * token that renews it), and the user. Only such sessions pass the API's wall and the rules: whatever Firebase issues for a password or a
 * provider directly is proof, never a session, so the sign-in settings applied here cannot be gone around.
 */
export async function sessionFor(
  uid: string,
  method: SignInMethod,
  /** The sign-in provider that was the proof (`password`, `google.com`...): it must still be the account's. */
  proof?: string,
): Promise<AuthResponse> {
  const record = await auth().getUser(uid);
  const role = record.customClaims?.role as unknown;
  if (!isRole(role) || record.disabled) throw unauthorized(MESSAGES.invalidCredentials, ERROR_CODES.invalidCredentials);
  const profile = await storedProfile(uid);
  // No users document: a person erased (or being erased) gets no session, and a sign-in never re-creates one.
  if (!profile) throw unauthorized(MESSAGES.invalidCredentials, ERROR_CODES.invalidCredentials);
  // The policy reads the address the portal holds: one changed in Firebase behind its back does not open a way in.
  await enforceSignInPolicy(uid, role, profile.email, method);
  // A followed e-mail change link shows up at the next sign-in too: record it (with its audit entry) first. The
  // address stored is the one this decided (a change refused here is never written back by the sign-in).
  const synced = (await syncWithAuth(uid, profile, record)) ?? profile;
  const user = await recordLogin(uid, { email: synced.email, name: record.displayName ?? '', role });
  if (!user) throw unauthorized(MESSAGES.invalidCredentials, ERROR_CODES.invalidCredentials);
  const { idToken: token, refreshToken } = await sessionTokensFromCustomToken(await auth().createCustomToken(uid));
  // The proof was checked before all this: if the owner's proof of the address removed it meanwhile, the session
  // minted is not handed out (one minted before the removal ends with it: endUnprovenWaysIn).
  if (proof && !(await auth().getUser(uid)).providerData.some((entry) => entry.providerId === proof))
    throw unauthorized(MESSAGES.invalidCredentials, ERROR_CODES.invalidCredentials);
  return { token, refreshToken, user };
}

/** The path the sign-in link returns to (the web's /login/link finishes the sign-in). */
export const SIGN_IN_LINK_PATH = '/login/link';

/**
 * Sends a sign-in link to an existing account's address; the answer is the same whether or not there is one, so
 * the route tells nobody which addresses have accounts. A link goes to an address without an account only with a
 * provider's ticket for that address (LinkRequired proof 'address'): only that ticket lets the link create one.
 */
export async function requestSignInLink(email: string, link?: string): Promise<void> {
  const ticket = link === undefined ? null : readLinkTicket(link);
  const forTicket = ticket?.email === email.toLowerCase() && !ticket.verified;
  if (forTicket || (await accountExists(email))) await sendSignInLink(email, `${config.portalUrl}${SIGN_IN_LINK_PATH}`);
}
