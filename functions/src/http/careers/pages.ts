import { escapeHtml, JOB_TYPES, type JobDto, type JobType, type PrivacyNoticeDto } from '@hr-portal/contract';
import { config } from '../../lib/config.js';
import {
  organisation,
  careersUrl,
  descriptionHtml,
  jobPageUrl,
  jobPosting,
  privacyUrl,
  scriptJson,
} from './job-posting.js';
import { page } from './layout.js';
import { CAREERS_LANGUAGES, CAREERS_TEXTS, careersPrefix, dateIn, salaryIn, type CareersLanguage } from './texts.js';

const e = escapeHtml;

const placeOf = (job: JobDto, lang: CareersLanguage) =>
  [
    job.location,
    job.remote
      ? `${CAREERS_TEXTS[lang].remote}${job.remoteCountries.length ? ` (${job.remoteCountries.join(', ')})` : ''}`
      : '',
  ]
    .filter(Boolean)
    .join(' · ');

/** A careers address in every language (hreflang alternates): `path` is what follows /careers. */
const inEveryLanguage = (path = '') =>
  Object.fromEntries(
    CAREERS_LANGUAGES.map((lang) => [lang, `${config.portalUrl}${careersPrefix(lang)}/careers${path}`]),
  );

export interface ListFilters {
  department?: string;
  location?: string;
  type?: JobType;
}

function options(values: string[], chosen: string | undefined, anyLabel: string) {
  return [
    `<option value="">${anyLabel}</option>`,
    ...values.map((value) => `<option value="${e(value)}"${value === chosen ? ' selected' : ''}>${e(value)}</option>`),
  ].join('');
}

/** /careers: the open jobs, newest first, with filters (a plain GET form) and a link to the next page. */
export function jobListPage(
  jobs: JobDto[],
  filters: ListFilters,
  facets: { departments: string[]; locations: string[] },
  nextHref: string | null,
  lang: CareersLanguage = 'en',
): string {
  const org = organisation();
  const t = CAREERS_TEXTS[lang];
  const careers = `${careersPrefix(lang)}/careers`;
  const items = jobs
    .map((job) => {
      const salary = salaryIn(lang, job);
      return `<li class="job"><h2><a href="${careers}/${encodeURIComponent(job.slug)}">${e(job.title)}</a></h2>
<p class="facts">${e([job.department, placeOf(job, lang), t.types[job.jobType]].filter(Boolean).join(' · '))}</p>
${salary ? `<p class="facts">${e(salary)}</p>` : ''}</li>`;
    })
    .join('\n');
  const typeOptions = JOB_TYPES.map(
    (type) => `<option value="${type}"${type === filters.type ? ' selected' : ''}>${t.types[type]}</option>`,
  ).join('');
  const body = `<h1>${e(t.openJobsAt(org.name))}</h1>
<form class="filters" method="get" action="${careers}" role="search" aria-label="${t.filterJobs}">
<label>${t.department}<select name="department">${options(facets.departments, filters.department, t.anyDepartment)}</select></label>
<label>${t.location}<select name="location">${options(facets.locations, filters.location, t.anyLocation)}</select></label>
<label>${t.jobType}<select name="type"><option value="">${t.anyType}</option>${typeOptions}</select></label>
<button type="submit">${t.showJobs}</button>
</form>
${jobs.length === 0 ? `<p>${t.noMatch} <a href="${careers}">${t.seeEvery}</a>.</p>` : `<ul class="jobs">\n${items}\n</ul>`}
${nextHref ? `<a class="more" href="${e(nextHref)}">${t.moreJobs}</a>` : ''}`;
  const filtered = Boolean(filters.department || filters.location || filters.type);
  return page(
    {
      title: t.jobsAt(org.name),
      description: t.listDescription(org.name),
      // Filtered and later pages point search engines at the one list (in this language).
      canonical: lang === 'en' ? careersUrl() : inEveryLanguage()[lang],
      noindex: filtered,
      alternates: inEveryLanguage(),
    },
    body,
    lang,
  );
}

