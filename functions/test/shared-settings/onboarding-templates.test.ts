import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_LIMITS, ONBOARDING_MESSAGES, type OnboardingTemplateDto } from '@hr-portal/contract';
import { db } from '../../src/lib/firebase.js';
import { startServer, type TestServer } from '../support/api.js';
import { createTestUser, type TestUser } from '../support/users.js';
import { makePdf, multipart } from '../../../test-fixtures/pdf.js';

// Onboarding templates: task lists hr and admins keep, each task with an owner, a due day around the start date
// and a kind; one template is the default.

let api: TestServer;
let hr: TestUser;
let admin: TestUser;

let policyId = '';
beforeAll(async () => {
  api = await startServer();
  [hr, admin] = await Promise.all([createTestUser('hr'), createTestUser('admin')]);
  const policy = await api.upload(
    '/api/onboarding/policies',
    admin.token,
    multipart('handbook.pdf', makePdf('Handbook'), 'application/pdf', { title: 'Handbook' }),
  );
  policyId = policy.body._id as string;
  TASKS[2]!.policyId = policyId;
}, 60_000);
// Templates are shared (one is the default for every hire): each made here goes again, so later suites and the
// demo seed (which adds its default only when there is none) start from what they expect.
const made: string[] = [];
afterAll(async () => {
  for (const id of made) await api.call('DELETE', `/api/onboarding/templates/${id}`, { token: admin.token });
  await api.close();
});

const TASKS: Record<string, unknown>[] = [
  { title: 'Welcome call', owner: 'hr', dueDay: -7, kind: 'todo' },
  { title: 'ID document', description: 'A passport or ID card', owner: 'new_hire', dueDay: -3, kind: 'document' },
  { title: 'Employee handbook', owner: 'new_hire', dueDay: 0, kind: 'acknowledgment', policyId: '' },
  { title: 'Laptop and accounts', owner: 'colleague', colleagueRole: 'Buddy', dueDay: -1, kind: 'todo' },
];

async function create(body: Record<string, unknown>, token = hr.token) {
  const response = await api.call<OnboardingTemplateDto & { message?: string }>('POST', '/api/onboarding/templates', {
    token,
    body,
  });
  if (response.status === 201) made.push(response.body._id);
  return response;
}

