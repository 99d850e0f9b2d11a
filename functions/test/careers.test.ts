import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { robotsTxt } from '@hr-portal/contract';
import { createCareersApp } from '../src/http/careers/app.js';
import { closeExpiredJobs } from '../src/flows/jobs/expiry.js';
import { db } from '../src/lib/firebase.js';
import { startServer, type TestServer } from './support/api.js';
import { installReadMeter, readsOf } from './support/read-meter.js';
import { jobPostingProblems, jsonLdOf } from './support/job-posting-rules.js';
import { makePdf, multipart } from '../../test-fixtures/pdf.js';
import { createTestUser, type TestUser } from './support/users.js';

let api: TestServer;
let site: TestServer;
let hr: TestUser;
const RUN = Date.now().toString(36);
const today = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  [api, site] = await Promise.all([startServer(), startServer(createCareersApp())]);
  hr = await createTestUser('hr');
});
afterAll(() => Promise.all([api.close(), site.close()]));

async function postJob(fields: Record<string, unknown>) {
  const created = await api.call('POST', '/api/job', {
    token: hr.token,
    body: { department: `Dept ${RUN}`, ...fields },
  });
  expect(created.status).toBe(201);
  return created.body as { _id: string; slug: string; title: string };
}
const get = async (path: string) => {
  const response = await site.call('GET', path);
  return { ...response, html: String(response.body) };
};

