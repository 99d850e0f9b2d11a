import { ERROR_CODES, SOURCING_MESSAGES } from '@hr-portal/contract';
import { AppError } from '../../lib/errors.js';
import { queueMail } from '../../lib/mail.js';
import { runTransaction } from '../../lib/transactions.js';
import { loadTemplates } from '../../data/mail/templates.js';
import { accountlessPersonWith, noticeResentIn } from '../../data/users/sourced.js';
import { sourcedNotice } from '../shared/person-links.js';

/**
 * Sign-up with an address someone added without an account holds: no second person is made. Their e-mail (with
 * the link that creates the account under their id) goes out again, and sign-up answers 409 saying so. The
 * address is proved by following the link, never by signing up with it.
 */
export async function refuseSignUpOfAccountless(email: string): Promise<void> {
  const person = await accountlessPersonWith(email);
  if (!person) return;
  const notice = sourcedNotice(await loadTemplates(), { ...person, email }, person.source, person.nonce);
  if (notice) {
    await runTransaction(async (transaction) => {
      noticeResentIn(transaction, person.uid, queueMail(transaction, notice));
    });
  }
  throw new AppError(409, ERROR_CODES.conflict, SOURCING_MESSAGES.accountLinkSent);
}
