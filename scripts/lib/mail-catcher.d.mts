import type { MailboxMessageDto } from '@hr-portal/contract';

/** The local SMTP catcher: every message it received (newest first) and a way to stop it. */
export function startMailCatcher(ports?: {
  smtpPort?: number;
  httpPort?: number;
}): Promise<{ messages: MailboxMessageDto[]; close: () => Promise<unknown> }>;