describe('a job page', () => {
  it('when a job is open, then its page has the facts, canonical and Open Graph tags, no script to run, and one valid JobPosting', async () => {
    const job = await postJob({
      title: `Staff Engineer ${RUN}`,
      description: 'Lead our platform.\n\nYou will mentor <b>engineers</b>.',
      location: 'Berlin, Germany',
      salary: 98000,
      salaryCurrency: 'eur',
      salaryPeriod: 'YEAR',
      validThrough: today(30),
      tags: ['go', 'k8s'],
      experienceRequired: '6+ years',
    });
    expect(job.slug).toBe(`staff-engineer-${RUN}`);
    const page = await get(`/careers/${job.slug}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=600');
    expect(page.html).toContain(`<link rel="canonical" href="http://127.0.0.1:5000/careers/${job.slug}">`);
    expect(page.html).toContain(`<meta property="og:title" content="Staff Engineer ${RUN} · Northwind Talent">`);
    expect(page.html).toContain('<dd>€98,000 per year</dd>');
    expect(page.html).toContain('You will mentor &lt;b&gt;engineers&lt;/b&gt;.');
    expect(page.html).toContain(`href="/apply/${job._id}"`);
    // The privacy notice is linked where data is about to be given, and from every page's footer.
    expect(page.html.match(/<a href="\/privacy">/g)).toHaveLength(2);
    // JavaScript budget: none at all (the only script element is data).
    expect(page.html.match(/<script/g)).toHaveLength(1);
    const [posting, ...more] = jsonLdOf(page.html);
    expect(more).toEqual([]);
    expect(jobPostingProblems(posting!, { expectValidThrough: true, expectSalary: true })).toEqual([]);
    expect(posting).toMatchObject({
      employmentType: 'FULL_TIME',
      jobLocation: { address: { addressLocality: 'Berlin', addressCountry: 'Germany' } },
      baseSalary: { currency: 'EUR', value: { value: 98000, unitText: 'YEAR' } },
      identifier: { value: job._id },
      validThrough: `${today(30)}T23:59:59Z`,
    });
  });

  it('when a job is remote, then it is TELECOMMUTE with the countries, and a remote job without countries is refused', async () => {
    const job = await postJob({
      title: `Remote SRE ${RUN}`,
      location: 'Remote',
      remote: true,
      remoteCountries: ['de', 'FR'],
      jobType: 'part-time',
    });
    const [posting] = jsonLdOf((await get(`/careers/${job.slug}`)).html);
    expect(jobPostingProblems(posting!, { expectValidThrough: false, expectSalary: false })).toEqual([]);
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      employmentType: 'PART_TIME',
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'DE' },
        { '@type': 'Country', name: 'FR' },
      ],
    });
    expect(posting).not.toHaveProperty('jobLocation');
    // A job whose location only says "Remote" but is not marked remote is placed at the head office.
    const legacy = await postJob({ title: `Legacy remote ${RUN}`, location: 'Remote' });
    const [placed] = jsonLdOf((await get(`/careers/${legacy.slug}`)).html);
    expect(jobPostingProblems(placed!, { expectValidThrough: false, expectSalary: false })).toEqual([]);
    expect(placed!.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'Germany' },
    });
    const refused = await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Nowhere', remote: true } });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'Name the countries a remote hire may live in (e.g. DE, FR)' },
    });
  });

  it('when a title carries markup, then the page shows it as text and the JSON-LD cannot end its script element', async () => {
    const job = await postJob({ title: `</script><script>alert(1)</script> ${RUN}` });
    const page = await get(`/careers/${job.slug}`);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    expect(jsonLdOf(page.html)[0]!.title).toBe(`</script><script>alert(1)</script> ${RUN}`);
  });

  it('when two jobs share a title, then each gets its own slug; a rename keeps it; the id redirects 301 to it', async () => {
    const first = await postJob({ title: `Twin ${RUN}` });
    const second = await postJob({ title: `Twin ${RUN}` });
    expect([first.slug, second.slug]).toEqual([`twin-${RUN}`, `twin-${RUN}-2`]);
    await api.call('PATCH', `/api/job/${first._id}`, { token: hr.token, body: { title: `Renamed twin ${RUN}` } });
    const renamed = await get(`/careers/${first.slug}`);
    expect(renamed.status).toBe(200);
    expect(renamed.html).toContain(`<h1>Renamed twin ${RUN}</h1>`);
    const manual = await fetch(`${site.url}/careers/${second._id}?src=linkedin`, { redirect: 'manual' });
    expect(manual.status).toBe(301);
    expect(manual.headers.get('location')).toBe(`/careers/${second.slug}?src=linkedin`);
    expect((await get('/careers/no-such-job')).status).toBe(404);
  });

  it('when a job closes or passes its last day, then 410 with noindex and a link to open jobs; applying is refused', async () => {
    const closed = await postJob({ title: `Closing ${RUN}` });
    await api.call('PATCH', `/api/job/${closed._id}`, { token: hr.token, body: { isActive: false } });
    const gone = await get(`/careers/${closed.slug}`);
    expect(gone.status).toBe(410);
    expect(gone.html).toContain('<meta name="robots" content="noindex">');
    expect(gone.html).toContain('<a href="/careers">See the jobs that are open now</a>');

    const expired = await postJob({ title: `Expired ${RUN}` });
    await db()
      .collection('jobs')
      .doc(expired._id)
      .update({ validThrough: today(-1) });
    expect((await get(`/careers/${expired.slug}`)).status).toBe(410);
    const candidate = await createTestUser('candidate');
    const resume = await api.upload('/api/document/upload', candidate.token, multipart('cv.pdf', makePdf('x')));
    const applied = await api.call('POST', `/api/application/${expired._id}`, {
      token: candidate.token,
      body: { resumeUrl: resume.body.filePath },
    });
    expect(applied).toMatchObject({ status: 409, body: { message: 'This job is no longer accepting applications' } });
    const sitemap = String((await site.call('GET', '/sitemap.xml')).body);
    expect(sitemap).not.toContain(closed.slug);
    expect(sitemap).not.toContain(expired.slug);
  });
});

describe('the list, sitemap and robots.txt', () => {
  it('when more jobs match than a page holds, then the list pages with "More jobs"; filters narrow it', async () => {
    const department = `Paging ${RUN}`;
    for (let i = 0; i < 21; i += 1)
      await postJob({ title: `Paged ${i} ${RUN}`, department, jobType: i === 0 ? 'internship' : 'full-time' });
    const first = await get(`/careers?department=${encodeURIComponent(department)}`);
    expect(first.html.match(/<li class="job">/g)).toHaveLength(20);
    expect(first.html).toContain(`Paged 20 ${RUN}`); // newest first
    const more = /<a class="more" href="([^"]+)">/.exec(first.html)![1]!.replace(/&amp;/g, '&');
    const second = await get(more);
    expect(second.html.match(/<li class="job">/g)).toHaveLength(1);
    expect(second.html).toContain(`Paged 0 ${RUN}`);
    const interns = await get(`/careers?department=${encodeURIComponent(department)}&type=internship`);
    expect(interns.html.match(/<li class="job">/g)).toHaveLength(1);
    expect((await get('/careers?type=astronaut')).status).toBe(400);
  });

  it('when the sitemap is read, then every open job page is there with lastmod, and each page’s JobPosting is valid', async () => {
    const sitemap = String((await site.call('GET', '/sitemap.xml')).body);
    expect(sitemap).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = [
      ...sitemap.matchAll(/<loc>http:\/\/127\.0\.0\.1:5000(\/careers\/[^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g),
    ];
    expect(urls.length).toBeGreaterThan(20);
    for (const [, path, lastmod] of urls) {
      expect(Number.isNaN(Date.parse(lastmod!))).toBe(false);
      const page = await get(path!);
      expect(page.status, path).toBe(200);
      const [posting] = jsonLdOf(page.html);
      const problems = jobPostingProblems(posting!, {
        expectValidThrough: posting!.validThrough !== undefined,
        expectSalary: posting!.baseSalary !== undefined,
      });
      expect(problems, path).toEqual([]);
    }
  });

  it('when robots.txt is built, then it points to the sitemap and keeps the private areas out', () => {
    // The web build writes it (web/vite.config.ts); e2e reads it back through Hosting.
    expect(robotsTxt('http://127.0.0.1:5000/')).toBe(
      [
        'User-agent: *',
        'Allow: /careers',
        'Disallow: /api/',
        'Disallow: /admin',
        'Disallow: /hr',
        'Disallow: /employee',
        'Disallow: /candidate',
        'Sitemap: http://127.0.0.1:5000/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

describe('hostile addresses', () => {
  it.each([
    '/careers?cursor=%00%ff',
    `/careers?department=${'x'.repeat(5000)}`,
    '/careers?type[]=a&type[]=b',
    '/careers/%2e%2e%2fapi',
    `/careers/${'a'.repeat(300)}`,
    '/careers/<script>',
  ])('when %s is asked for, then an HTML answer below 500 and no stack trace', async (path) => {
    const page = await get(path);
    expect(page.status).toBeGreaterThanOrEqual(200);
    expect(page.status).toBeLessThan(500);
    expect(page.html).not.toMatch(/at .+\.(ts|js):\d+/);
  });

  it('when a job is deleted, then its address is free and its page is gone (404)', async () => {
    const job = await postJob({ title: `Deleted ${RUN}` });
    await api.call('DELETE', `/api/job/${job._id}`, { token: hr.token });
    expect((await get(`/careers/${job.slug}`)).status).toBe(404);
    expect((await db().collection('slugs').doc(job.slug).get()).exists).toBe(false);
  });
});

describe('public pages cost bounded reads', () => {
  it('when 20 requests carry distinct junk parameters and 20 are plain, then together they cost one render of each page', async () => {
    installReadMeter();
    const job = await postJob({ title: `Bounded ${RUN}` });
    const [cached, uncached] = await Promise.all([
      startServer(createCareersApp({ cacheSeconds: 60 })),
      startServer(createCareersApp({ cacheSeconds: 0 })),
    ]);
    const raw = (server: TestServer, path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });
    const pages = ['/sitemap.xml', '/careers', `/careers?department=${encodeURIComponent(`Dept ${RUN}`)}`];

    const junkReads = await readsOf(async () => {
      for (let i = 0; i < 20; i += 1) {
        const sitemap = await raw(cached, `/sitemap.xml?x=${i}`);
        expect([sitemap.status, sitemap.headers.get('location')]).toEqual([301, '/sitemap.xml']);
        const list = await raw(cached, `/careers?type=full-time&utm_source=${i}`);
        expect([list.status, list.headers.get('location')]).toEqual([301, '/careers?type=full-time']);
        const one = await raw(cached, `/careers/${job.slug}?src=mail&fbclid=${i}`);
        expect([one.status, one.headers.get('location')]).toEqual([301, `/careers/${job.slug}?src=mail`]);
      }
    });
    const renderEachOnce = await readsOf(async () => {
      for (const page of pages) expect((await raw(uncached, page)).status).toBe(200);
    });
    const plainReads = await readsOf(async () => {
      for (let i = 0; i < 20; i += 1) {
        for (const page of pages) expect((await raw(cached, page)).status).toBe(200);
      }
    });
    const plainUncached = await readsOf(async () => {
      for (let i = 0; i < 20; i += 1) {
        for (const page of pages) await raw(uncached, page);
      }
    });
    console.log(
      `careers reads: 20 junk-parameter requests x 3 pages = ${junkReads}; 20 plain x 3 pages = ${plainReads} ` +
        `(without the instance cache ${plainUncached}; one render of each ${renderEachOnce})`,
    );
    expect(junkReads).toBe(0);
    expect(plainReads).toBeLessThanOrEqual(renderEachOnce);
    expect(plainUncached).toBeGreaterThanOrEqual(20 * 3);
    await Promise.all([cached.close(), uncached.close()]);
  });
});

describe('sources and the hourly close', () => {
  it('when a careers link carries ?src=, then Apply keeps it and the application records it for staff', async () => {
    const job = await postJob({ title: `Sourced ${RUN}` });
    expect((await get(`/careers/${job.slug}?src=linkedin`)).html).toContain(`href="/apply/${job._id}?src=linkedin"`);
    expect((await get(`/careers/${job.slug}?src=<x>`)).html).toContain(`href="/apply/${job._id}"`);
    const candidate = await createTestUser('candidate');
    const resume = await api.upload('/api/document/upload', candidate.token, multipart('cv.pdf', makePdf('y')));
    const bad = await api.call('POST', `/api/application/${job._id}`, {
      token: candidate.token,
      body: { resumeUrl: resume.body.filePath, source: 'Linked In!' },
    });
    expect(bad.status).toBe(400);
    const applied = await api.call('POST', `/api/application/${job._id}`, {
      token: candidate.token,
      body: { resumeUrl: resume.body.filePath, source: 'linkedin' },
    });
    const staff = await api.call('GET', `/api/application/${applied.body._id}`, { token: hr.token });
    expect(staff.body.source).toBe('linkedin');
  });

  it('when the hourly close runs, then jobs past their last day close, audited as the system; a second run closes nothing more', async () => {
    const past = await postJob({ title: `Past ${RUN}`, validThrough: today(-2) });
    const future = await postJob({ title: `Future ${RUN}`, validThrough: today(5) });
    await closeExpiredJobs();
    expect(await closeExpiredJobs()).toBe(0);
    const isActive = async (id: string) => (await db().collection('jobs').doc(id).get()).get('isActive');
    expect([await isActive(past._id), await isActive(future._id)]).toEqual([false, true]);
    const audit = await db()
      .collection('auditLog')
      .where('target.id', '==', past._id)
      .where('action', '==', 'job.expired')
      .get();
    expect(audit.docs.map((doc) => doc.get('actor'))).toEqual([{ uid: 'system', role: 'system' }]);
  });
});
