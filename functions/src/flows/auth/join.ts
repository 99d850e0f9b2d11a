import { ERROR_CODES, MESSAGES, SOURCING_MESSAGES, type AuthResponse, type JoinDetailsDto } from '@hr-portal/contract';
import { personTarget, recordAudit } from '../../lib/audit.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { auth, AUTH_CODES, isAuthCode } from '../../lib/firebase.js';
import { isSafeId } from '../../lib/ids.js';
import { log } from '../../lib/log.js';
import { runTransaction } from '../../lib/transactions.js';
import { readCurrentNotice } from '../../data/settings/notices.js';
import { accountCreatedIn, linkStanding, linkStandingIn, type LinkStanding } from '../../data/users/sourced.js';
import { isPersonLink, linkExpired, type PersonLink } from '../shared/person-links.js';
import { login } from './auth.js';

// "Create my account" from the e-mail to someone staff added: the link proves the address is theirs, so the account
// is created verified, under the id the portal already knows them by: everything staff filed is there.

const linkUsed = () => new AppError(410, ERROR_CODES.conflict, SOURCING_MESSAGES.linkUsed);

/**
 * The person the link is for while it can still create their account: 400 for a link that is not theirs, 410 once
 * spent (an account made, or "Remove my data" pressed) or expired.
 */
function standingFor(link: PersonLink, standing: LinkStanding | null, now = Date.now()): LinkStanding {
  if (!standing || standing.hasAccount || standing.nonce === null || standing.erasingAt) throw linkUsed();
  // Sign-up asking again sends new links: the value of any earlier e-mail is not this one any more.
  if (standing.nonce !== link.n) throw badRequest(SOURCING_MESSAGES.linkInvalid);
  if (linkExpired(standing, now)) throw new AppError(410, ERROR_CODES.conflict, SOURCING_MESSAGES.linkExpired);
  return standing;
}

const checkedLink = (link: PersonLink) => {
  if (!isSafeId(link.u) || !isPersonLink('create-account', link)) throw badRequest(SOURCING_MESSAGES.linkInvalid);
};

/** GET /api/auth/join: whom the link is for (the page shows their name and address before they choose a password). */
export async function joinDetails(link: PersonLink): Promise<JoinDetailsDto> {
  checkedLink(link);
  const { name, email } = standingFor(link, await linkStanding(link.u));
  return { name, email };
}

/**
 * POST /api/auth/join: creates the Auth account (candidate, address verified by the link) under the person's id,
 * then marks their users document in a transaction that checks the link is still unspent. If that fails the Auth
 * account is removed again, so the link still works; two presses at once make one account (the second is 410).
 */
export async function joinByLink(link: PersonLink, password: string): Promise<AuthResponse> {
  checkedLink(link);
  const { name, email } = standingFor(link, await linkStanding(link.u));
  const notice = await readCurrentNotice();
  try {
    await auth().createUser({ uid: link.u, email, password, displayName: name, emailVerified: true });
  } catch (error) {
    if (isAuthCode(error, AUTH_CODES.uidExists)) throw linkUsed();
    if (isAuthCode(error, AUTH_CODES.emailExists)) throw conflict(MESSAGES.emailTaken);
    throw error;
  }
  try {
    await auth().setCustomUserClaims(link.u, { role: 'candidate' });
    await runTransaction(async (transaction) => {
      standingFor(link, await linkStandingIn(transaction, link.u));
      accountCreatedIn(transaction, link.u, notice.version);
      recordAudit(transaction, {
        actor: { uid: link.u, role: 'candidate' },
        action: 'person.account_created',
        target: personTarget(link.u),
        before: null,
        after: { noticeVersion: notice.version },
      });
    });
  } catch (error) {
    // Unless the transaction did commit (a lost answer): then the account stays, and signing in works.
    if ((await linkStanding(link.u).catch(() => null))?.hasAccount !== true) {
      await auth()
        .deleteUser(link.u)
        .catch((cleanup: unknown) => log.error('Could not roll back Auth user', cleanup, { uid: link.u }));
    }
    throw error;
  }
  return login({ email, password });
}
