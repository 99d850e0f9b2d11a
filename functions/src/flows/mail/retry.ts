import { MAIL_EVENT_INFO, MAIL_MESSAGES } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { recordAudit } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import { runTransaction } from '../../lib/transactions.js';
import { mailIn, markForRetry } from '../../data/mail/mail.js';

/**
 * Sends a failed message again. Only a failed message (ERROR) is retried, so a retry never sends a delivered
 * message twice (404 unknown, 409 not failed). Audited.
 */
export async function retryMail(actor: Caller, id: string): Promise<void> {
  await runTransaction(async (transaction) => {
    const mail = await mailIn(transaction, id);
    if (!mail) throw notFound(MAIL_MESSAGES.notFound);
    if (mail.state !== 'error') throw conflict(MAIL_MESSAGES.notFailed);
    markForRetry(transaction, id);
    recordAudit(transaction, {
      actor,
      action: 'mail.retried',
      target: {
        type: 'mail',
        id,
        label: (mail.event && MAIL_EVENT_INFO[mail.event]?.label) || 'E-mail',
        person: mail.recipientUid ?? undefined,
      },
      before: { state: 'ERROR', error: mail.error },
      after: { state: 'RETRY' },
    });
  });
}
