import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, type PersonSearchResultDto } from '@hr-portal/contract';
import { db } from '../../src/lib/firebase.js';
import { makeResumePdf, multipart } from '../../../test-fixtures/pdf.js';
import { CORPUS, CORPUS_QUERIES, corpusResume, type CorpusPerson } from '../../../test-fixtures/people-corpus.js';
import { startServer, type ApiResponse, type TestServer } from '../support/api.js';
import { createTestUser, type TestUser } from '../support/users.js';

// Search quality on a labelled set (test-fixtures/people-corpus.ts): 50 people upload their resumes through the
// API, then 20 queries are run. Precision@10 and recall are printed for each; the queries whose answers are
// certain are asserted exactly. It runs alone (the shared-settings group) on an index holding only these people.

let api: TestServer;
let hr: TestUser;
const personOf = new Map<string, CorpusPerson>();

beforeAll(async () => {
  const stale = await db().collection('searchIndex').listDocuments();
  for (let i = 0; i < stale.length; i += 400) {
    const batch = db().batch();
    stale.slice(i, i + 400).forEach((ref) => batch.delete(ref));
    await batch.commit();
  }
  api = await startServer();
  hr = await createTestUser('hr');
  // Staff see a candidate's resume once they apply: each applies, as candidates in a database of people have.
  const job = await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Open application' } });
  expect(job.status).toBe(201);
  for (const person of CORPUS) {
    const user = await createTestUser('candidate', person.name);
    const upload = await api.upload(
      '/api/document/upload',
      user.token,
      multipart('resume.pdf', makeResumePdf(corpusResume(person))),
    );
    expect(upload.status, person.name).toBe(201);
    const applied = await api.call('POST', `/api/application/${job.body._id as string}`, {
      token: user.token,
      body: { resumeUrl: upload.body.filePath },
    });
    expect(applied.status, person.name).toBe(201);
    personOf.set(user.uid, person);
  }
}, 120_000);
afterAll(() => api.close());

/** Every result of the query, page after page (10 a page), as corpus people. */
async function allResults(q: string): Promise<CorpusPerson[]> {
  const found: CorpusPerson[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const response: ApiResponse<PersonSearchResultDto[]> = await api.call<PersonSearchResultDto[]>(
      'GET',
      `/api/people?q=${encodeURIComponent(q)}&limit=10${cursor ? `&cursor=${cursor}` : ''}`,
      { token: hr.token },
    );
    expect(response.status, q).toBe(200);
    found.push(...response.body.map((result) => personOf.get(result._id)!));
    cursor = response.headers.get(NEXT_CURSOR_HEADER);
  }
  return found;
}

describe('people search on a labelled set of 50 people and 20 queries', () => {
  it('when the queries run, then the certain ones answer exactly and the figures are reported', async () => {
    const rows: string[] = [];
    let precisionSum = 0;
    let recallSum = 0;
    for (const { q, wanted, certain } of CORPUS_QUERIES) {
      const results = await allResults(q);
      const expected = CORPUS.filter(wanted);
      const top = results.slice(0, 10);
      const precision = top.length === 0 ? (expected.length === 0 ? 1 : 0) : top.filter(wanted).length / top.length;
      const recall = expected.length === 0 ? 1 : results.filter(wanted).length / expected.length;
      precisionSum += precision;
      recallSum += recall;
      rows.push(
        `| ${q} | ${expected.length} | ${results.length} | ${precision.toFixed(2)} | ${recall.toFixed(2)} | ${certain ? 'exact' : ''} |`,
      );
      if (certain)
        expect(results.map((person) => person.name).sort(), q).toEqual(expected.map((person) => person.name).sort());
    }
    const precision = precisionSum / CORPUS_QUERIES.length;
    const recall = recallSum / CORPUS_QUERIES.length;
    console.log(
      ['| query | wanted | found | precision@10 | recall | asserted |', '|---|---|---|---|---|---|', ...rows].join(
        '\n',
      ),
    );
    console.log(`mean precision@10 ${precision.toFixed(2)}, mean recall ${recall.toFixed(2)}`);
    // What the search cannot do (synonyms, other spellings of a city) keeps these below 1; they must not fall.
    expect(precision).toBeGreaterThanOrEqual(0.8);
    expect(recall).toBeGreaterThanOrEqual(0.75);
  });

  it('when a word is searched alone, then those who have the word rank before those who only have a longer word it starts', async () => {
    const results = await allResults('java');
    const hasJava = (person: CorpusPerson) => person.skills.includes('Java') || /\bJava\b/.test(person.title);
    const lastWhole = results.map(hasJava).lastIndexOf(true);
    const firstStartOnly = results.map(hasJava).indexOf(false);
    expect(lastWhole).toBeGreaterThanOrEqual(0);
    expect(firstStartOnly).toBeGreaterThan(lastWhole);
    expect(
      results.slice(firstStartOnly).every((person) => /JavaScript/.test([...person.skills, person.title].join())),
    ).toBe(true);
  });
});
