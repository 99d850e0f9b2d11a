import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DocumentReference } from 'firebase-admin/firestore';
import { MAILBOX_SHOWN, type MailboxMessageDto } from '@hr-portal/contract';
import { startMailCatcher } from '../../scripts/lib/mail-catcher.mjs';
import { db } from '../src/lib/firebase.js';
import { catcherTransport, deliver } from '../src/data/mail/dev-delivery.js';
import { startServer, type TestServer } from './support/api.js';
import { createTestUser } from './support/users.js';

// A catcher of this file's own, on ports the suite's catcher (npm test runs one on 2525/8025) does not use.
const SMTP_PORT = 2626;
const CLOSED_PORT = 2627;
vi.hoisted(() => {
  process.env.DEV_MAILBOX_PORT = '8126';
});

let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let api: TestServer;

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: SMTP_PORT, httpPort: 8126 });
  api = await startServer();
});
afterAll(async () => {
  await api.close();
  await catcher.close();
});

/** Messages in a collection of this test's own, so the emulators' delivery trigger (on `mail`) leaves them alone. */
async function queued(subject: string): Promise<DocumentReference> {
  const ref = db().collection('mailDeliveryTest').doc();
  await ref.create({
    to: 'rosa@example.test',
    message: { subject, text: `Text of ${subject}`, html: `<p>HTML of ${subject}</p>` },
  });
  return ref;
}
const caught = (subject: string): MailboxMessageDto[] => catcher.messages.filter((m) => m.subject === subject);

describe('development delivery: the Trigger Email contract, to a local SMTP catcher', () => {
  it('when a message is delivered, then the catcher has it and the document says SUCCESS, once', async () => {
    const ref = await queued('Delivered once');
    expect(await deliver(ref, await catcherTransport(SMTP_PORT))).toBe('SUCCESS');
    expect(caught('Delivered once')).toEqual([
      expect.objectContaining({
        to: 'rosa@example.test',
        text: 'Text of Delivered once',
        html: '<p>HTML of Delivered once</p>',
      }),
    ]);
    const delivery = (await ref.get()).get('delivery');
    expect(delivery).toMatchObject({
      state: 'SUCCESS',
      attempts: 1,
      error: null,
      info: { accepted: ['rosa@example.test'] },
    });
    expect(await deliver(ref, await catcherTransport(SMTP_PORT))).toBe('SKIPPED');
    expect(caught('Delivered once')).toHaveLength(1);
  });

  it('when a message carries a calendar invite, then the catcher receives it as an attachment', async () => {
    const ref = db().collection('mailDeliveryTest').doc();
    const invite = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    await ref.create({
      to: 'rosa@example.test',
      message: {
        subject: 'With an invite',
        text: 'See the invite',
        attachments: [{ filename: 'invite.ics', content: invite, contentType: 'text/calendar; method=REQUEST' }],
      },
    });
    expect(await deliver(ref, await catcherTransport(SMTP_PORT))).toBe('SUCCESS');
    const [message] = caught('With an invite');
    expect(message!.attachments).toEqual([
      expect.objectContaining({ filename: 'invite.ics', contentType: 'text/calendar', text: invite }),
    ]);
  });

  it('when two deliveries race for one message, then it is sent once', async () => {
    const ref = await queued('Raced');
    const transport = await catcherTransport(SMTP_PORT);
    const outcomes = await Promise.all([deliver(ref, transport), deliver(ref, transport)]);
    expect(outcomes.sort()).toEqual(['SKIPPED', 'SUCCESS']);
    expect(caught('Raced')).toHaveLength(1);
  });

  it('when the SMTP server is down, then ERROR with the reason; set to RETRY, it is sent on the next attempt', async () => {
    const ref = await queued('Retried');
    expect(await deliver(ref, await catcherTransport(CLOSED_PORT))).toBe('ERROR');
    expect((await ref.get()).get('delivery')).toMatchObject({
      state: 'ERROR',
      attempts: 1,
      error: expect.stringMatching(/ECONNREFUSED/),
    });
    expect(await deliver(ref, await catcherTransport(SMTP_PORT))).toBe('SKIPPED');
    await ref.update({ 'delivery.state': 'RETRY' });
    expect(await deliver(ref, await catcherTransport(SMTP_PORT))).toBe('SUCCESS');
    expect((await ref.get()).get('delivery')).toMatchObject({ state: 'SUCCESS', attempts: 2, error: null });
  });

  it('when an admin opens the Mailbox under the emulators, then it lists what the catcher received; hr may not', async () => {
    const [admin, hr] = await Promise.all([createTestUser('admin'), createTestUser('hr')]);
    const newest = await api.call<MailboxMessageDto[]>('GET', '/api/mail/mailbox', { token: admin.token });
    expect(newest.status).toBe(200);
    expect(newest.body.length).toBeGreaterThan(0);
    expect(newest.body.length).toBeLessThanOrEqual(MAILBOX_SHOWN);
    // Searched (any case) by subject or recipient: only the matches, whatever else other suites sent meanwhile.
    const searched = await api.call<MailboxMessageDto[]>('GET', '/api/mail/mailbox?q=DELIVERED%20ONCE', {
      token: admin.token,
    });
    expect(searched.status).toBe(200);
    expect(searched.body.length).toBeGreaterThan(0);
    expect(searched.body.every((m) => m.subject === 'Delivered once')).toBe(true);
    const to = searched.body[0]!.to;
    const byRecipient = await api.call<MailboxMessageDto[]>('GET', `/api/mail/mailbox?q=${encodeURIComponent(to)}`, {
      token: admin.token,
    });
    expect(byRecipient.body.map((m) => m.subject)).toEqual(expect.arrayContaining(['Delivered once', 'Retried']));
    expect(byRecipient.body.every((m) => m.to.includes(to) || m.subject.includes(to))).toBe(true);
    const tooLong = await api.call('GET', `/api/mail/mailbox?q=${'x'.repeat(321)}`, { token: admin.token });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('q must be text of at most 320 characters');
    expect((await api.call('GET', '/api/mail/mailbox', { token: hr.token })).status).toBe(403);
  });
});
