import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, PEOPLE_MESSAGES, SEARCH_LIMITS, type PersonSearchResultDto } from '@hr-portal/contract';
import { db } from '../src/lib/firebase.js';
import { rebuildPersonIndex } from '../src/flows/search/rebuild.js';
import { indexFiledApplication } from '../src/flows/applications/file-application.js';
import { FieldValue } from 'firebase-admin/firestore';
import { makeResumePdf, multipart } from '../../test-fixtures/pdf.js';
import { startServer, type TestServer } from './support/api.js';
import { createTestUser, type TestUser } from './support/users.js';

// People search (GET /api/people) and the index that follows uploads, deletions, tags, notes, stages and consent.
// Every person here carries this run's marker word, so other suites' people never answer these queries.

const run = `zq${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
let api: TestServer;
let hr: TestUser;
let admin: TestUser;
let employee: TestUser;
let jobId = '';

interface Person {
  user: TestUser;
  resumeId: string;
  applicationId: string;
}

async function personWithResume(name: string, pages: string[][], apply: Record<string, unknown> | null = {}) {
  const user = await createTestUser('candidate', name);
  const resume = await api.upload('/api/document/upload', user.token, multipart('cv.pdf', makeResumePdf(pages)));
  expect(resume.status).toBe(201);
  let applicationId = '';
  if (apply) {
    const applied = await api.call('POST', `/api/application/${jobId}`, {
      token: user.token,
      body: { resumeUrl: resume.body.filePath, ...apply },
    });
    expect(applied.status).toBe(201);
    applicationId = applied.body._id as string;
  }
  return { user, resumeId: resume.body._id as string, applicationId };
}

const search = (query: string, token = hr.token) =>
  api.call<PersonSearchResultDto[]>('GET', `/api/people?${query}`, { token });
const uidsOf = (results: PersonSearchResultDto[]) => results.map((result) => result._id);

let jurgen: Person;
let tagged: Person;
let often: Person;
let once: Person;

beforeAll(async () => {
  api = await startServer();
  [hr, admin, employee] = await Promise.all([
    createTestUser('hr'),
    createTestUser('admin'),
    createTestUser('employee'),
  ]);
  jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: `Platform ${run}` } })).body._id;
  jurgen = await personWithResume(
    'Jürgen Müller',
    [
      [`Jürgen Müller ${run}`, 'Platform engineer, Berlin', 'Ten years of Linux and networking'],
      ['Skills: Kubernetes, Terraform, Go', 'Languages: Deutsch, English'],
    ],
    { source: 'linkedin', talentPool: true },
  );
  // Three people hold the word "ranked<run>": in a tag (scores most), five times in a resume, once.
  tagged = await personWithResume('Tara Tagged', [[`Generalist ${run}`]]);
  often = await personWithResume('Otto Often', [[`ranked${run} `.repeat(5), `Often ${run}`]]);
  once = await personWithResume('Olga Once', [[`ranked${run} once ${run}`]]);
  const tags = await api.call('PUT', `/api/people/${tagged.user.uid}/tags`, {
    token: hr.token,
    body: { tags: [`ranked${run}`] },
  });
  expect(tags.status).toBe(200);
}, 60_000);
afterAll(() => api.close());

describe('GET /api/people', () => {
  it('when hr searches words of a two-page resume without accents, then the person is found with why', async () => {
    const response = await search(`q=${encodeURIComponent(`muller kubernetes ${run}`)}`);
    expect(response.status).toBe(200);
    expect(uidsOf(response.body)).toEqual([jurgen.user.uid]);
    const [found] = response.body;
    expect(found).toMatchObject({ name: 'Jürgen Müller', email: jurgen.user.email });
    expect(found!.matched).toEqual(['muller', 'kubernetes', run]);
    expect(found!.applications).toEqual([
      { _id: jurgen.applicationId, jobId, jobTitle: `Platform ${run}`, stage: 'applied', status: 'applied' },
    ]);
    const { snippet } = found!;
    expect(snippet).not.toBeNull();
    const highlighted = snippet!.highlights.map(([start, end]) => snippet!.text.slice(start, end));
    expect(highlighted.length).toBeGreaterThan(0);
    for (const word of highlighted) expect(['Müller', 'Kubernetes', run]).toContain(word);
  });

  it('when hr searches the start of a word, then the words that start so are found ("kube", "berl")', async () => {
    const response = await search(`q=${encodeURIComponent(`kube BERL ${run}`)}`);
    expect(uidsOf(response.body)).toEqual([jurgen.user.uid]);
    expect(response.body[0]!.snippet!.from).toBe('resume');
    expect(response.body[0]!.snippet!.label).toBe('cv.pdf');
  });

  it('when hr types any start of a long word, then it finds its holder, and not someone whose word only shares the first letters', async () => {
    // A 29-letter word, and a decoy whose word has the same first 15 letters (what the index holds starts of).
    const long = `${run}verwaltungsangestelltenvertretung`.slice(0, 29);
    expect(long).toHaveLength(29);
    const holder = await personWithResume('Lotte Lang', [[`Profession: ${long}`]]);
    const decoy = await personWithResume('Dora Decoy', [[`Hobby: ${long.slice(0, 15)}xschen`]]);
    for (const length of [16, 18, 28, 29]) {
      const found = await search(`q=${long.slice(0, length)}`);
      expect(uidsOf(found.body), `${length} letters`).toEqual([holder.user.uid]);
    }
    expect(uidsOf((await search(`q=${long.slice(0, 15)}`)).body).sort()).toEqual(
      [holder.user.uid, decoy.user.uid].sort(),
    );
    const withFilter = await search(`q=${long.slice(0, 20)}&jobId=${jobId}`);
    expect(uidsOf(withFilter.body)).toEqual([holder.user.uid]);
  });

  it('when one word is searched alone, then the people holding it come back best first: tag, five times, once', async () => {
    const response = await search(`q=ranked${run}`);
    expect(response.status).toBe(200);
    expect(uidsOf(response.body)).toEqual([tagged.user.uid, often.user.uid, once.user.uid]);
    expect(response.body[0]!.snippet!.from).toBe('tags');
  });

  it('when words are searched with filters, then each filter must hold too', async () => {
    const byJob = await search(`q=${run}&jobId=${jobId}&source=linkedin`);
    expect(uidsOf(byJob.body)).toEqual([jurgen.user.uid]);
    const byTag = await search(`q=${run}&tag=${encodeURIComponent(`RANKED${run}`)}`);
    expect(uidsOf(byTag.body)).toEqual([tagged.user.uid]);
    const byPool = await search(`q=${run}&talentPool=true`);
    expect(uidsOf(byPool.body)).toEqual([jurgen.user.uid]);
  });

  it('when hr moves an application, then the stage filter follows at once', async () => {
    const moved = await api.call('PATCH', `/api/application/${once.applicationId}/stage`, {
      token: hr.token,
      body: { stage: 'screening' },
    });
    expect(moved.status).toBe(200);
    expect(uidsOf((await search(`q=${run}&jobId=${jobId}&stage=screening`)).body)).toEqual([once.user.uid]);
    expect(uidsOf((await search(`q=ranked${run}&stage=applied`)).body).sort()).toEqual(
      [tagged.user.uid, often.user.uid].sort(),
    );
  });

  it('when hr writes a note, then its words find the person, the passage coming from the note', async () => {
    const note = await api.call('POST', `/api/application/${often.applicationId}/notes`, {
      token: hr.token,
      body: { text: `Great culture add, speaks Portuguese fluently ${run}x` },
    });
    expect(note.status).toBe(201);
    const response = await search(`q=${run}x%20portug`);
    expect(uidsOf(response.body)).toEqual([often.user.uid]);
    expect(response.body[0]!.snippet).toMatchObject({ from: 'note', label: null });
  });

  it('when the candidate withdraws their talent-pool consent, then the talent-pool filter drops them at once', async () => {
    const withdrawn = await api.call('DELETE', '/api/me/consents/talent-pool', { token: jurgen.user.token });
    expect(withdrawn.status).toBe(200);
    expect((await search(`q=${run}&talentPool=true`)).body).toEqual([]);
    expect(uidsOf((await search(`q=muller ${run}`)).body)).toEqual([jurgen.user.uid]);
  });

  it('when a candidate deletes their resume, then its words leave the index at once', async () => {
    const person = await personWithResume('Dora Deleted', [[`Haskell ${run}d`]]);
    expect(uidsOf((await search(`q=haskell%20${run}d`)).body)).toEqual([person.user.uid]);
    const deleted = await api.call('DELETE', `/api/document/${person.resumeId}`, { token: person.user.token });
    expect(deleted.status).toBe(200);
    expect((await search(`q=haskell%20${run}d`)).body).toEqual([]);
    const stored = (await db().collection('searchIndex').doc(person.user.uid).get()).data()!;
    expect(JSON.stringify(stored)).not.toMatch(/haskell/i);
  });

  it("when a candidate has not applied, then their name finds them but their resume's words do not, until they apply", async () => {
    const person = await personWithResume(`Nadia Notyet${run}`, [[`Clojure ${run}y`]], null);
    expect(uidsOf((await search(`q=notyet${run}`)).body)).toEqual([person.user.uid]);
    expect((await search(`q=notyet${run}`)).body[0]!.snippet!.from).toBe('name');
    expect((await search(`q=clojure%20${run}y`)).body).toEqual([]);
    const resumes = await api.call('GET', '/api/document/my', { token: person.user.token });
    const applied = await api.call('POST', `/api/application/${jobId}`, {
      token: person.user.token,
      body: { resumeUrl: (resumes.body as { filePath: string }[])[0]!.filePath },
    });
    expect(applied.status).toBe(201);
    expect(uidsOf((await search(`q=clojure%20${run}y`)).body)).toEqual([person.user.uid]);
  });

  it('when an employee uploads their own file, then its text is never searchable', async () => {
    const staffer = await createTestUser('employee', `Evan Employee${run}`);
    const upload = await api.upload(
      '/api/document/upload',
      staffer.token,
      multipart('sick-note.pdf', makeResumePdf([[`Sicknote ${run}s`]])),
    );
    expect(upload.status).toBe(201);
    expect((await db().collection('searchIndex').doc(staffer.uid).get()).exists).toBe(false);
    expect((await search(`q=sicknote%20${run}s`)).body).toEqual([]);
  });

  it('when the results fill more than a page, then the cursor walks them without repeats', async () => {
    const first = await search(`q=ranked${run}&limit=2`);
    expect(first.body).toHaveLength(2);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toBeTruthy();
    const second = await search(`q=ranked${run}&limit=2&cursor=${cursor}`);
    expect(uidsOf([...first.body, ...second.body])).toEqual([tagged.user.uid, often.user.uid, once.user.uid]);
    expect(second.headers.get(NEXT_CURSOR_HEADER)).toBeNull();

    const byId = await search(`q=ranked${run}%20${run}&limit=2`);
    const nextById = await search(`q=ranked${run}%20${run}&limit=2&cursor=${byId.headers.get(NEXT_CURSOR_HEADER)}`);
    expect(uidsOf([...byId.body, ...nextById.body]).sort()).toEqual(
      [tagged.user.uid, often.user.uid, once.user.uid].sort(),
    );
  });

  it('when nothing is asked, then the newest people come first, a page at a time', async () => {
    const first = await search('limit=3');
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(3);
    const second = await search(`limit=3&cursor=${first.headers.get(NEXT_CURSOR_HEADER)}`);
    expect(second.status).toBe(200);
    const seen = uidsOf([...first.body, ...second.body]);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('when the query is too long or has too many words, then 400 says which', async () => {
    const long = await search(`q=${'a'.repeat(SEARCH_LIMITS.queryChars + 1)}`);
    expect(long.status).toBe(400);
    expect((long.body as unknown as { message: string }).message).toContain(PEOPLE_MESSAGES.queryTooLong);
    const many = await search(
      `q=${Array.from({ length: SEARCH_LIMITS.queryWords + 1 }, (_, i) => `w${i}x`).join('%20')}`,
    );
    expect(many.status).toBe(400);
    expect((many.body as unknown as { message: string }).message).toContain(PEOPLE_MESSAGES.queryTooManyWords);
    expect((await search('cursor=not-a-cursor')).status).toBe(400);
    for (const hostile of [
      { at: 1e300, id: 'someone' },
      { at: 5, id: 'a/b' },
    ]) {
      const cursor = Buffer.from(JSON.stringify(hostile)).toString('base64url');
      expect((await search(`q=ranked${run}&cursor=${cursor}`)).status).toBe(400);
    }
    expect((await search(`limit=${SEARCH_LIMITS.maxPageSize + 1}`)).status).toBe(400);
    expect((await search('talentPool=maybe')).status).toBe(400);
  });

  it('when an employee or a candidate searches, then 403; admins search too', async () => {
    expect((await search(`q=${run}`, employee.token)).status).toBe(403);
    expect((await search(`q=${run}`, jurgen.user.token)).status).toBe(403);
    expect((await search(`q=muller%20${run}`, admin.token)).body).toHaveLength(1);
  });

  it("when an apply's index update was lost (contended past its retries), then the applied event's repair lists it; nothing for an application gone", async () => {
    const person = await personWithResume('Ivo Index', [[`Fortran ${run}i`]]);
    const index = db().collection('searchIndex').doc(person.user.uid);
    const listed = async () => Object.keys(((await index.get()).get('applications') ?? {}) as object);
    await index.update({ [`applications.${person.applicationId}`]: FieldValue.delete() });
    expect(await listed()).not.toContain(person.applicationId);
    expect(await indexFiledApplication(person.applicationId)).toBe(true);
    expect(await listed()).toContain(person.applicationId);
    expect(await indexFiledApplication(person.applicationId)).toBe(true);
    expect(await listed()).toEqual([person.applicationId]);
    expect(await indexFiledApplication(`${jobId}_nobody`)).toBe(false);
    // Someone disabled (erasure closes the person first) gets no index back from a late retry.
    await index.update({ [`applications.${person.applicationId}`]: FieldValue.delete() });
    await db().collection('users').doc(person.user.uid).update({ disabled: true });
    expect(await indexFiledApplication(person.applicationId)).toBe(false);
    expect(await listed()).toEqual([]);
  });

  it("when a person's data predates search, then rebuilding reads their resume again and indexes it all", async () => {
    const person = await personWithResume('Paula Past', [[`Erlang ${run}p`]]);
    await api.call('PUT', `/api/people/${person.user.uid}/tags`, { token: hr.token, body: { tags: ['Veteran'] } });
    await db().collection('searchIndex').doc(person.user.uid).delete();
    expect((await search(`q=erlang%20${run}p`)).body).toEqual([]);
    expect(await rebuildPersonIndex(person.user.uid)).toBe(true);
    const [found] = (await search(`q=erlang%20${run}p&tag=veteran&jobId=${jobId}`)).body;
    expect(found).toMatchObject({ _id: person.user.uid, name: 'Paula Past', tags: ['Veteran'] });
    expect(found!.applications.map((application) => application._id)).toEqual([person.applicationId]);
    expect(await rebuildPersonIndex(hr.uid)).toBe(false);
  });

  it('when a person changes their name, then search finds them by the new one at once', async () => {
    const person = await personWithResume('Rhea Renamed', [[`Cobol ${run}n`]], null);
    const renamed = await api.call('PATCH', `/api/user/${person.user.uid}`, {
      token: person.user.token,
      body: { name: `Rhea Newname${run}` },
    });
    expect(renamed.status).toBe(200);
    const [found] = (await search(`q=newname${run}`)).body;
    expect(found).toMatchObject({ _id: person.user.uid, name: `Rhea Newname${run}` });
    expect((await search(`q=renamed%20${run}n`)).body).toEqual([]);
  });

  it('when a person is erased, then their index is gone with them', async () => {
    const person = await personWithResume('Eve Erased', [[`Fortran ${run}e`]]);
    expect(uidsOf((await search(`q=fortran%20${run}e`)).body)).toEqual([person.user.uid]);
    const erased = await api.call('DELETE', `/api/user/${person.user.uid}`, { token: admin.token });
    expect(erased.status).toBeLessThan(300);
    expect((await db().collection('searchIndex').doc(person.user.uid).get()).exists).toBe(false);
    expect((await search(`q=fortran%20${run}e`)).body).toEqual([]);
  });
});
