import { leavesSsoDomains, refuseLeavingSsoDomains } from './sso-address.js';
import type { UserRecord } from 'firebase-admin/auth';
import {
  CONSENT_MESSAGES,
  MERGE_MESSAGES,
  SOURCING_MESSAGES,
  USER_MESSAGES,
  type Language,
  type Role,
  type SessionUser,
  type UserListItem,
} from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { personTarget, recordAudit, type AuditActor } from '../../lib/audit.js';
import { auth, AUTH_CODES, isAuthCode } from '../../lib/firebase.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { runTransaction } from '../../lib/transactions.js';
import { applyEmailChangeFromAuth, changeEmailAsAdmin, requestOwnEmailChange } from './email-change.js';
import { requireRecentSignIn } from '../shared/recent-sign-in.js';
import { personIndexFor, refreshPersonIndex } from '../shared/person-index.js';
import { poolsToLeaveIn } from '../shared/leave-pools.js';
import { linkStanding } from '../../data/users/sourced.js';
import type { CursorPosition } from '../../lib/paging.js';
import { changeProfileFields, userIn, listUsers, readProfile, type UserListFilters } from '../../data/users/users.js';
import { otherEnabledAdminIn, setRoleIn } from '../../data/users/roles.js';
import { endAllSessions } from '../../data/users/sign-ins.js';
import { mergedIntoOf } from '../../data/users/merges.js';
import { withdrawTalentPoolConsentIn } from '../../data/users/consent.js';

/**
 * Brings the users document in line with Auth, the source of truth for the address: a followed verify-and-change
 * link shows up here as a new address (recorded with its audit entry). Whether an address is proven is the portal's
 * own record (data/users markAddressProven), never Firebase's flag: Firebase's hosted links set that without ending
 * the ways into the account that someone else may have opened.
 */
export async function syncWithAuth(
  uid: string,
  profile: SessionUser | null,
  /** The Auth record when the caller already has it (sign-in reads it anyway). */
  knownRecord?: UserRecord,
): Promise<SessionUser | null> {
  if (!profile) return null;
  const record =
    knownRecord ??
    (await auth()
      .getUser(uid)
      .catch(() => null));
  if (!record?.email || record.email === profile.email) return profile;
  if (await leavesSsoDomains(profile.role, profile.email, record.email)) {
    // Changed in Firebase behind the portal while staff must use SSO: Firebase gets the portal's address back.
    await auth().updateUser(uid, { email: profile.email });
    log.warn('Refused an address change out of the SSO domains', { uid });
    return profile;
  }
  // The new address is the owner's once the portal's own verification link proves it (the profile offers it).
  await applyEmailChangeFromAuth(uid, profile, { email: record.email, emailVerified: false });
  const { pendingEmail: _done, ...rest } = profile;
  return { ...rest, email: record.email, emailVerified: false };
}

export async function profileOf(uid: string): Promise<SessionUser | null> {
  return syncWithAuth(uid, await readProfile(uid));
}

/** Admins see full rows; hr a reduced list (no sign-in details). */
export async function listUsersFor(
  caller: Caller,
  filters: UserListFilters,
  limit: number,
  after: CursorPosition | null,
): Promise<UserListItem[] | Pick<UserListItem, '_id' | 'name' | 'email' | 'role'>[]> {
  const rows = await listUsers(filters, limit, after);
  return caller.role === 'admin' ? rows : rows.map(({ _id, name, email, role }) => ({ _id, name, email, role }));
}

/**
 * Name and e-mail, by the user themself or an admin; each change is audited. A person's own new address takes
 * effect only once they follow the link sent to it (email-change.ts); an admin's change applies at once.
 */
export async function updateProfile(
  caller: Caller,
  callerIdToken: string,
  uid: string,
  fields: { name?: string; email?: string; location?: string; links?: string[]; language?: Language },
) {
  if (caller.uid !== uid && caller.role !== 'admin') throw forbidden(USER_MESSAGES.ownProfileOnly);
  const current = await profileOf(uid);
  if (!current) throw notFound(USER_MESSAGES.userNotFound);
  const emailChanged = fields.email !== undefined && fields.email !== current.email;
  if (emailChanged) requireRecentSignIn(caller);
  if (emailChanged && caller.uid === uid) await refuseLeavingSsoDomains(caller.role, current.email, fields.email!);
  const accountless = await hasNoAccount(uid);
  // The address is what their e-mailed link creates the account with: it changes once they have one.
  if (emailChanged && accountless) throw conflict(SOURCING_MESSAGES.noAccountYet);
  if (fields.name !== undefined && fields.name !== current.name) {
    if (!accountless) await auth().updateUser(uid, { displayName: fields.name });
    const name = fields.name;
    await changeProfileFields(uid, { name }, (batch) =>
      recordAudit(batch, {
        actor: caller,
        action: 'user.profile_changed',
        target: personTarget(uid),
        before: { name: current.name },
        after: { name },
      }),
    );
    await refreshPersonIndex(uid);
  }
  await changeWhereabouts(caller, uid, current, fields);
  if (fields.language !== undefined && fields.language !== current.language) {
    const language = fields.language;
    // The person's own preference (their screens and e-mails); an admin setting it for them is audited.
    await changeProfileFields(uid, { language }, (batch) => {
      if (caller.uid === uid) return;
      recordAudit(batch, {
        actor: caller,
        action: 'user.profile_changed',
        target: personTarget(uid),
        before: { language: current.language ?? null },
        after: { language },
      });
    });
  }
  if (emailChanged && caller.uid === uid) await requestOwnEmailChange(caller, callerIdToken, fields.email!);
  else if (emailChanged) await changeEmailAsAdmin(caller, uid, current.email, fields.email!);
  return profileOf(uid);
}

