import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { createCareersApp } from '../src/http/careers/app.js';
import { startServer, type TestServer } from './support/api.js';
import { installReadMeter, readsOf } from './support/read-meter.js';
import { createTestUser, type TestUser } from './support/users.js';
import { until } from './support/until.js';
import { noticesOfJob } from '../src/data/jobs/indexing.js';

// The job-board feeds: Indeed's XML feed and LinkedIn's Basic Jobs XML feed, parsed with an XML parser and
// checked for every field each format requires (README: "Job-board feeds" names the documents).

let api: TestServer;
let site: TestServer;
let hr: TestUser;
const RUN = Date.now().toString(36);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  [api, site] = await Promise.all([startServer(), startServer(createCareersApp())]);
  hr = await createTestUser('hr');
});
afterAll(() => Promise.all([api.close(), site.close()]));

async function postJob(fields: Record<string, unknown>) {
  const created = await api.call('POST', '/api/job', { token: hr.token, body: fields });
  expect([created.status, created.body.message]).toEqual([201, undefined]);
  return created.body as { _id: string; slug: string; title: string };
}

/** The feed parsed: every <job> as an object of its elements' text (no entity is left unread). */
async function feed(path: string) {
  const response = await site.call('GET', path);
  const xml = (response.body as Buffer).toString('utf8');
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({
    parseTagValue: false,
    processEntities: true,
    isArray: (name) => name === 'job',
  }).parse(xml) as { source: Record<string, unknown> & { job?: Record<string, unknown>[] } };
  return { response, source: parsed.source, jobs: parsed.source.job ?? [] };
}

const INDEED_REQUIRED = ['title', 'date', 'referencenumber', 'url', 'company', 'city', 'country', 'description'];
const LINKEDIN_REQUIRED = ['partnerJobId', 'company', 'title', 'description', 'applyUrl', 'location'];

