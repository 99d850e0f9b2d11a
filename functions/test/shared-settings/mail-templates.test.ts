import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_TEMPLATES } from '@hr-portal/contract';
import { db } from '../../src/lib/firebase.js';
import { startServer, type TestServer } from '../support/api.js';
import { newApplicant } from '../support/applicants.js';
import { createTestUser, type TestUser } from '../support/users.js';

/**
 * The templates are one document every test's e-mail reads: this file runs after all the others (the
 * api-shared-settings project, vitest.config.mts) and puts the template back as it found it.
 */
let api: TestServer;
let hr: TestUser;
beforeAll(async () => {
  api = await startServer();
  hr = await createTestUser('hr');
});
afterAll(async () => {
  await api.call('PUT', '/api/settings/email-templates/application_received', {
    token: hr.token,
    body: DEFAULT_MAIL_TEMPLATES.application_received,
  });
  await api.close();
});

const put = (event: string, body: unknown) =>
  api.call('PUT', `/api/settings/email-templates/${event}`, { token: hr.token, body });
const mailAbout = async (applicationId: string) =>
  (await db().collection('mail').where('applicationId', '==', applicationId).get()).docs.map((doc) => doc.data());
const TEMPLATE = {
  subject: 'Thanks, {{candidateName}}',
  text: 'For {{jobTitle}}',
  html: '<p>{{jobTitle}}</p>',
  enabled: true,
};

describe('e-mail templates in use', () => {
  it('when hr edits a template or switches it off, then the next message follows, and the change is audited', async () => {
    const job = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Template Role' } })).body._id;
    expect((await put('application_received', TEMPLATE)).status).toBe(200);
    const first = await newApplicant(api, job, 'Tess Template');
    expect((await mailAbout(first.id))[0]!.message).toEqual({
      subject: 'Thanks, Tess Template',
      text: 'For Template Role',
      html: '<p>Template Role</p>',
    });
    await put('application_received', { ...TEMPLATE, enabled: false });
    const second = await newApplicant(api, job, 'Quinn Quiet');
    expect(await mailAbout(second.id)).toEqual([]);
    const audit = await db()
      .collection('auditLog')
      .where('action', '==', 'settings.email_template_changed')
      .where('actor.uid', '==', hr.uid)
      .get();
    expect(audit.size).toBe(2);
  });
});
