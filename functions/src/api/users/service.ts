import { USER_MESSAGES, type Role, type SessionUser } from '@hr-portal/contract';
import type { Caller } from '../../lib/auth-middleware.js';
import { auth } from '../../lib/firebase.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.js';
import { sendVerificationEmail } from '../auth/identity-toolkit.js';
import { changeStoredRole, endAllSessions, syncEmailVerified, updateProfileFields } from './admin-repository.js';
import { deleteUserEverywhere } from './cascade-delete.js';
import { readProfile } from './repository.js';

/** The profile, with email verification read from Auth (the user may have clicked the link since). */
export async function profileOf(uid: string): Promise<SessionUser | null> {
  const profile = await readProfile(uid);
  if (!profile) return null;
  const record = await auth()
    .getUser(uid)
    .catch(() => null);
  if (record && record.emailVerified !== profile.emailVerified) {
    await syncEmailVerified(uid, record.emailVerified);
    return { ...profile, emailVerified: record.emailVerified };
  }
  return profile;
}

/**
 * Name and email, by the user themself or an admin. A new email goes to Auth too, resets verification and
 * (for the user themself) sends a new verification email.
 */
export async function updateProfile(
  caller: Caller,
  callerIdToken: string,
  uid: string,
  fields: { name?: string; email?: string },
) {
  if (caller.uid !== uid && caller.role !== 'admin') throw forbidden(USER_MESSAGES.ownProfileOnly);
  const current = await readProfile(uid);
  if (!current) throw notFound(USER_MESSAGES.userNotFound);
  const emailChanged = fields.email !== undefined && fields.email !== current.email;
  try {
    await auth().updateUser(uid, {
      ...(fields.name !== undefined ? { displayName: fields.name } : {}),
      ...(emailChanged ? { email: fields.email, emailVerified: false } : {}),
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/email-already-exists')
      throw conflict('An account with this email already exists');
    throw error;
  }
  await updateProfileFields(uid, { name: fields.name, email: emailChanged ? fields.email : undefined });
  if (emailChanged && caller.uid === uid) await sendVerificationEmail(callerIdToken);
  return profileOf(uid);
}

/**
 * Sets the role everywhere it lives: users document (guarding the last admin, with its audit entry), custom
 * claim, and revokes refresh tokens so tokens minted before the change are refused at once. If the claim
 * cannot be set, the document is put back (and that undo is audited too).
 */
export async function changeRole(actor: Caller, uid: string, role: Role): Promise<{ role: Role }> {
  const previous = await changeStoredRole(actor, uid, role);
  try {
    const record = await auth().getUser(uid);
    await auth().setCustomUserClaims(uid, { ...record.customClaims, role });
    await auth().revokeRefreshTokens(uid);
  } catch (error) {
    await changeStoredRole(actor, uid, previous).catch((undo: unknown) =>
      console.error('Could not restore role', uid, undo),
    );
    if ((error as { code?: string }).code === 'auth/user-not-found') throw notFound(USER_MESSAGES.userNotFound);
    throw error;
  }
  return { role };
}

export async function deleteUser(caller: Caller, uid: string): Promise<void> {
  // The caller is a verified admin and never the one deleted, so an admin always remains.
  if (caller.uid === uid) throw new AppError(409, 'conflict', USER_MESSAGES.cannotDeleteSelf);
  if (!(await deleteUserEverywhere(caller, uid))) throw notFound(USER_MESSAGES.userNotFound);
}

/**
 * "Sign out everywhere": every session of the user, this one included, ends at its next API call (the users
 * document says so at once), and no device can refresh its token again.
 */
export async function signOutEverywhere(uid: string): Promise<void> {
  await endAllSessions(uid);
  await auth().revokeRefreshTokens(uid);
}
