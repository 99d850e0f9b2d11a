import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_TEMPLATES, DEFAULT_MAIL_TRANSLATIONS } from '@hr-portal/contract';
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
  await api.call('PUT', '/api/settings/email-templates/application_received/es', {
    token: hr.token,
    body: DEFAULT_MAIL_TRANSLATIONS.es.application_received,
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

describe('e-mail templates per language', () => {
  // The English template as shipped (a test above switched it off): it decides whether the event sends.
  beforeAll(async () => {
    expect((await put('application_received', DEFAULT_MAIL_TEMPLATES.application_received)).status).toBe(200);
  });
  const speaking = async (language: string, name: string) => {
    const job = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Sprachen Rolle' } })).body._id;
    const applicant = await newApplicant(api, job, name);
    // Their choice is stored on the profile; the next e-mail follows it (applying is the first one here, so
    // the choice is made first with a second job).
    await api.call('PATCH', `/api/user/${applicant.user.uid}`, { token: applicant.user.token, body: { language } });
    const second = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Zweite Rolle' } })).body._id;
    const resume = await api.call('GET', '/api/document/my', { token: applicant.user.token });
    const applied = await api.call('POST', `/api/application/${second}`, {
      token: applicant.user.token,
      body: { resumeUrl: resume.body[0].filePath },
    });
    expect(applied.status).toBe(201);
    return { ...applicant, secondId: applied.body._id as string };
  };

  it("when a German candidate applies and is shortlisted, then both e-mails are German; an English one's stay English", async () => {
    const german = await speaking('de', 'Lena Vogel');
    const [received] = await mailAbout(german.secondId);
    expect(received!.message.subject).toBe('Wir haben Ihre Bewerbung für Zweite Rolle erhalten');
    expect(received!.message.text).toContain('Hallo Lena Vogel,');
    expect(received!.message.html).toContain('<strong>Zweite Rolle</strong>');
    await api.call('PATCH', `/api/application/${german.secondId}/stage`, {
      token: hr.token,
      body: { stage: 'interview' },
    });
    const moved = (await mailAbout(german.secondId)).find((mail) => mail.event === 'stage_shortlisted');
    expect(moved!.message.subject).toBe('Gute Nachrichten zu Ihrer Bewerbung für Zweite Rolle');
    const english = await speaking('en', 'Ed English');
    expect((await mailAbout(english.secondId))[0]!.message.subject).toBe(
      'We received your application for Zweite Rolle',
    );
  });

  it('when hr edits the Spanish template, then Spanish candidates get it, with the same variables checked as in English', async () => {
    const words = { subject: 'Gracias, {{candidateName}}', text: 'Para {{jobTitle}}', html: '<p>{{jobTitle}}</p>' };
    const saved = await api.call('PUT', '/api/settings/email-templates/application_received/es', {
      token: hr.token,
      body: words,
    });
    expect(saved).toMatchObject({ status: 200, body: words });
    const spanish = await speaking('es', 'Ana Ruiz');
    expect((await mailAbout(spanish.secondId))[0]!.message).toEqual({
      subject: 'Gracias, Ana Ruiz',
      text: 'Para Zweite Rolle',
      html: '<p>Zweite Rolle</p>',
    });
    const listed = await api.call('GET', '/api/settings/email-templates', { token: hr.token });
    const received = listed.body.find((template: { event: string }) => template.event === 'application_received');
    expect(received.translations.es).toEqual(words);
    expect(received.translations.de.subject).toBe('Wir haben Ihre Bewerbung für {{jobTitle}} erhalten');
    const audit = await db()
      .collection('auditLog')
      .where('target.id', '==', 'mailTemplates.application_received.es')
      .get();
    expect(audit.size).toBeGreaterThan(0);
  });

  it.each([
    ['application_received/it', { subject: 'S', text: 'T', html: 'H' }, 400, 'The language must be one of de, fr, es'],
    ['application_received/en', { subject: 'S', text: 'T', html: 'H' }, 400, 'The language must be one of de, fr, es'],
    ['interviewer_assigned/de', { subject: 'S', text: 'T', html: 'H' }, 400, 'Only e-mails to candidates'],
    ['application_received/de', { subject: '{{salary}}', text: 'T', html: 'H' }, 400, 'Unknown variables'],
    ['application_received/de', { subject: 'S', text: 'T', html: 'H', enabled: false }, 400, 'Unknown field'],
  ])('when hr saves %s %j, then %i', async (path, body, status, message) => {
    const response = await api.call('PUT', `/api/settings/email-templates/${path}`, { token: hr.token, body });
    expect(response.status).toBe(status);
    expect(response.body.message).toContain(message);
  });

  it('when a candidate tries to edit a translation, then 403', async () => {
    const candidate = await createTestUser('candidate');
    const response = await api.call('PUT', '/api/settings/email-templates/application_received/de', {
      token: candidate.token,
      body: { subject: 'S', text: 'T', html: 'H' },
    });
    expect(response.status).toBe(403);
  });
});