/** Location and links, when either changed: stored with their audit entry, then shown by people search. */
async function changeWhereabouts(
  caller: Caller,
  uid: string,
  current: { location?: string; links?: string[] },
  fields: { location?: string; links?: string[] },
) {
  const before = { location: current.location ?? '', links: current.links ?? [] };
  const after = { location: fields.location ?? before.location, links: fields.links ?? before.links };
  if (after.location === before.location && after.links.join('\n') === before.links.join('\n')) return;
  // What changed, not the place or the addresses: erasing the person could not find those in the trail.
  const shape = (where: typeof before) => ({ locationGiven: where.location !== '', links: where.links.length });
  await changeProfileFields(uid, after, (batch) =>
    recordAudit(batch, {
      actor: caller,
      action: 'user.profile_changed',
      target: personTarget(uid),
      before: shape(before),
      after: shape(after),
    }),
  );
  await refreshPersonIndex(uid);
}

/**
 * Sets the role everywhere it lives: users document (guarding the last admin, with its audit entry), custom
 * claim, and revokes refresh tokens so tokens minted before the change are refused at once. If the claim
 * cannot be set, the document is put back (and that undo is audited too).
 */
export async function changeRole(actor: AuditActor, uid: string, role: Role): Promise<{ role: Role }> {
  // A person staff added has no account to carry a role claim, and one merged into another is no one of their
  // own: refused before anything is written.
  if (await hasNoAccount(uid)) throw conflict(SOURCING_MESSAGES.noAccountYet);
  if (await mergedIntoOf(uid)) throw conflict(MERGE_MESSAGES.alreadyMerged);
  const previous = await changeStoredRole(actor, uid, role);
  try {
    const record = await auth().getUser(uid);
    await auth().setCustomUserClaims(uid, { ...record.customClaims, role });
    await auth().revokeRefreshTokens(uid);
  } catch (error) {
    await changeStoredRole(actor, uid, previous).catch((undo: unknown) =>
      log.error('Could not restore role', undo, { uid }),
    );
    if (isAuthCode(error, AUTH_CODES.userNotFound)) throw notFound(USER_MESSAGES.userNotFound);
    throw error;
  }
  // The index keeps the role as a filter key (integrations search candidates only).
  await refreshPersonIndex(uid);
  return { role };
}

/**
 * "Sign out everywhere": every session of the user, this one included, ends at its next API call (the users
 * document says so at once), and no device can refresh its token again.
 */
export async function signOutEverywhere(uid: string): Promise<void> {
  await endAllSessions(uid);
  await auth().revokeRefreshTokens(uid);
}
import { log } from '../../lib/log.js';

/**
 * Withdraws the person's talent-pool consent (404 when there was none to withdraw); with it they leave every
 * talent pool and people search's talent-pool filter, in the same transaction.
 */
export async function withdrawTalentPool(uid: string): Promise<void> {
  await runTransaction(async (transaction) => {
    const [index, pools] = await Promise.all([personIndexFor(transaction, uid), poolsToLeaveIn(transaction, uid)]);
    // A consent on record always has its end date: none means there is nothing to withdraw.
    if (!index.person?.talentPoolUntil) throw notFound(CONSENT_MESSAGES.noTalentPool);
    withdrawTalentPoolConsentIn(transaction, uid);
    pools.leave({ uid, role: index.person.role });
    index.update((sources) => {
      sources.talentPoolUntil = null;
      sources.pools = [];
    });
  });
}

/**
 * Changes the stored role, refusing to demote the last admin (409; 404 for no one), and records the change in
 * the audit trail. The transaction reads the admins, so two concurrent demotions cannot both succeed. Returns the
 * previous role.
 */
export async function changeStoredRole(actor: AuditActor, uid: string, role: Role): Promise<Role> {
  return runTransaction(async (transaction) => {
    const person = await userIn(transaction, uid);
    if (!person) throw notFound(USER_MESSAGES.userNotFound);
    const previous = person.role;
    if (previous === 'admin' && role !== 'admin' && !(await otherEnabledAdminIn(transaction, uid)))
      throw conflict(USER_MESSAGES.lastAdmin);
    if (previous === role) return previous;
    setRoleIn(transaction, uid, role);
    recordAudit(transaction, {
      actor,
      action: 'user.role_changed',
      target: personTarget(uid),
      before: { role: previous },
      after: { role },
    });
    return previous;
  });
}

/** A person staff added who has not created their account yet (no Auth account behind the users document). */
export async function hasNoAccount(uid: string): Promise<boolean> {
  return (await linkStanding(uid))?.hasAccount === false;
}
