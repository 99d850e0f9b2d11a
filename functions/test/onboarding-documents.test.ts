import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { createHash } from 'node:crypto';
import {
  ONBOARDING_MESSAGES,
  type MyOnboardingDto,
  type OnboardingPolicyDto,
  type OnboardingTaskDto,
} from '@hr-portal/contract';
import { createPlanAfterHire } from '../src/flows/onboarding/plans.js';
import { erasePerson } from '../src/flows/privacy/erasure.js';
import { PERSONAL_DATA } from '../src/flows/privacy/registry.js';
import { db } from '../src/lib/firebase.js';
import { makePdf, multipart, PNG_BYTES } from '../../test-fixtures/pdf.js';
import { startServer, type TestServer } from './support/api.js';
import { newApplicant } from './support/applicants.js';
import { createTestUser, TEST_PASSWORD, type TestUser, sessionToken } from './support/users.js';

// Document requests (the new hire uploads, hr accepts or asks again) and policies to sign (admins upload a PDF;
// the new hire signs by typing their name; the signed copy is filed), each transition once, with the refusals.

let api: TestServer;
let hr: TestUser;
let admin: TestUser;
let policy: OnboardingPolicyDto;
let jobId = '';
let templateId = '';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const HANDBOOK = makePdf('Employee handbook, first edition');

beforeAll(async () => {
  api = await startServer();
  [hr, admin] = await Promise.all([createTestUser('hr'), createTestUser('admin')]);
  jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Documented role' } })).body._id;
  policy = (
    await api.upload(
      '/api/onboarding/policies',
      admin.token,
      multipart('handbook.pdf', HANDBOOK, 'application/pdf', { title: 'Employee handbook' }),
    )
  ).body;
  const template = await api.call('POST', '/api/onboarding/templates', {
    token: hr.token,
    body: {
      name: 'Documented role onboarding',
      jobIds: [jobId],
      tasks: [
        { title: 'ID document', owner: 'new_hire', dueDay: -3, kind: 'document' },
        { title: 'Employee handbook', owner: 'new_hire', dueDay: 0, kind: 'acknowledgment', policyId: policy._id },
      ],
    },
  });
  expect([template.status, template.body.message, policy]).toEqual([201, undefined, expect.anything()]);
  templateId = template.body._id;
}, 60_000);
afterAll(async () => {
  await api.call('DELETE', `/api/onboarding/templates/${templateId}`, { token: admin.token });
  await api.close();
});

/** A hired new hire with their plan, signed in again as the employee they now are. */
async function newHire(name: string) {
  const { user, id } = await newApplicant(api, jobId, name);
  expect((await api.call('POST', `/api/application/${id}/hire`, { token: admin.token })).status).toBe(200);
  expect(['created', 'exists']).toContain(await createPlanAfterHire(id));
  const idToken = await sessionToken(user.email, TEST_PASSWORD);
  return { user, token: idToken, planId: id, task: (taskId: string) => `${id}__${taskId}` };
}

const planOf = async (id: string) => (await db().collection('onboardingPlans').doc(id).get()).data()!;
const uploadTo = (taskId: string, token: string, bytes: Buffer, type = 'application/pdf') =>
  api.upload(`/api/onboarding/tasks/${taskId}/document`, token, multipart('id-card.pdf', bytes, type));
const sign = (taskId: string, token: string, body: Record<string, unknown>) =>
  api.call<OnboardingTaskDto & { message?: string }>('POST', `/api/onboarding/tasks/${taskId}/sign`, {
    token,
    body,
    headers: { 'user-agent': 'Onboarding test browser' },
  });

