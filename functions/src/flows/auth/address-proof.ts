import {
  ERROR_CODES,
  MESSAGES,
  mustUseSso,
  SIGN_IN_MESSAGES,
  USER_MESSAGES,
  VERIFY_MESSAGES,
  type AddressProofLink,
  type AddressVerifiedResponse,
} from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { personTarget } from '../../lib/audit.js';
import { AppError, badRequest, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { auth } from '../../lib/firebase.js';
import { isSignedFor } from '../../lib/signed-tokens.js';
import { recordAuditEntry } from '../../data/audit/audit-log.js';
import { readSignInSettings } from '../../data/settings/sign-in.js';
import {
  addressProofState,
  claimAddressProof,
  markAddressProven,
  type AddressProofState,
} from '../../data/users/address-proofs.js';
import { readProfile } from '../../data/users/users.js';
import { requireRecentSignIn } from '../shared/recent-sign-in.js';
import { endUnprovenWaysIn, sessionStillValid } from './provider-links.js';
import { sessionFor } from './auth.js';
import { signedPart } from './address-verification-mail.js';

/*
 * The portal's own proof of an address. Firebase's verification e-mail is not used: its hosted page marks the
 * address verified and leaves every way into the account as it was, so whoever registered someone else's address
 * kept their password once the owner clicked. The portal's link (/verify-email) proves the address to the portal:
 * opened by the account's own session it only records the proof; opened anywhere else, every earlier way in ends
 * and the opener is signed in, as a sign-in link does.
 */

/**
 * The account state the link was signed for, while it still proves the current address: 400 for a link that is not
 * one (or for an address the account no longer has, or one spent by a proof since), 410 once expired.
 */
async function stateOfLink(link: AddressProofLink, now = Date.now()): Promise<AddressProofState> {
  const state = await addressProofState(link.u);
  if (!state || !isSignedFor('verify-address', signedPart(link.u, state, link.x), link.s))
    throw badRequest(VERIFY_MESSAGES.linkInvalid);
  if (link.x < now) throw new AppError(410, ERROR_CODES.conflict, VERIFY_MESSAGES.linkExpired);
  return state;
}

/** Spends the link (it works once); 400 when a proof or an address change got there first. */
async function claimed(uid: string, state: AddressProofState): Promise<void> {
  if (!(await claimAddressProof(uid, state))) throw badRequest(VERIFY_MESSAGES.linkInvalid);
}

/** POST /api/user/me/verify-email: the account's own session opened the link; only the proof is recorded. */
export async function verifyOwnAddress(caller: Caller, link: AddressProofLink): Promise<AddressVerifiedResponse> {
  if (link.u !== caller.uid) throw forbidden(VERIFY_MESSAGES.otherAccount);
  // Opened again by its owner once spent: they are told it is done, not that the link is bad.
  const state = await stateOfLink(link).catch(async (error: unknown) => {
    if ((await addressProofState(caller.uid))?.emailVerified) return null;
    throw error;
  });
  if (!state || state.emailVerified) return { message: VERIFY_MESSAGES.alreadyVerified };
  await claimed(caller.uid, state);
  await auth().updateUser(caller.uid, { emailVerified: true });
  await markAddressProven(caller.uid, {
    audit: {
      actor: { uid: caller.uid, role: caller.role },
      action: 'user.address_verified',
      target: personTarget(caller.uid),
      before: null,
      after: { waysInRemoved: [] },
    },
  });
  return { message: VERIFY_MESSAGES.verified };
}

/**
 * POST /api/auth/verify-email: the link opened without the account's session. Whoever opened the account may not be
 * the address's owner: every way in set up before ends (endUnprovenWaysIn), then the opener is signed in. The link
 * works once, and not at all for an address proven already (it is no sign-in link for its three days).
 */
export async function verifyAddressByLink(link: AddressProofLink): Promise<AddressVerifiedResponse> {
  const state = await stateOfLink(link);
  if (state.emailVerified) return { message: VERIFY_MESSAGES.alreadyVerified };
  const record = await auth()
    .getUser(link.u)
    .catch(() => null);
  if (!record) throw badRequest(VERIFY_MESSAGES.linkInvalid);
  if (record.disabled) throw forbidden(SIGN_IN_MESSAGES.accountDisabled);
  await claimed(link.u, state);
  await endUnprovenWaysIn(record);
  try {
    return { message: VERIFY_MESSAGES.verifiedSignedIn, session: await sessionFor(link.u, 'link') };
  } catch (error) {
    // Proven; but this account signs in another way (staff held to the company SSO): the page says to sign in.
    if (error instanceof AppError && (error.status === 401 || error.status === 403))
      return { message: VERIFY_MESSAGES.verified };
    throw error;
  }
}

/**
 * POST /api/user/me/password: a signed-in person sets a password (anyone whose password a proof removed, or who
 * never had one). Needs a recent sign-in, as changing the address does; refused to staff held to the company SSO.
 */
export async function setOwnPassword(caller: Caller, password: string): Promise<{ message: string }> {
  requireRecentSignIn(caller, VERIFY_MESSAGES.recentSignInForPassword);
  const [profile, settings] = await Promise.all([readProfile(caller.uid), readSignInSettings()]);
  if (!profile) throw notFound(USER_MESSAGES.userNotFound);
  if (mustUseSso(settings, caller.role, profile.email, 'password'))
    throw new AppError(403, ERROR_CODES.ssoRequired, SIGN_IN_MESSAGES.ssoRequired);
  await auth().updateUser(caller.uid, { email: profile.email, password });
  // A proof of the address that ran meanwhile ended this session (whoever opened the account may not own the
  // address): the password set just now goes again.
  if (!(await sessionStillValid(caller.uid, caller.authTime))) {
    await auth().updateUser(caller.uid, { providersToUnlink: ['password'] });
    throw unauthorized(MESSAGES.accessChanged, ERROR_CODES.tokenRevoked);
  }
  await recordAuditEntry({
    actor: { uid: caller.uid, role: caller.role },
    action: 'user.password_set',
    target: personTarget(caller.uid),
    before: null,
    after: null,
  });
  return { message: VERIFY_MESSAGES.passwordSet };
}
