import { MESSAGES } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { personTarget, recordAudit } from '../../lib/audit.js';
import { conflict } from '../../lib/errors.js';
import { requireRecentSignIn } from '../shared/recent-sign-in.js';
import { auth } from '../../lib/firebase.js';
import { queueMail } from '../../lib/mail.js';
import { composeMail, portalLink } from '../shared/compose-mail.js';
import { loadTemplates } from '../../data/mail/templates.js';
import { sendEmailChangeLink } from '../../lib/identity-toolkit.js';
import { changeProfileFields, findRecipient, findUserByEmail } from '../../data/users/users.js';
import { refreshPersonIndex } from '../shared/person-index.js';

/** An address an account, or a person staff added (who has none yet), already has: 409. */
async function refuseTaken(email: string): Promise<void> {
  const [owner, person] = await Promise.all([
    auth()
      .getUserByEmail(email)
      .catch(() => null),
    findUserByEmail(email),
  ]);
  if (owner || person) throw conflict(MESSAGES.emailTaken);
}

/**
 * A person changes their own address: Firebase e-mails a link to the new one, and nothing changes until it is
 * followed (applyEmailChangeFromAuth then records it). Meanwhile the profile shows the pending address.
 */
export async function requestOwnEmailChange(caller: Caller, idToken: string, newEmail: string): Promise<void> {
  requireRecentSignIn(caller);
  await refuseTaken(newEmail);
  await sendEmailChangeLink(idToken, newEmail);
  await changeProfileFields(caller.uid, { pendingEmail: newEmail });
}

/**
 * An admin changes someone else's address at once (the new address starts unverified). The change, its audit
 * entry and the notice to the old address commit together.
 */
export async function changeEmailAsAdmin(actor: Caller, uid: string, oldEmail: string, newEmail: string) {
  requireRecentSignIn(actor);
  await refuseTaken(newEmail);
  const notice = await noticeTo(uid, oldEmail, newEmail);
  await auth().updateUser(uid, { email: newEmail, emailVerified: false });
  await changeProfileFields(uid, { email: newEmail, emailVerified: false, pendingEmail: null }, (batch) =>
    recordEmailChange(batch, actor, uid, oldEmail, newEmail, notice),
  );
  await refreshPersonIndex(uid);
}

/** The notice to the old address (the email_changed template), unless admins switched it off. */
async function noticeTo(uid: string, oldEmail: string, newEmail: string) {
  const [templates, person] = await Promise.all([loadTemplates(), findRecipient(uid)]);
  const values = { candidateName: person?.name || oldEmail, newEmail, portalUrl: portalLink('/login') };
  return composeMail(templates, 'email_changed', oldEmail, values, { recipientUid: uid }, person?.language);
}

/**
 * The audit entry of an address change, and the notice to the old address (an outbox document in the Trigger
 * Email format), both in the batch that makes the change.
 */
function recordEmailChange(
  batch: FirebaseFirestore.WriteBatch,
  actor: Pick<Caller, 'uid' | 'email' | 'role'>,
  uid: string,
  oldEmail: string,
  newEmail: string,
  notice: ReturnType<typeof composeMail>,
) {
  recordAudit(batch, {
    actor,
    action: 'user.email_changed',
    target: personTarget(uid),
    before: { email: oldEmail },
    after: { email: newEmail },
  });
  if (notice) queueMail(batch, notice);
}

/**
 * Auth is the source of truth for the address: when it differs from the users document, the owner followed
 * a verify-and-change link. Record the new address and its audit entry (the owner is the actor).
 */
export async function applyEmailChangeFromAuth(
  uid: string,
  stored: { email: string; role: Caller['role'] },
  fromAuth: { email: string; emailVerified: boolean },
): Promise<void> {
  const actor = { uid, email: fromAuth.email, role: stored.role };
  const notice = await noticeTo(uid, stored.email, fromAuth.email);
  await changeProfileFields(uid, { ...fromAuth, pendingEmail: null }, (batch) =>
    recordEmailChange(batch, actor, uid, stored.email, fromAuth.email, notice),
  );
  await refreshPersonIndex(uid);
}
