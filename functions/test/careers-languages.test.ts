import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCareersApp } from '../src/http/careers/app.js';
import { startServer, type TestServer } from './support/api.js';
import { jobPostingProblems, jsonLdOf } from './support/job-posting-rules.js';
import { createTestUser, type TestUser } from './support/users.js';

// The careers pages in the candidate's language: /careers (English), /de/careers, /fr/careers, /es/careers, each
// with lang on <html>, hreflang alternates, its own words and its own date and money formats. A job's own title
// and description stay as hr wrote them.

let api: TestServer;
let site: TestServer;
let hr: TestUser;
const RUN = Date.now().toString(36);
const BASE = 'http://127.0.0.1:5000';

beforeAll(async () => {
  [api, site] = await Promise.all([startServer(), startServer(createCareersApp())]);
  hr = await createTestUser('hr');
});
afterAll(() => Promise.all([api.close(), site.close()]));

async function postJob(fields: Record<string, unknown>) {
  const created = await api.call('POST', '/api/job', { token: hr.token, body: fields });
  expect([created.status, created.body.message]).toEqual([201, undefined]);
  return created.body as { _id: string; slug: string };
}
const get = async (path: string) => {
  const response = await site.call('GET', path);
  return { status: response.status, html: String(response.body) };
};

describe('careers pages in four languages', () => {
  it('when a German candidate opens a job, then the page is German with German dates and money, and points to every language', async () => {
    const job = await postJob({
      title: `Lagerleitung ${RUN}`,
      description: 'Wir suchen Verstärkung.',
      department: 'Logistik',
      location: 'Berlin, Germany',
      salary: 52000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'YEAR',
      jobType: 'full-time',
      validThrough: '2099-12-07',
    });
    const page = await get(`/de/careers/${job.slug}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="de">');
    for (const text of [
      '<dt>Abteilung</dt><dd>Logistik</dd>',
      '<dt>Anstellungsart</dt><dd>Vollzeit</dd>',
      // Intl's German money format, with its no-break space before the euro sign.
      '<dt>Gehalt</dt><dd>52.000\u00a0€ pro Jahr</dd>',
      '<dt>Bewerbung bis</dt><dd>7. Dezember 2099</dd>',
      `Jetzt bewerben: Lagerleitung ${RUN}`,
      '<a href="/de/careers">← Alle offenen Stellen</a>',
      `<link rel="canonical" href="${BASE}/de/careers/${job.slug}">`,
      // Applying opens the portal in German.
      `href="/apply/${job._id}?lang=de"`,
    ])
      expect([text, page.html.includes(text)]).toEqual([text, true]);
    for (const [lang, prefix] of [
      ['en', ''],
      ['de', '/de'],
      ['fr', '/fr'],
      ['es', '/es'],
      ['x-default', ''],
    ])
      expect(page.html).toContain(
        `<link rel="alternate" hreflang="${lang}" href="${BASE}${prefix}/careers/${job.slug}">`,
      );
    // The switcher in the footer: this job in each language, German marked as the current one.
    expect(page.html).toContain(`<a href="${BASE}/fr/careers/${job.slug}" hreflang="fr" lang="fr">Français</a>`);
    expect(page.html).toContain(
      `<a href="${BASE}/de/careers/${job.slug}" hreflang="de" lang="de" aria-current="true">Deutsch</a>`,
    );
    // One posting per job for Google for Jobs: the English page carries it, the translations are its alternates.
    expect(jsonLdOf(page.html)).toEqual([]);

    const french = await get(`/fr/careers/${job.slug}`);
    expect(french.html).toContain('<html lang="fr">');
    expect(french.html).toMatch(/<dt>Salaire<\/dt><dd>52\u202f000\u00a0€ par an<\/dd>/);
    const spanish = await get(`/es/careers/${job.slug}`);
    expect(spanish.html).toContain('<dt>Tipo de jornada</dt><dd>Jornada completa</dd>');
    const english = await get(`/careers/${job.slug}`);
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain('<dt>Salary</dt><dd>€52,000 per year</dd>');
    const posting = jsonLdOf(english.html).find((data) => data['@type'] === 'JobPosting');
    expect(jobPostingProblems(posting!, { expectValidThrough: true, expectSalary: true })).toEqual([]);
  });

  it('when the list is opened in French, then its words, links and form stay in French; an unknown language is not a page', async () => {
    const job = await postJob({
      title: `Chargée de clientèle ${RUN}`,
      department: `Ventes ${RUN}`,
      jobType: 'part-time',
    });
    const list = await get(`/fr/careers?department=${encodeURIComponent(`Ventes ${RUN}`)}`);
    expect(list.status).toBe(200);
    expect(list.html).toContain('<html lang="fr">');
    expect(list.html).toContain('Offres d’emploi chez');
    expect(list.html).toContain('<form class="filters" method="get" action="/fr/careers"');
    expect(list.html).toContain(`<a href="/fr/careers/${job.slug}">`);
    expect(list.html).toContain('Temps partiel');
    expect((await get('/it/careers')).status).toBe(404);
  });

  it('when a closed job is opened in Spanish, then the 410 page says so in Spanish', async () => {
    const job = await postJob({ title: `Cerrada ${RUN}` });
    await api.call('PATCH', `/api/job/${job._id}`, { token: hr.token, body: { isActive: false } });
    const gone = await get(`/es/careers/${job.slug}`);
    expect(gone.status).toBe(410);
    expect(gone.html).toContain('Esta oferta está cerrada y ya no admite candidaturas.');
    expect((await get(`/es/careers/no-such-job-${RUN}`)).html).toContain('Oferta no encontrada');
  });

  it('when a language page is fetched through Hosting, then the rewrite reaches the careers function', async () => {
    const HOSTING_URL = process.env.HOSTING_URL ?? BASE;
    for (const lang of ['de', 'fr', 'es']) {
      const response = await fetch(`${HOSTING_URL}/${lang}/careers`);
      expect([lang, response.status, (await response.text()).includes(`<html lang="${lang}">`)]).toEqual([
        lang,
        200,
        true,
      ]);
    }
  });

  it('when the privacy notice is opened in German, then the page around it is German and the notice is as written', async () => {
    const english = await get('/privacy');
    const german = await get('/de/privacy');
    expect(german.status).toBe(200);
    expect(german.html).toContain('<html lang="de">');
    expect(german.html).toContain('<h1>Datenschutzhinweis</h1>');
    expect(german.html).toMatch(/<p class="facts">Version \d+(, veröffentlicht am \d+\. \w+ \d{4})?\.<\/p>/);
    // The notice's own text is the one admins published, the same on every language's page.
    const notice = (html: string) => html.match(/<div class="description">([\s\S]*?)<\/div>/)?.[1];
    expect(notice(german.html)).toBe(notice(english.html));
    expect(english.html).toContain('<h1>Privacy notice</h1>');
    expect(german.html).toContain(`<link rel="alternate" hreflang="fr" href="${BASE}/fr/privacy">`);
    expect((await get('/fr/privacy')).html).toContain('<h1>Politique de confidentialité</h1>');
    expect((await get('/es/privacy')).html).toContain('<h1>Aviso de privacidad</h1>');
    // A German job page links to the German notice.
    expect((await get('/de/careers')).html).toContain('href="/de/privacy"');
  });

  it('when a privacy page in another language is fetched through Hosting, then the rewrite reaches it', async () => {
    const HOSTING_URL = process.env.HOSTING_URL ?? BASE;
    for (const lang of ['de', 'fr', 'es']) {
      const response = await fetch(`${HOSTING_URL}/${lang}/privacy`);
      expect([lang, response.status, (await response.text()).includes(`<html lang="${lang}">`)]).toEqual([
        lang,
        200,
        true,
      ]);
    }
  });
});
