import { ERROR_CODES, MESSAGES, type Language } from '@hr-portal/contract';
import { personName } from '@hr-portal/contract/schemas';
import { auth, FIRESTORE_CODES, isFirestoreCode, AUTH_CODES, isAuthCode } from '../../lib/firebase.js';
import { AppError } from '../../lib/errors.js';
import { signFor } from '../../lib/signed-tokens.js';
import { log } from '../../lib/log.js';
import { createUserDoc } from '../../data/users/users.js';
import { hasTombstone } from '../../data/users/retention.js';
import { readCurrentNotice } from '../../data/settings/notices.js';

export interface NewCandidate {
  email: string;
  /** The name the provider gave, if any: a readable one is made from the address otherwise. */
  displayName?: string;
  /** Whether the address is proven (only then does the account hold it as verified). */
  verified: boolean;
  language?: Language;
}

/** A readable name from the provider, or (when it gives none fit for e-mails) from the address. */
function nameFor(person: NewCandidate): string {
  const given = personName.safeParse(person.displayName ?? '');
  if (given.success) return given.data;
  const fromAddress = personName.safeParse(person.email.split('@')[0]?.replace(/[^\p{L}]+/gu, ' ') ?? '');
  return fromAddress.success ? fromAddress.data : 'Candidate';
}

/**
 * The Firebase account `uid` becomes a candidate, as sign-up makes one: the privacy notice's version recorded, a
 * returning applicant recognised. Nothing to do when another request made this same person a moment ago. If a step
 * fails, the account is deleted again, so a retry starts afresh.
 */
export async function makeCandidate(uid: string, person: NewCandidate): Promise<void> {
  const [notice, returningApplicant] = await Promise.all([
    readCurrentNotice(),
    hasTombstone(signFor('tombstone', person.email)),
  ]);
  const name = nameFor(person);
  try {
    await auth().updateUser(uid, { email: person.email, emailVerified: person.verified, displayName: name });
    await auth().setCustomUserClaims(uid, { role: 'candidate' });
    await createUserDoc({
      uid,
      name,
      email: person.email,
      role: 'candidate',
      noticeVersion: notice.version,
      returningApplicant,
      emailVerified: person.verified,
      ...(person.language ? { language: person.language } : {}),
    });
  } catch (error) {
    // The same sign-in sent twice at once: the other request made the person; this one signs them in.
    if (isFirestoreCode(error, FIRESTORE_CODES.alreadyExists)) return;
    await auth()
      .deleteUser(uid)
      .catch((cleanupError: unknown) => log.error('Could not roll back a new account', cleanupError, { uid }));
    if (isAuthCode(error, AUTH_CODES.emailExists)) throw new AppError(409, ERROR_CODES.conflict, MESSAGES.emailTaken);
    throw error;
  }
}
