import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  TALENT_POOL_MESSAGES,
  type InsightsDto,
  type JobSuggestionDto,
  type PersonProfileDto,
  type PersonSearchResultDto,
  type TalentPoolDto,
  type TalentPoolMemberDto,
} from '@hr-portal/contract';
import { db } from '../src/lib/firebase.js';
import { makeResumePdf, multipart } from '../../test-fixtures/pdf.js';
import { startServer, type TestServer } from './support/api.js';
import { createTestUser, type TestUser } from './support/users.js';
import { allCounted } from './support/insights.js';

// Talent pools, suggestions from the talent pool on a job, and invitations to apply. Each person's resume holds
// this run's marker words, so other suites' people never rank among them.

const run = `tp${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
const skill = `kube${run}`;
const tool = `terra${run}`;

let api: TestServer;
let hr: TestUser;
let admin: TestUser;
let employee: TestUser;
let jobId = '';

interface Person {
  user: TestUser;
  applicationId: string;
}

/** A candidate with a two-page resume who applied for `onJob` (with or without talent-pool consent). */
async function candidate(name: string, lines: string[], consent: boolean, onJob = jobId): Promise<Person> {
  const user = await createTestUser('candidate', name);
  const resume = await api.upload(
    '/api/document/upload',
    user.token,
    multipart(
      'cv.pdf',
      makeResumePdf([
        [name, ...lines],
        ['Experience', ...lines],
      ]),
    ),
  );
  expect(resume.status).toBe(201);
  const applied = await api.call('POST', `/api/application/${onJob}`, {
    token: user.token,
    body: { resumeUrl: resume.body.filePath, talentPool: consent },
  });
  expect(applied.status).toBe(201);
  return { user, applicationId: applied.body._id as string };
}

const createPool = (name: string, token = hr.token) =>
  api.call<TalentPoolDto>('POST', '/api/talent-pools', { token, body: { name } });
const addMember = (poolId: string, uid: string, note?: string, token = hr.token) =>
  api.call('POST', `/api/talent-pools/${poolId}/members`, { token, body: { uid, ...(note ? { note } : {}) } });
const members = (poolId: string) =>
  api.call<TalentPoolMemberDto[]>('GET', `/api/talent-pools/${poolId}/members`, { token: hr.token });
const poolCount = async (poolId: string) =>
  Number((await db().collection('talentPools').doc(poolId).get()).get('memberCount'));
const suggestions = (job: string, token = hr.token) =>
  api.call<JobSuggestionDto[]>('GET', `/api/job/${job}/suggestions`, { token });
const invite = (uid: string, job: string, token = hr.token) =>
  api.call('POST', `/api/people/${uid}/invitations`, { token, body: { jobId: job } });
const profile = (uid: string) => api.call<PersonProfileDto>('GET', `/api/people/${uid}`, { token: hr.token });
/** Time passing past the consent's end: where it is stored, and the index's copy of it (as the index holds it). */
async function endConsent(uid: string) {
  const ended = Timestamp.fromMillis(Date.now() - 60_000);
  await db().collection('users').doc(uid).update({ 'consents.talentPool.expiresAt': ended });
  await db().collection('searchIndex').doc(uid).update({ talentPoolUntil: ended, poolsAllowedUntil: ended });
}
const sweep = () => api.call<{ left: number }>('POST', '/api/talent-pools/sweep/run', { token: admin.token });

let skillsJob = '';
let strong: Person;
let partial: Person;
let unconsented: Person;
let rejected: Person;

beforeAll(async () => {
  api = await startServer();
  [hr, admin, employee] = await Promise.all([
    createTestUser('hr'),
    createTestUser('admin'),
    createTestUser('employee'),
  ]);
  jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: `Sourcing ${run}` } })).body._id;
  strong = await candidate('Stella Strong', [`${skill} ${skill} ${tool} platform engineer`, `${run} Berlin`], true);
  partial = await candidate('Paul Partial', [`${tool} only`, `${run} Hamburg`], true);
  unconsented = await candidate('Ursula Unasked', [`${skill} ${tool} expert`, run], false);
  rejected = await candidate('Rita Rejected', [`${skill} ${run}`], false);
  const moved = await api.call('PATCH', `/api/application/${rejected.applicationId}/stage`, {
    token: hr.token,
    body: { stage: 'rejected', reason: 'skills' },
  });
  expect(moved.status).toBe(200);
  const job = await api.call('POST', '/api/job', {
    token: hr.token,
    body: {
      title: `Kube${run} Platform Engineer`,
      tags: [`terra${run}`],
      description: `You run ${skill} clusters with ${tool}. ${skill} daily.`,
    },
  });
  expect(job.status).toBe(201);
  skillsJob = job.body._id;
}, 90_000);
afterAll(() => api.close());

describe('talent pools: create, rename, archive', () => {
  it('when hr creates a pool, renames it, archives and restores it, then each answer and the audit trail say so', async () => {
    const created = await createPool(`  Platform   ${run} `);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: `Platform ${run}`, archived: false, memberCount: 0 });
    const id = created.body._id;

    expect((await createPool(`platform ${run.toUpperCase()}`)).body).toMatchObject({
      message: TALENT_POOL_MESSAGES.nameTaken,
    });
    expect((await createPool(`platform ${run.toUpperCase()}`)).status).toBe(409);

    const renamed = await api.call('PATCH', `/api/talent-pools/${id}`, {
      token: hr.token,
      body: { name: `Platform people ${run}` },
    });
    expect(renamed).toMatchObject({ status: 200, body: { name: `Platform people ${run}` } });
    const archived = await api.call('PATCH', `/api/talent-pools/${id}`, {
      token: admin.token,
      body: { archived: true },
    });
    expect(archived).toMatchObject({ status: 200, body: { archived: true } });

    const active = await api.call<TalentPoolDto[]>('GET', '/api/talent-pools?limit=20', { token: hr.token });
    expect(active.body.map((pool) => pool._id)).not.toContain(id);
    const shelved = await api.call<TalentPoolDto[]>('GET', '/api/talent-pools?archived=true', { token: hr.token });
    expect(shelved.body.map((pool) => pool._id)).toContain(id);

    // An archived pool takes nobody new; restored, it does.
    expect(await addMember(id, strong.user.uid)).toMatchObject({
      status: 409,
      body: { message: TALENT_POOL_MESSAGES.poolArchived },
    });
    await api.call('PATCH', `/api/talent-pools/${id}`, { token: hr.token, body: { archived: false } });
    expect((await addMember(id, strong.user.uid)).status).toBe(201);

    const trail = await api.call<{ action: string }[]>('GET', `/api/audit?targetId=${id}`, { token: admin.token });
    expect(trail.body.map((entry) => entry.action).sort()).toEqual([
      'talent_pool.archived',
      'talent_pool.created',
      'talent_pool.renamed',
      'talent_pool.restored',
    ]);
  });

  it('when a pool request is malformed, then it gets 400 with a message, and an unknown pool 404', async () => {
    expect(await createPool('   ')).toMatchObject({ status: 400, body: { message: TALENT_POOL_MESSAGES.nameEmpty } });
    expect(await createPool('x'.repeat(81))).toMatchObject({
      status: 400,
      body: { message: TALENT_POOL_MESSAGES.nameTooLong },
    });
    const pool = (await createPool(`Malformed ${run}`)).body._id;
    expect(await api.call('PATCH', `/api/talent-pools/${pool}`, { token: hr.token, body: {} })).toMatchObject({
      status: 400,
      body: { message: TALENT_POOL_MESSAGES.nothingToChange },
    });
    expect(await addMember(pool, strong.user.uid, 'n'.repeat(2001))).toMatchObject({
      status: 400,
      body: { message: TALENT_POOL_MESSAGES.noteTooLong },
    });
    expect((await api.call('GET', '/api/talent-pools?archived=maybe', { token: hr.token })).status).toBe(400);
    expect(
      (await api.call('PATCH', '/api/talent-pools/no-such-pool', { token: hr.token, body: { archived: true } })).status,
    ).toBe(404);
    expect((await addMember('no-such-pool', strong.user.uid)).status).toBe(404);
    expect((await addMember(pool, 'no-such-person')).status).toBe(404);
  });

  it('when an employee or a candidate calls any pool route, then it is refused (403)', async () => {
    const pool = (await createPool(`Closed door ${run}`)).body._id;
    for (const who of [employee, strong.user]) {
      expect((await api.call('GET', '/api/talent-pools', { token: who.token })).status).toBe(403);
      expect((await createPool(`Mine ${run}`, who.token)).status).toBe(403);
      expect((await api.call('GET', `/api/talent-pools/${pool}/members`, { token: who.token })).status).toBe(403);
      expect((await addMember(pool, strong.user.uid, undefined, who.token)).status).toBe(403);
      expect((await suggestions(jobId, who.token)).status).toBe(403);
      expect((await invite(strong.user.uid, jobId, who.token)).status).toBe(403);
    }
  });
});

describe('talent pools: members', () => {
  it('when hr adds a consented person and one with an open application, then both are listed with notes, counted, and found by the pool filter', async () => {
    const pool = (await createPool(`Members ${run}`)).body._id;
    expect((await addMember(pool, strong.user.uid, 'Great platform work')).status).toBe(201);
    expect((await addMember(pool, unconsented.user.uid)).status).toBe(201);
    expect(await addMember(pool, strong.user.uid)).toMatchObject({
      status: 409,
      body: { message: TALENT_POOL_MESSAGES.alreadyMember },
    });
    // Rejected and never consented: not someone hr may keep.
    expect(await addMember(pool, rejected.user.uid)).toMatchObject({
      status: 409,
      body: { message: TALENT_POOL_MESSAGES.notEligible },
    });
    expect(await poolCount(pool)).toBe(2);

    const listed = await members(pool);
    expect(listed.status).toBe(200);
    expect(listed.body.map((member) => member.name)).toEqual(['Ursula Unasked', 'Stella Strong']);
    expect(listed.body[1]).toMatchObject({ note: 'Great platform work', uid: strong.user.uid });
    expect(listed.body[1]!.talentPoolUntil).not.toBeNull();
    expect(listed.body[0]!.talentPoolUntil).toBeNull();

    const found = await api.call<PersonSearchResultDto[]>('GET', `/api/people?pool=${pool}`, { token: hr.token });
    expect(found.body.map((person) => person._id).sort()).toEqual([strong.user.uid, unconsented.user.uid].sort());

    const noted = await api.call('PUT', `/api/talent-pools/${pool}/members/${strong.user.uid}/note`, {
      token: hr.token,
      body: { note: 'Ask about Berlin' },
    });
    expect(noted).toMatchObject({ status: 200, body: { note: 'Ask about Berlin' } });
    expect((await profile(strong.user.uid)).body.pools).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: pool, name: `Members ${run}`, note: 'Ask about Berlin' }),
      ]),
    );

    const removed = await api.call('DELETE', `/api/talent-pools/${pool}/members/${unconsented.user.uid}`, {
      token: hr.token,
    });
    expect(removed.status).toBe(204);
    expect(
      (await api.call('DELETE', `/api/talent-pools/${pool}/members/${unconsented.user.uid}`, { token: hr.token }))
        .status,
    ).toBe(404);
    expect(await poolCount(pool)).toBe(1);
    const after = await api.call<PersonSearchResultDto[]>('GET', `/api/people?pool=${pool}`, { token: hr.token });
    expect(after.body.map((person) => person._id)).toEqual([strong.user.uid]);

    const trail = await api.call<{ action: string }[]>('GET', `/api/audit?targetId=${strong.user.uid}`, {
      token: admin.token,
    });
    expect(trail.body.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['talent_pool.member_added', 'talent_pool.note_changed']),
    );
    // The notes themselves stay out of the trail (erasure could not find them there).
    expect(JSON.stringify(trail.body)).not.toMatch(/Ask about Berlin|Great platform work/);
  });

  it('when a person with an open application withdraws their consent, then they leave every pool at once and cannot be added back', async () => {
    const person = await candidate('Wim Withdraws', [`${run} withdraws open`], true);
    const pool = (await createPool(`Withdrawn open ${run}`)).body._id;
    expect((await addMember(pool, person.user.uid)).status).toBe(201);
    const withdrawn = await api.call('DELETE', '/api/me/consents/talent-pool', { token: person.user.token });
    expect(withdrawn.status).toBe(200);
    expect((await members(pool)).body).toEqual([]);
    // Their application is still open, but they said no: they stay out until they consent again.
    expect(await addMember(pool, person.user.uid)).toMatchObject({
      status: 409,
      body: { message: TALENT_POOL_MESSAGES.notEligible },
    });
  });

  it('when a person withdraws their consent, then they leave every pool at once', async () => {
    const person = await candidate('Wanda Withdraws', [`${run} withdraws`], true);
    const [first, second] = [(await createPool(`First ${run}`)).body._id, (await createPool(`Second ${run}`)).body._id];
    expect((await addMember(first, person.user.uid)).status).toBe(201);
    expect((await addMember(second, person.user.uid)).status).toBe(201);
    // Withdrawing the application too, so only consent could have kept them in.
    expect(
      (await api.call('POST', `/api/application/${person.applicationId}/withdraw`, { token: person.user.token }))
        .status,
    ).toBe(200);

    const withdrawn = await api.call('DELETE', '/api/me/consents/talent-pool', { token: person.user.token });
    expect(withdrawn.status).toBe(200);
    expect((await members(first)).body).toEqual([]);
    expect([await poolCount(first), await poolCount(second)]).toEqual([0, 0]);
    expect((await profile(person.user.uid)).body.pools).toEqual([]);
    const found = await api.call<PersonSearchResultDto[]>('GET', `/api/people?pool=${second}`, { token: hr.token });
    expect(found.body).toEqual([]);
    expect(await addMember(first, person.user.uid)).toMatchObject({ status: 409 });
    const trail = await api.call<{ action: string; actor: { uid: string } }[]>(
      'GET',
      `/api/audit?targetId=${person.user.uid}&action=talent_pool.member_removed`,
      { token: admin.token },
    );
    expect(trail.body.map((entry) => entry.actor.uid)).toEqual([person.user.uid, person.user.uid]);
  });

  it('when a consent expires, then pools and suggestions drop the person at once and the sweep removes them', async () => {
    const person = await candidate('Edith Expires', [`${skill} ${run} expires`], true);
    const pool = (await createPool(`Expiring ${run}`)).body._id;
    expect((await addMember(pool, person.user.uid)).status).toBe(201);
    expect((await suggestions(skillsJob)).body.map((s) => s._id)).toContain(person.user.uid);

    await endConsent(person.user.uid);
    expect((await members(pool)).body).toEqual([]);
    expect((await profile(person.user.uid)).body).toMatchObject({ talentPoolUntil: null, pools: [] });
    expect((await suggestions(skillsJob)).body.map((s) => s._id)).not.toContain(person.user.uid);
    expect(await invite(person.user.uid, jobId)).toMatchObject({
      status: 409,
      body: { message: TALENT_POOL_MESSAGES.consentEnded },
    });

    // Search within the pool drops them at once too.
    const inPool = await api.call<PersonSearchResultDto[]>('GET', `/api/people?pool=${pool}`, { token: hr.token });
    expect(inPool.body).toEqual([]);

    const swept = await sweep();
    expect(swept.status).toBe(200);
    expect(swept.body.left).toBeGreaterThanOrEqual(1);
    expect(await poolCount(pool)).toBe(0);
    expect((await db().collection('talentPoolMembers').where('uid', '==', person.user.uid).get()).size).toBe(0);
    const index = await db().collection('searchIndex').doc(person.user.uid).get();
    expect([index.get('talentPoolUntil'), index.get('poolsAllowedUntil'), index.get('pools')]).toEqual([
      null,
      null,
      [],
    ]);
    const trail = await api.call<{ action: string; actor: { uid: string } }[]>(
      'GET',
      `/api/audit?targetId=${person.user.uid}&action=talent_pool.member_removed`,
      { token: admin.token },
    );
    expect(trail.body.map((entry) => entry.actor.uid)).toEqual(['system']);
  });

  it('when someone in a pool for an open application has it rejected, then they are out of the pool at once and the sweep removes them', async () => {
    const person = await candidate('Otto Open', [`${run} open`], false);
    const pool = (await createPool(`Open only ${run}`)).body._id;
    expect((await addMember(pool, person.user.uid)).status).toBe(201);
    expect((await members(pool)).body.map((member) => member.uid)).toEqual([person.user.uid]);
    const rejected = await api.call('PATCH', `/api/application/${person.applicationId}/stage`, {
      token: hr.token,
      body: { stage: 'rejected', reason: 'skills' },
    });
    expect(rejected.status).toBe(200);
    expect((await members(pool)).body).toEqual([]);
    expect((await profile(person.user.uid)).body.pools).toEqual([]);
    expect((await sweep()).body.left).toBeGreaterThanOrEqual(1);
    expect(await poolCount(pool)).toBe(0);
    // And they cannot be put back.
    expect(await addMember(pool, person.user.uid)).toMatchObject({ status: 409 });
  });
});

describe('suggestions from the talent pool', () => {
  it('when hr opens a job, then consented people whose resumes match are listed best first with the matched words, and nobody else', async () => {
    const statusBefore = (await db().collection('applications').doc(strong.applicationId).get()).get('stage');
    const answer = await suggestions(skillsJob);
    expect(answer.status).toBe(200);
    const ours = answer.body.filter((s) => [strong, partial, unconsented, rejected].some((p) => p.user.uid === s._id));
    expect(ours.map((s) => s.name)).toEqual(['Stella Strong', 'Paul Partial']);
    expect(ours[0]!.matched).toEqual(expect.arrayContaining([`Kube${run}`, `terra${run}`]));
    expect(ours[1]!.matched).toEqual([`terra${run}`]);
    expect(ours[0]!.snippet?.highlights.length).toBeGreaterThan(0);
    expect(ours[0]).toMatchObject({ invited: false, applied: false });
    // Listing changes nothing about anyone.
    expect((await db().collection('applications').doc(strong.applicationId).get()).get('stage')).toBe(statusBefore);
    expect((await suggestions('no-such-job')).status).toBe(404);
  });
});

describe('invitations to apply', () => {
  it('when hr invites a consented person, then they are e-mailed the job link with ?src=talent-pool, it is on their profile, once; their application counts as that source', async () => {
    const answer = await invite(strong.user.uid, skillsJob);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ jobId: skillsJob, jobTitle: `Kube${run} Platform Engineer` });
    const mail = await db().collection('mail').doc(answer.body.mailId).get();
    expect(mail.get('to')).toBe(strong.user.email);
    expect(mail.get('event')).toBe('talent_pool_invitation');
    expect(mail.get('message.text')).toMatch(/\/careers\/[a-z0-9-]+\?src=talent-pool/);
    expect(mail.get('message.subject')).toContain(`Kube${run} Platform Engineer`);

    expect((await profile(strong.user.uid)).body.invitations).toEqual([
      expect.objectContaining({ jobId: skillsJob, mailId: answer.body.mailId }),
    ]);
    expect(await invite(strong.user.uid, skillsJob)).toMatchObject({
      status: 409,
      body: { message: TALENT_POOL_MESSAGES.alreadyInvited },
    });
    expect((await suggestions(skillsJob)).body.find((s) => s._id === strong.user.uid)).toMatchObject({ invited: true });
    const trail = await api.call<{ action: string }[]>(
      'GET',
      `/api/audit?targetId=${strong.user.uid}&action=person.invited`,
      {
        token: admin.token,
      },
    );
    expect(trail.body).toHaveLength(1);

    // They follow the link and apply: the application keeps the source, and insights count it.
    const resume = await api.upload(
      '/api/document/upload',
      strong.user.token,
      multipart('cv.pdf', makeResumePdf([['Stella']])),
    );
    const applied = await api.call('POST', `/api/application/${skillsJob}`, {
      token: strong.user.token,
      body: { resumeUrl: resume.body.filePath, source: 'talent-pool' },
    });
    expect(applied.status).toBe(201);
    // The insights trigger counts the application: on a busy machine that takes a while (hence the timeout).
    await allCounted([applied.body._id]);
    const insights = await api.call<InsightsDto>('GET', `/api/insights?jobId=${skillsJob}`, { token: hr.token });
    expect(insights.body.sources).toEqual([{ source: 'talent-pool', applications: 1, interviews: 0, hires: 0 }]);
    expect((await suggestions(skillsJob)).body.find((s) => s._id === strong.user.uid)).toMatchObject({ applied: true });
  }, 120_000);

  it('when the person never consented, already applied, or the job is closed, then the invitation is refused with a message', async () => {
    expect(await invite(unconsented.user.uid, skillsJob)).toMatchObject({
      status: 409,
      body: { message: TALENT_POOL_MESSAGES.noConsent },
    });
    expect(await invite(partial.user.uid, jobId)).toMatchObject({
      status: 409,
      body: { message: TALENT_POOL_MESSAGES.alreadyApplied },
    });
    const closed = await api.call('POST', '/api/job', {
      token: hr.token,
      body: { title: `Closed ${run}`, isActive: false },
    });
    expect(await invite(partial.user.uid, closed.body._id)).toMatchObject({
      status: 409,
      body: { message: TALENT_POOL_MESSAGES.jobClosed },
    });
    expect((await invite(partial.user.uid, 'no-such-job')).status).toBe(404);
    expect((await invite('no-such-person', skillsJob)).status).toBe(404);
    expect(
      await api.call('POST', `/api/people/${partial.user.uid}/invitations`, { token: hr.token, body: {} }),
    ).toMatchObject({ status: 400, body: { message: TALENT_POOL_MESSAGES.jobId } });
    expect(
      await api.call('POST', `/api/people/${partial.user.uid}/invitations`, {
        token: hr.token,
        body: { jobId: '../jobs/x' },
      }),
    ).toMatchObject({ status: 400, body: { message: TALENT_POOL_MESSAGES.jobId } });
    expect(await db().collection('invitations').where('uid', '==', partial.user.uid).get()).toMatchObject({ size: 0 });
  });
});

describe('through the Hosting URL (the path browsers take: Hosting -> Functions runtime -> app)', () => {
  const HOSTING_URL = process.env.HOSTING_URL ?? 'http://127.0.0.1:5000';
  const viaHosting = async (token: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${HOSTING_URL}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('when a candidate calls the pools, suggestions or invitations there, then 403; hr creates a pool and invites there', async () => {
    for (const [method, path] of [
      ['GET', '/api/talent-pools'],
      ['POST', '/api/talent-pools'],
      ['GET', `/api/job/${skillsJob}/suggestions`],
      ['POST', `/api/people/${partial.user.uid}/invitations`],
    ] as const) {
      const answer = await viaHosting(partial.user.token, method, path, method === 'POST' ? { name: 'x' } : undefined);
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    const created = await viaHosting(hr.token, 'POST', '/api/talent-pools', { name: `Hosted ${run}` });
    expect(created).toMatchObject({ status: 201, body: { name: `Hosted ${run}`, memberCount: 0 } });
    const invited = await viaHosting(hr.token, 'POST', `/api/people/${partial.user.uid}/invitations`, {
      jobId: skillsJob,
    });
    expect(invited).toMatchObject({ status: 201, body: { jobId: skillsJob } });
  });
});
