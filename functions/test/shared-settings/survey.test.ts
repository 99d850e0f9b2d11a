import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SURVEY_MESSAGES,
  type ApplicationDto,
  type MySurveyResponseDto,
  type SurveyOfferDto,
  type SurveyReportDto,
} from '@hr-portal/contract';
import { db } from '../../src/lib/firebase.js';
import { newApplicant } from '../support/applicants.js';
import { startServer, type TestServer } from '../support/api.js';
import { createTestUser, type TestUser } from '../support/users.js';
import { unzip } from '../support/zip.js';
import { until } from '../support/until.js';

// The voluntary diversity survey: one settings document every applicant's offer reads, so these tests run alone
// (api-shared-settings). Answers are stored apart; staff read only counts, with small cells hidden.

let api: TestServer;
let admin: TestUser;
let hr: TestUser;
let jobId = '';

const SETTINGS = {
  enabled: true,
  intro: 'Voluntary: it helps us see whether our hiring is fair.',
  categories: [
    {
      id: 'gender',
      label: 'Gender',
      options: [
        { id: 'woman', label: 'Woman' },
        { id: 'man', label: 'Man' },
        { id: 'non-binary', label: 'Non-binary' },
      ],
    },
    { label: 'Age', options: [{ label: 'Under 30' }, { label: '30 to 49' }, { label: '50 or over' }] },
  ],
};

const setSurvey = (body: unknown, token = admin.token) => api.call('PUT', '/api/settings/survey', { token, body });
const noticeVersion = async () =>
  (await api.call('GET', '/api/settings/privacy-notice', { token: admin.token })).body.current.version as number;
const answer = (user: TestUser, applicationId: string, body: Record<string, unknown>) =>
  api.call('POST', `/api/survey/${applicationId}`, { token: user.token, body });
const report = async () =>
  (await api.call<SurveyReportDto>('GET', `/api/insights/survey?jobId=${jobId}`, { token: hr.token })).body;
const stageOf = (dto: SurveyReportDto, id: string) => dto.stages.find((stage) => stage.stageId === id)!;
const cells = (dto: SurveyReportDto, stage: string, category: string) =>
  Object.fromEntries(
    stageOf(dto, stage)
      .categories.find((item) => item.id === category)!
      .cells.map((cell) => [cell.optionId, cell.count]),
  );