describe('job-board feeds', () => {
  it('when jobs are open, then each feed lists them with every required field, the description escaped and the source on the apply URL', async () => {
    const open = await postJob({
      title: `Feed Engineer ${RUN} & Co <3`,
      description: 'Build <b>feeds</b> & more.\n\nSecond paragraph "quoted".',
      location: 'Madrid, Spain',
      salary: 52000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'YEAR',
      jobType: 'part-time',
      validThrough: inDays(20),
    });
    const remote = await postJob({
      title: `Remote Feeder ${RUN}`,
      location: 'Remote (EU)',
      remote: true,
      remoteCountries: ['DE', 'ES'],
    });

    const indeed = await feed('/feeds/indeed.xml');
    expect(indeed.response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(indeed.response.headers.get('cache-control')).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
    );
    expect(Object.keys(indeed.source)).toEqual(expect.arrayContaining(['publisher', 'publisherurl', 'lastBuildDate']));
    const listed = indeed.jobs.find((job) => job.referencenumber === open._id)!;
    for (const field of INDEED_REQUIRED) expect([field, String(listed[field] ?? '').trim()]).not.toEqual([field, '']);
    expect(listed).toMatchObject({
      title: `Feed Engineer ${RUN} & Co <3`,
      url: `http://127.0.0.1:5000/careers/${open.slug}?src=indeed`,
      city: 'Madrid',
      country: 'Spain',
      jobtype: 'parttime',
      salary: '€52,000 per year',
      expirationdate: inDays(20),
      // The HTML the careers page shows, read back once the XML escaping is undone: the job's own markup stays text.
      description: '<p>Build &lt;b&gt;feeds&lt;/b&gt; &amp; more.</p><p>Second paragraph &quot;quoted&quot;.</p>',
    });
    expect(Number.isNaN(Date.parse(String(listed.date)))).toBe(false);
    const remoteListed = indeed.jobs.find((job) => job.referencenumber === remote._id)!;
    // A remote job names the employer's office as its place, and says it is remote.
    expect(remoteListed).toMatchObject({ city: 'Berlin', country: 'Germany', remotetype: 'Fully remote' });

    const linkedin = await feed('/feeds/linkedin.xml');
    expect(Number(linkedin.source.expectedJobCount)).toBe(linkedin.jobs.length);
    const posted = linkedin.jobs.find((job) => job.partnerJobId === open._id)!;
    for (const field of LINKEDIN_REQUIRED) expect([field, String(posted[field] ?? '').trim()]).not.toEqual([field, '']);
    expect(String(posted.partnerJobId).length).toBeLessThanOrEqual(40);
    expect(posted).toMatchObject({
      applyUrl: `http://127.0.0.1:5000/careers/${open.slug}?src=linkedin`,
      location: 'Madrid, Spain',
      jobtype: 'PART_TIME',
      workplaceTypes: 'On-site',
      salaries: { salary: { highEnd: { amount: '52000', currencyCode: 'EUR' }, period: 'YEAR', type: 'BASE_SALARY' } },
    });
    expect(linkedin.jobs.find((job) => job.partnerJobId === remote._id)).toMatchObject({ workplaceTypes: 'Remote' });
  });

  it('when a job closes, then it leaves both feeds', async () => {
    const job = await postJob({ title: `Closing Feeder ${RUN}` });
    expect((await feed('/feeds/indeed.xml')).jobs.some((each) => each.referencenumber === job._id)).toBe(true);
    const closed = await api.call('PATCH', `/api/job/${job._id}`, { token: hr.token, body: { isActive: false } });
    expect(closed.status).toBe(200);
    // The test app caches nothing (CAREERS_CACHE_SECONDS=0): what is closed is gone at once.
    expect((await feed('/feeds/indeed.xml')).jobs.some((each) => each.referencenumber === job._id)).toBe(false);
    expect((await feed('/feeds/linkedin.xml')).jobs.some((each) => each.partnerJobId === job._id)).toBe(false);
  });

  it('when a job is published and closed, then its page is told to Google once each (recorded under the emulators)', async () => {
    const job = await postJob({ title: `Indexed Role ${RUN}` });
    const page = `http://127.0.0.1:5000/careers/${job.slug}`;
    const published = await until(
      () => noticesOfJob(job._id),
      (found) => found.some((notice) => notice.state === 'recorded'),
    );
    expect(published.map(({ url, type, state }) => ({ url, type, state }))).toEqual([
      { url: page, type: 'URL_UPDATED', state: 'recorded' },
    ]);
    await api.call('PATCH', `/api/job/${job._id}`, {
      token: hr.token,
      body: { title: `Indexed Role ${RUN} (edited)` },
    });
    await api.call('PATCH', `/api/job/${job._id}`, { token: hr.token, body: { isActive: false } });
    const closed = await until(
      () => noticesOfJob(job._id),
      (found) => found.filter((notice) => notice.state === 'recorded').length >= 2,
    );
    // The edit of an open job told nothing (the sitemap's lastmod carries it); the close told the page is gone.
    expect(closed.map(({ type }) => type).sort()).toEqual(['URL_DELETED', 'URL_UPDATED']);
    expect(closed.every((notice) => notice.url === page && notice.attempts === 1)).toBe(true);
  });

  it('when a feed is fetched through Hosting, then the rewrite reaches the careers function and the XML is well-formed', async () => {
    const HOSTING_URL = process.env.HOSTING_URL ?? 'http://127.0.0.1:5000';
    for (const path of ['/feeds/indeed.xml', '/feeds/linkedin.xml']) {
      const response = await fetch(`${HOSTING_URL}${path}`);
      expect([path, response.status, response.headers.get('content-type')]).toEqual([
        path,
        200,
        'application/xml; charset=utf-8',
      ]);
      expect(XMLValidator.validate(await response.text())).toBe(true);
    }
  });

  it('when a feed is built, then it costs one read per open job, like the sitemap (figures printed)', async () => {
    installReadMeter();
    let jobs = 0;
    const reads = await readsOf(async () => {
      jobs = (await feed('/feeds/linkedin.xml')).jobs.length;
    });
    console.log(`[feeds] linkedin.xml with ${jobs} open jobs: ${reads} reads`);
    expect(reads).toBeLessThanOrEqual(jobs + 1);
  });
});
