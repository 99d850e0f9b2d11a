import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { runTransaction } from '../../lib/transactions.js';

/** The part of a nodemailer transport delivery uses (tests hand in their own). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string | string[];
    subject: string;
    text: string;
    html?: string;
    attachments?: { filename: string; content: string; contentType: string }[];
  }): Promise<{ messageId?: string; accepted?: unknown[]; rejected?: unknown[] }>;
}

/** The stored attachments, as nodemailer takes them (text content only: calendar invites). */
const attachmentsOf = (stored: unknown[]) =>
  stored.map((item) => {
    const { filename, content, contentType } = (item ?? {}) as Record<string, unknown>;
    return {
      filename: String(filename ?? 'attachment'),
      content: String(content ?? ''),
      contentType: String(contentType ?? 'application/octet-stream'),
    };
  });

export const DEV_MAIL_FROM = 'HR Portal <no-reply@hr-portal.test>';
const LEASE_MS = 60_000;

/**
 * Delivers one outbox message with the Trigger Email extension's contract, for development under the emulators
 * where the extension cannot be installed: a message with no delivery yet (or set to RETRY) is claimed
 * (PROCESSING, attempts + 1) in a transaction, so two runs never send it twice; then sent over SMTP; then
 * marked SUCCESS (with the SMTP answer) or ERROR (with the reason). Anything else is left alone.
 */
export async function deliver(
  ref: DocumentReference,
  transport: MailTransport,
  from = DEV_MAIL_FROM,
): Promise<'SUCCESS' | 'ERROR' | 'SKIPPED'> {
  const claimed = await runTransaction(async (transaction) => {
    const data = (await transaction.get(ref)).data();
    const state = data?.delivery?.state as string | undefined;
    if (!data || (state !== undefined && state !== 'PENDING' && state !== 'RETRY')) return null;
    transaction.update(ref, {
      delivery: {
        state: 'PROCESSING',
        attempts: Number(data.delivery?.attempts ?? 0) + 1,
        startTime: FieldValue.serverTimestamp(),
        leaseExpireTime: Timestamp.fromMillis(Date.now() + LEASE_MS),
        error: null,
      },
    });
    return data;
  });
  if (!claimed) return 'SKIPPED';
  try {
    const message = claimed.message ?? {};
    const info = await transport.sendMail({
      from,
      to: claimed.to,
      subject: String(message.subject ?? ''),
      text: String(message.text ?? ''),
      ...(message.html ? { html: String(message.html) } : {}),
      ...(Array.isArray(message.attachments) ? { attachments: attachmentsOf(message.attachments) } : {}),
    });
    await ref.update({
      'delivery.state': 'SUCCESS',
      'delivery.endTime': FieldValue.serverTimestamp(),
      'delivery.leaseExpireTime': null,
      'delivery.info': {
        messageId: info.messageId ?? null,
        accepted: (info.accepted ?? []).map(String),
        rejected: (info.rejected ?? []).map(String),
      },
    });
    return 'SUCCESS';
  } catch (error) {
    await ref.update({
      'delivery.state': 'ERROR',
      'delivery.endTime': FieldValue.serverTimestamp(),
      'delivery.leaseExpireTime': null,
      'delivery.error': error instanceof Error ? error.message : String(error),
    });
    return 'ERROR';
  }
}

/** The local SMTP catcher npm start runs (no TLS, no auth: it only listens on 127.0.0.1). */
export async function catcherTransport(port: number): Promise<MailTransport> {
  const { createTransport } = await import('nodemailer');
  return createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, connectionTimeout: 5000 });
}