describe('policies', () => {
  it('when an admin uploads a policy and a new version, then hr lists it; others and non-PDFs are refused', async () => {
    const listed = await api.call<OnboardingPolicyDto[]>('GET', '/api/onboarding/policies', { token: hr.token });
    expect(listed.body.find((each) => each._id === policy._id)).toMatchObject({
      title: 'Employee handbook',
      version: 1,
      sha256: sha256(HANDBOOK),
    });
    const file = await api.call('GET', policy.fileUrl);
    expect([file.status, sha256(file.body as Buffer)]).toEqual([200, sha256(HANDBOOK)]);

    const refusals: [TestUser | { token: string }, ReturnType<typeof multipart>, number][] = [
      [hr, multipart('p.pdf', makePdf('x'), 'application/pdf', { title: 'By hr' }), 403],
      [admin, multipart('p.png', PNG_BYTES, 'image/png', { title: 'An image' }), 415],
      [admin, multipart('p.pdf', makePdf('x'), 'application/pdf', { title: '' }), 400],
    ];
    for (const [user, form, status] of refusals)
      expect((await api.upload('/api/onboarding/policies', user.token, form)).status).toBe(status);
    const employee = await createTestUser('employee');
    expect((await api.call('GET', '/api/onboarding/policies', { token: employee.token })).status).toBe(403);

    const other = (
      await api.upload(
        '/api/onboarding/policies',
        admin.token,
        multipart('code.pdf', makePdf('Code of conduct v1'), 'application/pdf', { title: 'Code of conduct' }),
      )
    ).body as OnboardingPolicyDto;
    const second = makePdf('Code of conduct v2');
    const form = multipart('code-2.pdf', second, 'application/pdf');
    const replaced = await api.call<OnboardingPolicyDto>('PUT', `/api/onboarding/policies/${other._id}`, {
      token: admin.token,
      rawBody: form.body,
      headers: { 'content-type': form.contentType },
    });
    expect(replaced.body).toMatchObject({ title: 'Code of conduct', version: 2, sha256: sha256(second) });
    // The old version's link no longer opens: only the current version is read and signed.
    const old = await api.call('GET', other.fileUrl);
    expect([old.status, old.body.message]).toEqual([404, ONBOARDING_MESSAGES.policyVersionGone]);
    const audit = await db().collection('auditLog').where('target.id', '==', other._id).get();
    expect(audit.docs.map((entry) => entry.get('action'))).toEqual([
      'onboarding_policy.uploaded',
      'onboarding_policy.uploaded',
    ]);
  });
});

describe('document requests', () => {
  it('when the new hire uploads and hr accepts, then it is done once and cannot be replaced until hr asks again', async () => {
    const hire = await newHire('Dora Documents');
    const id = hire.task('id-document');
    const stranger = await createTestUser('employee');
    expect((await uploadTo(id, stranger.token, makePdf('Not mine'))).status).toBe(403);
    const png = await uploadTo(id, hire.token, PNG_BYTES, 'image/png');
    expect(png.status).toBe(415);
    expect((await uploadTo(`${hire.planId}__employee-handbook`, hire.token, makePdf('x'))).body.message).toBe(
      ONBOARDING_MESSAGES.notADocumentTask,
    );
    // hr cannot accept what was never sent.
    const early = await api.call('POST', `/api/onboarding/tasks/${id}/accept`, {
      token: hr.token,
      body: { documentId: 'none-yet' },
    });
    expect([early.status, early.body.message]).toEqual([409, ONBOARDING_MESSAGES.notSubmitted]);

    const first = await uploadTo(id, hire.token, makePdf('Passport, first scan'));
    expect([first.status, first.body.status]).toEqual([200, 'submitted']);
    // Not accepted yet: a better scan replaces it.
    const second = await uploadTo(id, hire.token, makePdf('Passport, second scan'));
    expect([second.status, second.body.status]).toEqual([200, 'submitted']);
    const documents = await api.call('GET', '/api/document/my', { token: hire.token });
    expect(documents.body.map((doc: { fileName: string }) => doc.fileName)).toContain('id-card.pdf');
    const file = await api.call('GET', second.body.documentUrl);
    expect((file.body as Buffer).toString('latin1')).toContain('second scan');

    // hr reviews the document they opened: the first scan, replaced since, is not accepted unseen.
    const accept = (token: string, documentId: string) =>
      api.call('POST', `/api/onboarding/tasks/${id}/accept`, { token, body: { documentId } });
    const stale = await accept(hr.token, first.body.documentId);
    expect([stale.status, stale.body.message]).toEqual([409, ONBOARDING_MESSAGES.documentChanged]);
    const current = second.body.documentId as string;
    // Only hr and admins review; two accepts at once count once.
    expect((await accept(hire.token, current)).status).toBe(403);
    const [a, b] = await Promise.all([accept(hr.token, current), accept(admin.token, current)]);
    expect([a.status, b.status, a.body.status, b.body.status]).toEqual([200, 200, 'done', 'done']);
    expect((await planOf(hire.planId)).tasksDone).toBe(1);

    const late = await uploadTo(id, hire.token, makePdf('Passport, third scan'));
    expect([late.status, late.body.message]).toEqual([409, ONBOARDING_MESSAGES.documentAccepted]);
    const noComment = await api.call('POST', `/api/onboarding/tasks/${id}/ask-again`, {
      token: hr.token,
      body: { documentId: current, comment: ' ' },
    });
    expect([noComment.status, noComment.body.message]).toEqual([400, ONBOARDING_MESSAGES.commentRequired]);
    const again = await api.call('POST', `/api/onboarding/tasks/${id}/ask-again`, {
      token: hr.token,
      body: { documentId: current, comment: 'The photo page is cut off' },
    });
    expect([again.status, again.body.status, again.body.comment]).toEqual([200, 'open', 'The photo page is cut off']);
    const plan = await planOf(hire.planId);
    expect([plan.tasksDone, Object.keys(plan.openDue).sort()]).toEqual([0, ['employee-handbook', 'id-document']]);
    const mine = await api.call<MyOnboardingDto>('GET', '/api/onboarding/my', { token: hire.token });
    expect(mine.body.plan!.tasks.find((task) => task._id === id)).toMatchObject({
      status: 'open',
      comment: 'The photo page is cut off',
    });
    expect((await uploadTo(id, hire.token, makePdf('Passport, whole page'))).body.status).toBe('submitted');
    const audit = await db().collection('auditLog').where('target.person', '==', hire.user.uid).get();
    expect(audit.docs.map((entry) => entry.get('action')).filter((action) => action.startsWith('onboarding'))).toEqual(
      expect.arrayContaining(['onboarding.document_accepted', 'onboarding.document_asked_again']),
    );
  });
});

