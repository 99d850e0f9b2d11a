import { ERROR_CODES, MAIL_MESSAGES, MAILBOX_SHOWN, type MailboxMessageDto } from '@hr-portal/contract';
import { config } from '../../lib/config.js';
import { AppError } from '../../lib/errors.js';

/**
 * What the local SMTP catcher (npm start runs it beside the emulators) received, newest first: the newest
 * MAILBOX_SHOWN whose recipient or subject holds `search` (any case). Only ever called under the emulators: the
 * route that calls it is not mounted anywhere else.
 */
export async function caughtMessages(search?: string): Promise<MailboxMessageDto[]> {
  const all = await allCaught();
  const needle = search?.toLowerCase();
  const matching = needle
    ? all.filter((message) => `${message.to}\n${message.subject}`.toLowerCase().includes(needle))
    : all;
  return matching.slice(0, MAILBOX_SHOWN);
}

async function allCaught(): Promise<MailboxMessageDto[]> {
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
