import { ERROR_CODES, MAIL_MESSAGES, type MailboxMessageDto } from '@hr-portal/contract';
import { config } from '../../lib/config.js';
import { AppError } from '../../lib/errors.js';

/**
 * What the local SMTP catcher (npm start runs it beside the emulators) received, newest first. Only ever
 * called under the emulators: the route that calls it is not mounted anywhere else.
 */
export async function caughtMessages(): Promise<MailboxMessageDto[]> {
  try {
    const response = await fetch(`http://127.0.0.1:${config.devMailboxPort}/messages`, {
      signal: AbortSignal.timeout(3000),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    return (await response.json()) as MailboxMessageDto[];
  } catch {
    throw new AppError(503, ERROR_CODES.unavailable, MAIL_MESSAGES.mailboxDown);
  }
}
