import { MESSAGES } from '@hr-portal/contract';
import { conflict } from '../../lib/errors.js';
import { queueMail } from '../../lib/mail.js';
import { runTransaction } from '../../lib/transactions.js';
import { loadTemplates } from '../../data/mail/templates.js';
import { accountlessPersonWith, noticeResentIn } from '../../data/users/sourced.js';
import { newLinkNonce, sourcedNotice } from '../shared/person-links.js';

/** A new e-mail at most this often: sign-up with the address cannot be used to flood the person's inbox. */
const RESEND_AFTER_MS = 60 * 60 * 1000;

/**
 * Sign-up with an address held by someone staff added without an account: no second person is made. Sign-up
 * answers as for any address already in use (409), and the person is e-mailed again, with new links (the old ones
 * stop working), at most once an hour: the link creates the account under the id their data is filed by. The
 * address is proved by following the link, never by signing up with it.
 */
export async function refuseSignUpOfAccountless(email: string, now = Date.now()): Promise<void> {
  const person = await accountlessPersonWith(email);
  if (!person) return;
  const recent = person.noticeQueuedAt !== null && now - person.noticeQueuedAt.getTime() < RESEND_AFTER_MS;
  const nonce = newLinkNonce();
  const notice = recent ? null : sourcedNotice(await loadTemplates(), { ...person, email }, person.source, nonce);
  if (notice) {
    await runTransaction(async (transaction) => {
      noticeResentIn(transaction, person.uid, queueMail(transaction, notice), nonce);
    });
  }
  throw conflict(MESSAGES.emailTaken);
}
