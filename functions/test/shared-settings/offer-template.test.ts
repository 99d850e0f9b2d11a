import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OFFER_TEMPLATE, OFFER_MESSAGES, OFFER_VARIABLES } from '@hr-portal/contract';
import { db } from '../../src/lib/firebase.js';
import { startServer, type TestServer } from '../support/api.js';
import { newApplicant } from '../support/applicants.js';
import { createTestUser, type TestUser } from '../support/users.js';

/** The offer letter template is one document every offer reads: this file runs after the others and restores it. */
let api: TestServer;
let admin: TestUser;
let hr: TestUser;
beforeAll(async () => {
  api = await startServer();
  [admin, hr] = await Promise.all([createTestUser('admin'), createTestUser('hr')]);
});
afterAll(async () => {
  await api.call('PUT', '/api/settings/offer-template', { token: admin.token, body: DEFAULT_OFFER_TEMPLATE });
  await api.close();
});

const put = (user: TestUser, body: unknown) =>
  api.call('PUT', '/api/settings/offer-template', { token: user.token, body });
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The text of a PDF, read with pdfjs (what a reader of the letter sees). */
async function textOf(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
}

describe('the offer letter template', () => {
  it('when hr reads it, then it is the default with its variables; only admins change it', async () => {
    const read = await api.call('GET', '/api/settings/offer-template', { token: hr.token });
    expect(read.body).toEqual({ ...DEFAULT_OFFER_TEMPLATE, variables: [...OFFER_VARIABLES] });
    expect((await put(hr, DEFAULT_OFFER_TEMPLATE)).status).toBe(403);
    const candidate = await createTestUser('candidate');
    expect((await api.call('GET', '/api/settings/offer-template', { token: candidate.token })).status).toBe(403);
  });

  it('when a template uses a variable it does not offer, then it is refused naming each', async () => {
    const refused = await put(admin, { title: 'Offer', body: 'Dear {{candidateName}}, {{bonus}} {{ssn}}', fields: [] });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: `${OFFER_MESSAGES.unknownVariables}: {{bonus}}, {{ssn}}` },
    });
    const clash = await put(admin, { title: 'Offer', body: 'x', fields: [{ key: 'salary', label: 'Salary' }] });
    expect(clash).toMatchObject({
      status: 400,
      body: { message: 'A field key must not be one of the fixed variables' },
    });
  });

  it('when an admin adds a free field, then offers fill it, values are written as plain text, and the change is audited', async () => {
    const template = {
      title: 'Offer for {{candidateName}}',
      body: 'Dear {{candidateName}},\n\n# Pay\n\n{{salary}} from {{startDate}}. Bonus: {{bonus}}.',
      fields: [{ key: 'bonus', label: 'Signing bonus' }],
    };
    expect((await put(admin, template)).body).toEqual({ ...template, variables: [...OFFER_VARIABLES, 'bonus'] });
    const audit = await db()
      .collection('auditLog')
      .where('action', '==', 'settings.offer_template_changed')
      .where('actor.uid', '==', admin.uid)
      .get();
    expect(audit.size).toBe(1);

    const job = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Letter Role' } })).body._id;
    const { id } = await newApplicant(api, job, 'Lena {{jobTitle}} <b>Letter</b>');
    await api.call('PATCH', `/api/application/${id}/stage`, { token: hr.token, body: { stage: 'offer' } });
    const drafted = await api.call('POST', `/api/application/${id}/offer`, {
      token: hr.token,
      body: {
        salary: 64000,
        currency: 'GBP',
        period: 'YEAR',
        startDate: '2027-03-01',
        expiresOn: day(10),
        fields: { bonus: '£2,000 <script>alert(1)</script>' },
      },
    });
    expect(drafted.status).toBe(201);
    const text = await textOf((await api.call('GET', drafted.body.pdfUrl)).body as unknown as Buffer);
    expect(text).toContain('Offer for Lena {{jobTitle}} <b>Letter</b>');
    expect(text).toContain('£64,000 per year from 1 March 2027');
    expect(text).toContain('Bonus: £2,000 <script>alert(1)</script>');
    expect(text).toContain('Pay');
  });
});