/** /careers/{slug}: the job, its JobPosting data and an Apply link that keeps the `?src=` it came with. */
export function jobPage(job: JobDto, source: string | null, lang: CareersLanguage = 'en'): string {
  const org = organisation();
  const t = CAREERS_TEXTS[lang];
  const alternates = inEveryLanguage(`/${encodeURIComponent(job.slug)}`);
  const url = lang === 'en' ? jobPageUrl(job) : alternates[lang]!;
  const summary = (job.description || job.title).replace(/\s+/g, ' ').slice(0, 155);
  // The portal opens in the page's language: the visitor chose it by opening this page.
  const query = new URLSearchParams({ ...(source ? { src: source } : {}), ...(lang === 'en' ? {} : { lang }) });
  const apply = `/apply/${encodeURIComponent(job._id)}${query.size ? `?${query}` : ''}`;
  const day = (iso: string | null) => (iso ? dateIn(lang, iso) : '');
  const facts: [string, string | null][] = [
    [t.department, job.department || null],
    [t.location, placeOf(job, lang) || null],
    [t.jobType, t.types[job.jobType]],
    [t.salary, salaryIn(lang, job)],
    [t.experience, job.experienceRequired || null],
    [t.posted, day(job.createdAt)],
    [t.applyBy, job.validThrough ? day(`${job.validThrough}T00:00:00Z`) : null],
  ];
  const head = `<meta property="og:type" content="website">
<meta property="og:title" content="${e(job.title)} · ${e(org.name)}">
<meta property="og:description" content="${e(summary)}">
<meta property="og:url" content="${e(url)}">
<meta property="og:site_name" content="${e(org.name)}">
<meta property="og:image" content="${e(org.logo)}">
${
  // One posting per job for Google for Jobs: the English page's (the address the sitemap and the Indexing API
  // announce); the other languages are alternates of it.
  lang === 'en' ? `<script type="application/ld+json">${scriptJson(jobPosting(job))}</script>` : ''
}`;
  const body = `<p><a href="${careersPrefix(lang)}/careers">${t.backToAll}</a></p>
<h1>${e(job.title)}</h1>
<dl>${facts
    .filter(([, value]) => value)
    .map(([term, value]) => `<dt>${term}</dt><dd>${e(value!)}</dd>`)
    .join('')}</dl>
${job.tags.length ? `<ul class="tags" aria-label="${t.tags}">${job.tags.map((tag) => `<li>${e(tag)}</li>`).join('')}</ul>` : ''}
<section class="description" aria-label="${t.aboutJob}">${descriptionHtml(job.description || job.title)}</section>
<a class="apply" href="${e(apply)}">${e(t.applyFor(job.title))}</a>
<p class="facts">${t.howWeUse} <a href="${careersPrefix(lang)}/privacy">${t.privacyLink}</a>.</p>`;
  return page(
    { title: `${job.title} · ${org.name}`, description: summary, canonical: url, head, alternates },
    body,
    lang,
  );
}

/** A job that closed or passed its last day: 410, not indexed, pointing to the open jobs. */
export function goneJobPage(job: JobDto, lang: CareersLanguage = 'en'): string {
  const t = CAREERS_TEXTS[lang];
  return page(
    { title: t.closedTitle(job.title), description: t.closedDescription, noindex: true },
    `<h1>${e(job.title)}</h1>
<p>${t.closedText}</p>
<p><a href="${careersPrefix(lang)}/careers">${t.seeOpenNow}</a></p>`,
    lang,
  );
}

export function messagePage(heading: string, text: string, lang: CareersLanguage = 'en'): string {
  return page(
    { title: heading, description: text, noindex: true },
    `<h1>${e(heading)}</h1>\n<p>${e(text)}</p>\n<p><a href="${careersPrefix(lang)}/careers">${lang === 'en' ? 'See the open jobs' : CAREERS_TEXTS[lang].seeEvery}</a></p>`,
    lang,
  );
}

/** /privacy: the current privacy notice, paragraph by paragraph (blank lines separate them), with its version. */
export function privacyPage(notice: PrivacyNoticeDto, lang: CareersLanguage = 'en'): string {
  const t = CAREERS_TEXTS[lang];
  // The notice is as admins wrote it (one text): the page around it speaks the visitor's language.
  const paragraphs = notice.text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${e(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const published = notice.publishedAt ? dateIn(lang, notice.publishedAt) : null;
  const everyLanguage = Object.fromEntries(CAREERS_LANGUAGES.map((other) => [other, privacyUrl(other)]));
  return page(
    {
      title: `${t.privacyNotice} · ${organisation().name}`,
      description: t.privacyDescription(organisation().name),
      canonical: privacyUrl(lang),
      alternates: everyLanguage,
    },
    `<h1>${t.privacyNotice}</h1>
<div class="description">${paragraphs}</div>
<p class="facts">${e(t.noticeVersion(notice.version, published))}</p>`,
    lang,
  );
}

/** /privacy/keep: the notice's link lands here; the button (a form POST) keeps the data. A link alone changes nothing. */
export function keepDataPage(fields: { u: string; d: string; s: string }): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${e(value)}">`)
    .join('');
  return page(
    { title: `Keep my data · ${organisation().name}`, description: 'Keep your data for future roles.', noindex: true },
    `<h1>Keep my data</h1>
<p>We will keep your account and documents and keep you in mind for future roles. You can withdraw this on your profile at any time.</p>
<form method="post" action="/privacy/keep">${hidden}<button type="submit">Keep my data</button></form>`,
  );
}

/** /privacy/remove: the "Remove my data" link of the e-mail to someone staff added lands here; the button erases. */
export function removeDataPage(fields: { u: string; n: string; s: string }): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${e(value)}">`)
    .join('');
  return page(
    {
      title: `Remove my data · ${organisation().name}`,
      description: 'Remove the data we hold about you.',
      noindex: true,
    },
    `<h1>Remove my data</h1>
<p>We will delete everything we hold about you: your details, any resume and any application staff started for you. This cannot be undone.</p>
<form method="post" action="/privacy/remove">${hidden}<button type="submit">Remove my data</button></form>`,
  );
}