describe('onboarding templates', () => {
  it('when hr creates a template, then its tasks get ids from their titles and it is listed and audited', async () => {
    const created = await create({ name: 'Engineering onboarding', tasks: TASKS, departments: ['Engineering'] });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      _id: expect.any(String),
      name: 'Engineering onboarding',
      tasks: [
        {
          id: 'welcome-call',
          title: 'Welcome call',
          description: '',
          owner: 'hr',
          colleagueRole: '',
          dueDay: -7,
          kind: 'todo',
          policyId: '',
        },
        {
          id: 'id-document',
          title: 'ID document',
          description: 'A passport or ID card',
          owner: 'new_hire',
          colleagueRole: '',
          dueDay: -3,
          kind: 'document',
          policyId: '',
        },
        {
          id: 'employee-handbook',
          title: 'Employee handbook',
          description: '',
          owner: 'new_hire',
          colleagueRole: '',
          dueDay: 0,
          kind: 'acknowledgment',
          policyId,
        },
        {
          id: 'laptop-and-accounts',
          title: 'Laptop and accounts',
          description: '',
          owner: 'colleague',
          colleagueRole: 'Buddy',
          dueDay: -1,
          kind: 'todo',
          policyId: '',
        },
      ],
      jobIds: [],
      departments: ['Engineering'],
      isDefault: false,
      updatedAt: expect.any(String),
    });
    const listed = await api.call<OnboardingTemplateDto[]>('GET', '/api/onboarding/templates', { token: admin.token });
    expect(listed.body.find((template) => template._id === created.body._id)).toEqual(created.body);
    const audit = await db().collection('auditLog').where('target.id', '==', created.body._id).get();
    expect(audit.docs.map((entry) => [entry.get('action'), entry.get('actor.uid')])).toEqual([
      ['onboarding_template.created', hr.uid],
    ]);
  });

  it('when a template is made default, then the one that was default stops being it', async () => {
    const first = await create({ name: 'Default A', tasks: TASKS.slice(0, 1), isDefault: true });
    const second = await create({ name: 'Default B', tasks: TASKS.slice(0, 1), isDefault: true });
    const defaults = async () =>
      (await db().collection('onboardingTemplates').where('isDefault', '==', true).get()).docs.map((doc) => doc.id);
    expect(await defaults()).toEqual([second.body._id]);
    const changed = await api.call<OnboardingTemplateDto>('PUT', `/api/onboarding/templates/${first.body._id}`, {
      token: admin.token,
      body: { name: 'Default A again', tasks: TASKS, isDefault: true },
    });
    expect([changed.status, changed.body.name, changed.body.tasks.length]).toEqual([200, 'Default A again', 4]);
    expect(await defaults()).toEqual([first.body._id]);
  });

  it('when a field is bad, then 400 names what is wrong and nothing is stored', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', tasks: TASKS }, ONBOARDING_MESSAGES.nameRequired],
      [{ name: 'No tasks', tasks: [] }, ONBOARDING_MESSAGES.tasksRequired],
      [
        { name: 'Too many', tasks: Array.from({ length: ONBOARDING_LIMITS.tasks + 1 }, () => TASKS[0]) },
        ONBOARDING_MESSAGES.tooManyTasks,
      ],
      [{ name: 'Far', tasks: [{ ...TASKS[0], dueDay: 400 }] }, ONBOARDING_MESSAGES.badDueDay],
      [{ name: 'Half', tasks: [{ ...TASKS[0], dueDay: 1.5 }] }, ONBOARDING_MESSAGES.badDueDay],
      [{ name: 'Owner', tasks: [{ ...TASKS[0], owner: 'ceo' }] }, ONBOARDING_MESSAGES.badOwner],
      [{ name: 'Kind', tasks: [{ ...TASKS[0], kind: 'quiz' }] }, ONBOARDING_MESSAGES.badKind],
      [{ name: 'Buddy', tasks: [{ ...TASKS[3], colleagueRole: '' }] }, ONBOARDING_MESSAGES.colleagueRoleRequired],
      [{ name: 'HR signs', tasks: [{ ...TASKS[2], owner: 'hr' }] }, ONBOARDING_MESSAGES.newHireOnly],
      [{ name: 'No policy', tasks: [{ ...TASKS[2], policyId: '' }] }, ONBOARDING_MESSAGES.policyRequired],
      [
        {
          name: 'Same',
          tasks: [
            { ...TASKS[0], id: 'a' },
            { ...TASKS[1], id: 'a' },
          ],
        },
        ONBOARDING_MESSAGES.duplicateTaskId,
      ],
      [{ name: 'Extra', tasks: TASKS, owner: 'me' }, 'owner'],
    ];
    for (const [body, message] of cases) {
      const response = await create(body);
      expect([body.name, response.status, response.body.message]).toEqual([
        body.name,
        400,
        expect.stringContaining(message),
      ]);
    }
    const unknown = await create({ name: 'Ghost policy', tasks: [{ ...TASKS[2], policyId: 'no-such-policy' }] });
    expect([unknown.status, unknown.body.message]).toEqual([409, ONBOARDING_MESSAGES.policyUnknown]);
    const stored = await db()
      .collection('onboardingTemplates')
      .where('name', 'in', ['Far', 'Owner', 'Extra', 'Ghost policy'])
      .get();
    expect(stored.size).toBe(0);
  });

  it('when an employee or a candidate reaches for templates, then 403; an unknown template is 404', async () => {
    const [employee, candidate] = await Promise.all([createTestUser('employee'), createTestUser('candidate')]);
    for (const user of [employee, candidate]) {
      expect((await api.call('GET', '/api/onboarding/templates', { token: user.token })).status).toBe(403);
      expect((await create({ name: 'Mine', tasks: TASKS }, user.token)).status).toBe(403);
    }
    expect((await api.call('GET', '/api/onboarding/templates/no-such-template', { token: hr.token })).status).toBe(404);
    const removed = await api.call('DELETE', '/api/onboarding/templates/no-such-template', { token: hr.token });
    expect([removed.status, removed.body.message]).toEqual([404, ONBOARDING_MESSAGES.templateNotFound]);
  });

  it('when a template is removed, then it is gone and the removal is audited', async () => {
    const made = await create({ name: 'Short-lived', tasks: TASKS });
    const removed = await api.call('DELETE', `/api/onboarding/templates/${made.body._id}`, { token: admin.token });
    expect([removed.status, removed.body.message]).toEqual([200, ONBOARDING_MESSAGES.templateRemoved]);
    expect((await api.call('GET', `/api/onboarding/templates/${made.body._id}`, { token: hr.token })).status).toBe(404);
    const audit = await db().collection('auditLog').where('target.id', '==', made.body._id).get();
    expect(audit.docs.map((entry) => entry.get('action')).sort()).toEqual([
      'onboarding_template.created',
      'onboarding_template.removed',
    ]);
  });
});