describe('policies to sign', () => {
  it('when the new hire signs what they read, then the task is done once and the signed copy is among their documents', async () => {
    const hire = await newHire('Sid Signer');
    const id = hire.task('employee-handbook');
    const mine = await api.call<MyOnboardingDto>('GET', '/api/onboarding/my', { token: hire.token });
    const shown = mine.body.plan!.tasks.find((task) => task._id === id)!;
    expect(shown.policy).toMatchObject({ title: 'Employee handbook', sha256: sha256(HANDBOOK) });
    const read = await api.call('GET', shown.policy!.url);
    expect(sha256(read.body as Buffer)).toBe(shown.policy!.sha256);

    const stranger = await createTestUser('employee');
    const body = { fullName: 'Sid Signer', policySha256: shown.policy!.sha256 };
    expect((await sign(id, stranger.token, body)).status).toBe(403);
    const unnamed = await sign(id, hire.token, { ...body, fullName: 'S' });
    expect([unnamed.status, unnamed.body.message]).toEqual([400, ONBOARDING_MESSAGES.fullNameRequired]);
    const wrongFile = await sign(id, hire.token, { ...body, policySha256: sha256(makePdf('Something else')) });
    expect([wrongFile.status, wrongFile.body.message]).toEqual([409, ONBOARDING_MESSAGES.policyChanged]);
    expect((await sign(hire.task('id-document'), hire.token, body)).body.message).toBe(
      ONBOARDING_MESSAGES.notAnAcknowledgment,
    );

    const [a, b] = await Promise.all([sign(id, hire.token, body), sign(id, hire.token, body)]);
    expect([a.status, b.status, a.body.status, b.body.status]).toEqual([200, 200, 'done', 'done']);
    expect((await planOf(hire.planId)).tasksDone).toBe(1);
    const task = (await db().collection('onboardingTasks').doc(id).get()).data()!;
    expect(task.signature).toMatchObject({
      fullName: 'Sid Signer',
      userAgent: 'Onboarding test browser',
      policySha256: sha256(HANDBOOK),
      policyVersion: 1,
    });
    // The signed copy: the pages read, then the signature page naming who, when and which file.
    const copy = await api.call('GET', a.body.documentUrl!);
    const signed = await PDFDocument.load(copy.body as Buffer);
    const original = await PDFDocument.load(HANDBOOK);
    expect(signed.getPageCount()).toBe(original.getPageCount() + 1);
    const documents = await api.call('GET', '/api/document/my', { token: hire.token });
    expect(documents.body.map((doc: { fileName: string }) => doc.fileName)).toContain('Signed - Employee handbook.pdf');
    const audit = await db().collection('auditLog').where('target.person', '==', hire.user.uid).get();
    expect(audit.docs.map((entry) => entry.get('action'))).toContain('onboarding.policy_signed');
    // The signature is the employer's record: hr cannot remove it from the plan.
    const removed = await api.call('DELETE', `/api/onboarding/plans/${hire.planId}/tasks/${id}`, { token: hr.token });
    expect([removed.status, removed.body.message]).toEqual([409, ONBOARDING_MESSAGES.signedStays]);
  });

  it('when the policy is replaced after the new hire opened it, then their signature is refused until they read the new one', async () => {
    const form = (text: string) => multipart('rules.pdf', makePdf(text), 'application/pdf', { title: 'House rules' });
    const rules = (await api.upload('/api/onboarding/policies', admin.token, form('House rules v1'))).body;
    const template = await api.call('POST', '/api/onboarding/templates', {
      token: hr.token,
      body: {
        name: 'Rules only',
        jobIds: [jobId],
        tasks: [{ title: 'House rules', owner: 'new_hire', dueDay: 0, kind: 'acknowledgment', policyId: rules._id }],
      },
    });
    // Two templates for the job: the plan comes from one of them; use the task of whichever it has.
    const hire = await newHire('Rita Rules');
    await api.call('DELETE', `/api/onboarding/templates/${template.body._id}`, { token: admin.token });
    const tasks = (await db().collection('onboardingTasks').where('planId', '==', hire.planId).get()).docs;
    const ack = tasks.find((doc) => doc.get('kind') === 'acknowledgment')!;
    const mine = await api.call<MyOnboardingDto>('GET', '/api/onboarding/my', { token: hire.token });
    const shown = mine.body.plan!.tasks.find((task) => task._id === ack.id)!;
    const v2 = form('House rules v2');
    const policyId = ack.get('policyId') as string;
    await api.call('PUT', `/api/onboarding/policies/${policyId}`, {
      token: admin.token,
      rawBody: v2.body,
      headers: { 'content-type': v2.contentType },
    });
    const refused = await sign(ack.id, hire.token, { fullName: 'Rita Rules', policySha256: shown.policy!.sha256 });
    expect([refused.status, refused.body.message]).toEqual([409, ONBOARDING_MESSAGES.policyChanged]);
    expect((await planOf(hire.planId)).tasksDone).toBe(0);
    const again = await api.call<MyOnboardingDto>('GET', '/api/onboarding/my', { token: hire.token });
    const current = again.body.plan!.tasks.find((task) => task._id === ack.id)!.policy!;
    expect(current.sha256).not.toBe(shown.policy!.sha256);
    expect((await sign(ack.id, hire.token, { fullName: 'Rita Rules', policySha256: current.sha256 })).status).toBe(200);
  });

  it('when a new hire who signed is erased, then the plan goes and the signature stays nameless under the pseudonym', async () => {
    const hire = await newHire('Ella Erased');
    const id = hire.task('employee-handbook');
    const mine = await api.call<MyOnboardingDto>('GET', '/api/onboarding/my', { token: hire.token });
    const sha = mine.body.plan!.tasks.find((task) => task._id === id)!.policy!.sha256;
    expect((await sign(id, hire.token, { fullName: 'Ella Erased', policySha256: sha })).status).toBe(200);
    const upload = await uploadTo(hire.task('id-document'), hire.token, makePdf('Ella passport'));
    const documentId = upload.body.documentId;
    await api.call('POST', `/api/onboarding/tasks/${hire.task('id-document')}/ask-again`, {
      token: hr.token,
      body: { documentId, comment: 'Expired passport' },
    });
    const place = PERSONAL_DATA.find((entry) => entry.id === 'onboarding')!;
    const person = { uid: hire.user.uid, email: hire.user.email, name: 'Ella Erased', applicationIds: [hire.planId] };
    const exported = (await place.export(person)) as { tasks: Record<string, unknown>[] };
    expect(exported.tasks.find((task) => task.title === 'Employee handbook')).toMatchObject({
      signature: { fullName: 'Ella Erased', policySha256: sha },
    });
    expect(exported.tasks.find((task) => task.title === 'ID document')).toMatchObject({ comment: 'Expired passport' });

    await erasePerson({ uid: admin.uid, email: admin.email, role: 'admin', authTime: 0 }, hire.user.uid);
    expect((await db().collection('onboardingPlans').doc(hire.planId).get()).exists).toBe(false);
    const left = (await db().collection('onboardingTasks').where('planId', '==', hire.planId).get()).docs;
    expect(left.map((doc) => doc.id)).toEqual([id]);
    const kept = left[0]!.data();
    expect(kept.person).not.toBe(hire.user.uid);
    expect([kept.personName, kept.signature.fullName, kept.signature.address, kept.documentId]).toEqual([
      '',
      undefined,
      undefined,
      undefined,
    ]);
    expect(kept.signature.policySha256).toBe(sha);
    expect(JSON.stringify(kept)).not.toContain('Ella');
    expect(await place.export(person)).toBeUndefined();
    // hr's comment is on no audit entry: the trail keeps no free text about the person.
    const audit = await db().collection('auditLog').where('action', '==', 'onboarding.document_asked_again').get();
    expect(JSON.stringify(audit.docs.map((entry) => entry.data()))).not.toContain('Expired passport');
  });
});

