import { MESSAGES, SIGN_IN_MESSAGES, USER_MESSAGES, type StaffRole, type UserListItem } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { auth, AUTH_CODES, isAuthCode } from '../../lib/firebase.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { personTarget } from '../../lib/audit.js';
import { runTransaction } from '../../lib/transactions.js';
import { log } from '../../lib/log.js';
import { createUserDoc, findUserByEmail, userSnapshotIn } from '../../data/users/users.js';
import { otherEnabledAdminIn, setDisabledIn } from '../../data/users/roles.js';
import { toListItem } from '../../data/users/record.js';

/**
 * POST /api/user: an admin provisions a staff account (no password). Its owner signs in through the company's SSO
 * (which finds the account by its address) or by an e-mailed sign-in link. If a step fails after the Auth account
 * exists, the account is removed again.
 */
export async function provisionStaff(
  actor: Caller,
  input: { name: string; email: string; role: StaffRole },
): Promise<UserListItem> {
  if (await findUserByEmail(input.email)) throw conflict(MESSAGES.emailTaken);
  let uid: string;
  try {
    uid = (await auth().createUser({ email: input.email, displayName: input.name })).uid;
  } catch (error) {
    if (isAuthCode(error, AUTH_CODES.emailExists)) throw conflict(MESSAGES.emailTaken);
    throw error;
  }
  try {
    await auth().setCustomUserClaims(uid, { role: input.role });
    await createUserDoc(
      { uid, name: input.name, email: input.email, role: input.role },
      {
        actor,
        action: 'user.staff_added',
        target: personTarget(uid),
        before: null,
        after: { role: input.role },
      },
    );
  } catch (error) {
    await auth()
      .deleteUser(uid)
      .catch((cleanupError: unknown) => log.error('Could not roll back a staff account', cleanupError, { uid }));
    throw error;
  }
  return { _id: uid, name: input.name, email: input.email, role: input.role, emailVerified: false, lastLogin: null };
}

/**
 * PATCH /api/user/:id/access: an admin disables (or enables again) an account. Disabling ends its sessions at once:
 * users/{uid} says so first (the API's session wall and the rules read it, and the last enabled admin is kept, in the
 * same transaction), then Firebase refuses it new sign-ins. If Firebase fails, the answer is an error and the admin
 * tries again; meanwhile the document already keeps a disabled person out.
 */
export async function setAccess(actor: Caller, uid: string, disabled: boolean): Promise<UserListItem> {
  if (uid === actor.uid) throw forbidden(SIGN_IN_MESSAGES.cannotDisableSelf);
  const row = await runTransaction(async (transaction) => {
    const snapshot = await userSnapshotIn(transaction, uid);
    if (!snapshot.exists) throw notFound(USER_MESSAGES.userNotFound);
    if (disabled && snapshot.get('role') === 'admin' && !(await otherEnabledAdminIn(transaction, uid))) {
      throw conflict(USER_MESSAGES.lastAdmin);
    }
    setDisabledIn(transaction, uid, disabled, {
      actor,
      action: disabled ? 'user.disabled' : 'user.enabled',
      target: personTarget(uid),
      before: { disabled: snapshot.get('disabled') === true },
      after: { disabled },
    });
    return { ...toListItem(uid, snapshot.data() ?? {}), disabled };
  });
  // Someone staff added without an account has no Firebase account to switch.
  const hasAccount = await auth()
    .getUser(uid)
    .then(
      () => true,
      () => false,
    );
  if (hasAccount) {
    await auth().updateUser(uid, { disabled });
    if (disabled) await auth().revokeRefreshTokens(uid);
  }
  return row;
}