beforeAll(async () => {
  api = await startServer();
  [admin, hr] = await Promise.all([createTestUser('admin'), createTestUser('hr')]);
  jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Fairness Engineer' } })).body._id;
  expect((await setSurvey(SETTINGS)).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await setSurvey({ enabled: false, categories: [] });
  await api.close();
});

describe('survey settings', () => {
  it('when admins set it up, then ids come from labels; hr and candidates cannot change or read it', async () => {
    const stored = await api.call('GET', '/api/settings/survey', { token: admin.token });
    expect(stored.body.categories[1]).toEqual({
      id: 'age',
      label: 'Age',
      options: [
        { id: 'under-30', label: 'Under 30' },
        { id: '30-to-49', label: '30 to 49' },
        { id: '50-or-over', label: '50 or over' },
      ],
    });
    expect((await api.call('GET', '/api/settings/survey', { token: hr.token })).status).toBe(403);
    expect((await setSurvey(SETTINGS, hr.token)).status).toBe(403);
    const empty = await setSurvey({ enabled: true, categories: [] });
    expect(empty).toMatchObject({ status: 400, body: { message: 'Add a category before switching the survey on' } });
    const reserved = await setSurvey({
      enabled: true,
      categories: [{ label: 'X', options: [{ id: 'prefer-not-to-say', label: 'No' }] }],
    });
    expect(reserved.status).toBe(400);
  });
});

describe('answering the survey', () => {
  it('when an applicant is offered it, then each category ends with "Prefer not to say"; consent and the notice version are required; once per application', async () => {
    const { user, id } = await newApplicant(api, jobId, 'Sam One');
    const offer = await api.call<SurveyOfferDto>('GET', `/api/survey?application=${id}`, { token: user.token });
    expect(offer.body.enabled).toBe(true);
    expect(offer.body.categories[0]!.options.map((option) => option.id)).toEqual([
      'woman',
      'man',
      'non-binary',
      'prefer-not-to-say',
    ]);
    const version = offer.body.noticeVersion;
    expect(version).toBe(await noticeVersion());

    const noConsent = await answer(user, id, { consent: false, noticeVersion: version, answers: {} });
    expect(noConsent).toMatchObject({ status: 400, body: { message: SURVEY_MESSAGES.consentRequired } });
    const oldNotice = await answer(user, id, { consent: true, noticeVersion: version + 1, answers: {} });
    expect(oldNotice).toMatchObject({ status: 409, body: { message: SURVEY_MESSAGES.noticeChanged } });
    const unknown = await answer(user, id, { consent: true, noticeVersion: version, answers: { religion: 'x' } });
    expect(unknown).toMatchObject({ status: 400, body: { message: `${SURVEY_MESSAGES.unknownCategory}: religion` } });
    const badOption = await answer(user, id, { consent: true, noticeVersion: version, answers: { gender: 'x' } });
    expect(badOption).toMatchObject({ status: 400, body: { message: `Gender: ${SURVEY_MESSAGES.unknownOption}` } });
    const proto = await api.call('POST', `/api/survey/${id}`, {
      token: user.token,
      rawBody: `{"consent":true,"noticeVersion":${version},"answers":{"__proto__":"woman"}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(proto.status).toBe(400);

    const other = await createTestUser('candidate');
    const notTheirs = await answer(other, id, { consent: true, noticeVersion: version, answers: {} });
    expect(notTheirs).toMatchObject({ status: 403, body: { message: SURVEY_MESSAGES.notYourApplication } });
    const peek = await api.call('GET', `/api/survey?application=${id}`, { token: other.token });
    expect(peek).toMatchObject({ status: 403, body: { message: SURVEY_MESSAGES.notYourApplication } });

    const given = await answer(user, id, { consent: true, noticeVersion: version, answers: { gender: 'woman' } });
    expect(given.status).toBe(201);
    const again = await answer(user, id, { consent: true, noticeVersion: version, answers: {} });
    expect(again).toMatchObject({ status: 409, body: { message: SURVEY_MESSAGES.alreadyAnswered } });
    const offeredAgain = await api.call<SurveyOfferDto>('GET', `/api/survey?application=${id}`, { token: user.token });
    expect(offeredAgain.body).toMatchObject({ enabled: false, categories: [] });

    const mine = await api.call<MySurveyResponseDto[]>('GET', '/api/me/survey', { token: user.token });
    expect(mine.body).toEqual([
      {
        applicationId: id,
        jobTitle: 'Fairness Engineer',
        givenAt: expect.any(String),
        noticeVersion: version,
        answers: [
          { category: 'Gender', answer: 'Woman' },
          { category: 'Age', answer: 'Prefer not to say' },
        ],
      },
    ]);

    // Staff read the application, its log and the person's profile: no survey answer is in any of them.
    const staffReads = await Promise.all([
      api.call<ApplicationDto>('GET', `/api/application/${id}`, { token: hr.token }),
      api.call('GET', `/api/application/${id}/events`, { token: hr.token }),
      api.call('GET', `/api/people/${user.uid}`, { token: hr.token }),
      api.call('GET', `/api/application?job=${jobId}`, { token: admin.token }),
    ]);
    for (const read of staffReads) {
      expect(read.status).toBe(200);
      expect(JSON.stringify(read.body)).not.toMatch(/woman|survey|gender/i);
    }
  });

  it('when the survey is off, then nothing is offered and an answer is refused', async () => {
    const { user, id } = await newApplicant(api, jobId, 'Sam Off');
    await setSurvey({ ...SETTINGS, enabled: false });
    try {
      const offer = await api.call<SurveyOfferDto>('GET', `/api/survey?application=${id}`, { token: user.token });
      expect(offer.body).toMatchObject({ enabled: false, categories: [] });
      const refused = await answer(user, id, { consent: true, noticeVersion: await noticeVersion(), answers: {} });
      expect(refused).toMatchObject({ status: 409, body: { message: SURVEY_MESSAGES.off } });
    } finally {
      await setSurvey(SETTINGS);
    }
  });
});

describe('what staff see: published counts per stage, small cells hidden', () => {
  it('when 20 applicants answer, then counts under 5 read "fewer than 5" with more hidden so none can be worked out; one move never shows on its own; export, withdrawal and erasure take answers out', async () => {
    jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Counted Roles' } })).body._id;
    const version = await noticeVersion();
    const genders = [...Array(9).fill('woman'), ...Array(10).fill('man'), 'non-binary'] as string[];
    const applicants = [];
    for (const [n, gender] of genders.entries()) {
      const applicant = await newApplicant(api, jobId, `Counted ${n}`);
      const given = await answer(applicant.user, applicant.id, {
        consent: true,
        noticeVersion: version,
        answers: { gender },
      });
      expect(given.status).toBe(201);
      applicants.push(applicant);
    }
    const counted = await report();
    expect(counted.asOf).toEqual(expect.any(String));
    expect(stageOf(counted, 'applied').respondents).toBe(20);
    // 1 is hidden; so is the next smallest (9), so that the hidden cells hold 10 and neither can be worked out.
    expect(cells(counted, 'applied', 'gender')).toEqual({
      woman: null,
      man: 10,
      'non-binary': null,
      'prefer-not-to-say': 0,
    });
    // Everyone left Age out ("Prefer not to say"): a row where one answer holds all is hidden whole.
    expect(cells(counted, 'applied', 'age')).toEqual({
      'under-30': null,
      '30-to-49': null,
      '50-or-over': null,
      'prefer-not-to-say': null,
    });
    expect(stageOf(counted, 'screening')).toMatchObject({ respondents: 0 });

    // One applicant moves: the counts move with them, but the published report waits for 5 changes.
    const moved = applicants.at(-1)!;
    const move = await api.call('PATCH', `/api/application/${moved.id}/stage`, {
      token: hr.token,
      body: { stage: 'screening' },
    });
    expect(move.status).toBe(200);
    const live = async () =>
      Number((await db().collection('surveyTallies').doc(jobId).get()).get('stages.screening.respondents') ?? 0);
    expect(await until(live, (count) => count === 1)).toBe(1);
    expect(stageOf(await report(), 'applied').respondents).toBe(20);

    // The person's export holds their answers; withdrawing deletes them and takes them out of the counts.
    const exported = await api.call('GET', '/api/me/export', { token: applicants[0]!.user.token });
    const data = JSON.parse((await unzip(exported.body)).get('data.json')!.toString());
    expect(data.diversitySurvey).toEqual([expect.objectContaining({ applicationId: applicants[0]!.id })]);
    expect(JSON.stringify(data.applications)).not.toContain('flags');
    const withdrawn = await api.call('DELETE', '/api/me/survey', { token: applicants[0]!.user.token });
    expect(withdrawn.body).toEqual({ message: SURVEY_MESSAGES.withdrawn, deleted: 1 });
    expect((await api.call('GET', '/api/me/survey', { token: applicants[0]!.user.token })).body).toEqual([]);

    // Erasing a person erases their answers with them.
    const erased = await api.call('DELETE', '/api/me', { token: applicants[1]!.user.token });
    expect(erased.status).toBe(204);
    expect((await db().collection('surveyResponses').doc(applicants[1]!.id).get()).exists).toBe(false);
    expect(stageOf(await report(), 'applied').respondents).toBe(20);

    // Two more moves make five changes since the counts were published: the report shows them all at once.
    for (const applicant of applicants.slice(2, 4)) {
      const moving = await api.call('PATCH', `/api/application/${applicant.id}/stage`, {
        token: hr.token,
        body: { stage: 'screening' },
      });
      expect(moving.status).toBe(200);
    }
    await until(live, (count) => count === 3);
    const after = await report();
    expect(stageOf(after, 'applied').respondents).toBe(15);
    expect(stageOf(after, 'screening').respondents).toBeNull();
    expect(cells(after, 'screening', 'gender')).toEqual({
      woman: null,
      man: null,
      'non-binary': null,
      'prefer-not-to-say': null,
    });

    const candidateAsks = await api.call('GET', `/api/insights/survey?jobId=${jobId}`, { token: moved.user.token });
    expect(candidateAsks.status).toBe(403);
  }, 180_000);
});

describe('a report cannot be differenced to one person', () => {
  it('when one person moves and four decoys move away and back, then nothing new is published; five people counted elsewhere are', async () => {
    jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Decoy Roles' } })).body._id;
    const version = await noticeVersion();
    const applicants: Awaited<ReturnType<typeof newApplicant>>[] = [];
    for (const [n, gender] of [
      'woman',
      'woman',
      'woman',
      'woman',
      'woman',
      'man',
      'man',
      'man',
      'man',
      'man',
    ].entries()) {
      const applicant = await newApplicant(api, jobId, `Decoy ${n}`);
      expect(
        (await answer(applicant.user, applicant.id, { consent: true, noticeVersion: version, answers: { gender } }))
          .status,
      ).toBe(201);
      applicants.push(applicant);
    }
    const first = await report();
    expect(stageOf(first, 'applied').respondents).toBe(10);
    const moveTo = async (applicant: (typeof applicants)[number], stage: string) =>
      expect(
        (await api.call('PATCH', `/api/application/${applicant.id}/stage`, { token: hr.token, body: { stage } }))
          .status,
      ).toBe(200);
    const live = async (stage: string) =>
      Number((await db().collection('surveyTallies').doc(jobId).get()).get(`stages.${stage}.respondents`) ?? 0);

    // The target moves; four decoys each go to Screening and come back (each counted there, then back again).
    const [target, ...rest] = applicants;
    const decoys = rest.slice(0, 4);
    const others = rest.slice(4);
    await moveTo(target!, 'screening');
    await until(
      () => live('screening'),
      (count) => count === 1,
    );
    for (const decoy of decoys) {
      await moveTo(decoy, 'screening');
      await until(
        () => live('screening'),
        (count) => count === 2,
      );
      await moveTo(decoy, 'applied');
      await until(
        () => live('screening'),
        (count) => count === 1,
      );
    }
    expect(await live('applied')).toBe(9);
    const unchanged = await report();
    expect(unchanged.asOf).toBe(first.asOf);
    expect(stageOf(unchanged, 'applied').respondents).toBe(10);

    // Four more people move: five are counted elsewhere than in the last publication, so the counts are published.
    for (const person of others.slice(0, 4)) await moveTo(person, 'screening');
    await until(
      () => live('screening'),
      (count) => count === 5,
    );
    const republished = await report();
    expect(republished.asOf).not.toBe(first.asOf);
    expect(stageOf(republished, 'applied').respondents).toBe(5);
  }, 180_000);

  it('when one person moves beside four moving between two other stages, then nothing is published until every stage staff see differs by five', async () => {
    jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Stage Decoys' } })).body._id;
    const version = await noticeVersion();
    const applicants: Awaited<ReturnType<typeof newApplicant>>[] = [];
    for (const [n, gender] of [
      'woman',
      'man',
      'woman',
      'man',
      'woman',
      'man',
      'woman',
      'man',
      'woman',
      'man',
    ].entries()) {
      const applicant = await newApplicant(api, jobId, `Stage Decoy ${n}`);
      const answered = await answer(applicant.user, applicant.id, {
        consent: true,
        noticeVersion: version,
        answers: { gender },
      });
      expect(answered.status).toBe(201);
      applicants.push(applicant);
    }
    const live = async (stage: string) =>
      Number((await db().collection('surveyTallies').doc(jobId).get()).get(`stages.${stage}.respondents`) ?? 0);
    const moveAll = async (people: typeof applicants, stage: string, expected: number) => {
      for (const person of people) {
        const moved = await api.call('PATCH', `/api/application/${person.id}/stage`, {
          token: hr.token,
          body: { stage },
        });
        expect(moved.status).toBe(200);
      }
      await until(
        () => live(stage),
        (count) => count === expected,
      );
    };
    expect(stageOf(await report(), 'applied').respondents).toBe(10);
    const [target, ...rest] = applicants;
    const [interviewed, stayed] = [rest.slice(0, 5), rest.slice(5)];
    await moveAll(interviewed, 'interview', 5);
    const before = await report();
    expect([stageOf(before, 'applied').respondents, stageOf(before, 'interview').respondents]).toEqual([5, 5]);

    // The target moves Applied -> Screening while four others go Interview -> Offer for good: five people changed,
    // but Applied would differ from the last report by the target alone.
    await moveAll([target!], 'screening', 1);
    await moveAll(interviewed.slice(0, 4), 'offer', 4);
    const held = await report();
    expect(held.asOf).toBe(before.asOf);
    expect(stageOf(held, 'applied').respondents).toBe(5);

    // Once Applied, Screening, Interview and Offer each differ by five, the counts are published.
    await moveAll(stayed, 'screening', 5);
    await moveAll(interviewed.slice(4), 'offer', 5);
    const published = await report();
    expect(published.asOf).not.toBe(before.asOf);
    expect(['applied', 'screening', 'interview', 'offer'].map((id) => stageOf(published, id).respondents)).toEqual([
      0, 5, 0, 5,
    ]);
  }, 180_000);
});