describe('through Hosting -> Functions runtime -> app', () => {
  const HOSTING_URL = process.env.HOSTING_URL ?? 'http://127.0.0.1:5000';
  const hosted = async (
    method: string,
    path: string,
    token: string,
    body: { json?: string; form?: ReturnType<typeof multipart> } = {},
  ) => {
    const response = await fetch(`${HOSTING_URL}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body.form || body.json ? { 'content-type': body.form ? body.form.contentType : 'application/json' } : {}),
      },
      body: body.form ? new Uint8Array(body.form.body) : body.json,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('when a 300 KB policy and a 300 KB document cross the real path, then both are taken; a wrong role is 403, a prototype key 400 and an ended session 401 with nothing signed', async () => {
    // Larger than the 100 KB every other body may be: the runtime lets onboarding uploads through as it does a document.
    const big = (text: string) => multipart('big.pdf', makePdf(text, 300 * 1024), 'application/pdf', { title: text });
    const uploaded = await hosted('POST', '/api/onboarding/policies', admin.token, { form: big('Hosted policy') });
    expect([uploaded.status, uploaded.body.version]).toEqual([201, 1]);
    const hire = await newHire('Hugo Hosted');
    const sent = await hosted('POST', `/api/onboarding/tasks/${hire.task('id-document')}/document`, hire.token, {
      form: big('Hosted passport'),
    });
    expect([sent.status, sent.body.status]).toEqual([200, 'submitted']);

    const candidate = await createTestUser('candidate');
    expect((await hosted('GET', '/api/onboarding', candidate.token)).status).toBe(403);
    expect((await hosted('GET', '/api/onboarding/my', candidate.token)).status).toBe(403);
    const handbook = hire.task('employee-handbook');
    const sign = (token: string, json: string) =>
      hosted('POST', `/api/onboarding/tasks/${handbook}/sign`, token, { json });
    expect(
      (await sign(candidate.token, JSON.stringify({ fullName: 'Not Me', policySha256: sha256(HANDBOOK) }))).status,
    ).toBe(403);
    const proto = await sign(
      hire.token,
      `{"fullName":"Hugo Hosted","policySha256":"${sha256(HANDBOOK)}","__proto__":{"x":1}}`,
    );
    expect(proto.status).toBe(400);
    expect(String(proto.body.message)).toContain('__proto__');

    // auth_time is in whole seconds: sign out everywhere in a later second than the sign-in.
    await new Promise((done) => setTimeout(done, 1100));
    const signOut = await fetch(`${HOSTING_URL}/api/user/me/sign-out-everywhere`, {
      method: 'POST',
      headers: { authorization: `Bearer ${hire.token}` },
    });
    expect(signOut.status).toBe(200);
    const ended = await sign(hire.token, JSON.stringify({ fullName: 'Hugo Hosted', policySha256: sha256(HANDBOOK) }));
    expect(ended.status).toBe(401);
    expect((await db().collection('onboardingTasks').doc(handbook).get()).get('status')).toBe('open');
  });
});
