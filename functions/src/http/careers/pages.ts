import {
  escapeHtml,
  formatSalary,
  JOB_TYPES,
  type JobDto,
  type JobType,
  type PrivacyNoticeDto,
} from '@hr-portal/contract';
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
import { longDate } from '../../lib/timestamps.js';

const e = escapeHtml;
const TYPE_LABELS: Record<JobType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  internship: 'Internship',
};

const placeOf = (job: JobDto) =>
  [job.location, job.remote ? `Remote${job.remoteCountries.length ? ` (${job.remoteCountries.join(', ')})` : ''}` : '']
    .filter(Boolean)
    .join(' · ');

const dateText = (iso: string | null) => (iso ? longDate(iso) : '');

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
): string {
  const org = organisation();
  const items = jobs
    .map(
      (job) => `<li class="job"><h2><a href="/careers/${encodeURIComponent(job.slug)}">${e(job.title)}</a></h2>
<p class="facts">${e([job.department, placeOf(job), TYPE_LABELS[job.jobType]].filter(Boolean).join(' · '))}</p>
${formatSalary(job) ? `<p class="facts">${e(formatSalary(job)!)}</p>` : ''}</li>`,
    )
    .join('\n');
  const typeOptions = JOB_TYPES.map(
    (type) => `<option value="${type}"${type === filters.type ? ' selected' : ''}>${TYPE_LABELS[type]}</option>`,
  ).join('');
  const body = `<h1>Open jobs at ${e(org.name)}</h1>
<form class="filters" method="get" action="/careers" role="search" aria-label="Filter jobs">
<label>Department<select name="department">${options(facets.departments, filters.department, 'Any department')}</select></label>
<label>Location<select name="location">${options(facets.locations, filters.location, 'Any location')}</select></label>
<label>Job type<select name="type"><option value="">Any type</option>${typeOptions}</select></label>
<button type="submit">Show jobs</button>
</form>
${jobs.length === 0 ? '<p>No open jobs match. <a href="/careers">See every open job</a>.</p>' : `<ul class="jobs">\n${items}\n</ul>`}
${nextHref ? `<a class="more" href="${e(nextHref)}">More jobs</a>` : ''}`;
  const filtered = Boolean(filters.department || filters.location || filters.type);
  return page(
    {
      title: `Jobs at ${org.name}`,
      description: `Open positions at ${org.name}: apply online with your resume.`,
      // Filtered and later pages point search engines at the one list.
      canonical: careersUrl(),
      noindex: filtered,
    },
    body,
  );
}

/** /careers/{slug}: the job, its JobPosting data and an Apply link that keeps the `?src=` it came with. */
export function jobPage(job: JobDto, source: string | null): string {
  const org = organisation();
  const url = jobPageUrl(job);
  const summary = (job.description || job.title).replace(/\s+/g, ' ').slice(0, 155);
  const apply = `/apply/${encodeURIComponent(job._id)}${source ? `?src=${encodeURIComponent(source)}` : ''}`;
  const facts: [string, string | null][] = [
    ['Department', job.department || null],
    ['Location', placeOf(job) || null],
    ['Job type', TYPE_LABELS[job.jobType]],
    ['Salary', formatSalary(job)],
    ['Experience', job.experienceRequired || null],
    ['Posted', dateText(job.createdAt)],
    ['Apply by', job.validThrough ? dateText(`${job.validThrough}T00:00:00Z`) : null],
  ];
  const head = `<meta property="og:type" content="website">
<meta property="og:title" content="${e(job.title)} · ${e(org.name)}">
<meta property="og:description" content="${e(summary)}">
<meta property="og:url" content="${e(url)}">
<meta property="og:site_name" content="${e(org.name)}">
<meta property="og:image" content="${e(org.logo)}">
<script type="application/ld+json">${scriptJson(jobPosting(job))}</script>`;
  const body = `<p><a href="/careers">← All open jobs</a></p>
<h1>${e(job.title)}</h1>
<dl>${facts
    .filter(([, value]) => value)
    .map(([term, value]) => `<dt>${term}</dt><dd>${e(value!)}</dd>`)
    .join('')}</dl>
${job.tags.length ? `<ul class="tags" aria-label="Tags">${job.tags.map((tag) => `<li>${e(tag)}</li>`).join('')}</ul>` : ''}
<section class="description" aria-label="About the job">${descriptionHtml(job.description || job.title)}</section>
<a class="apply" href="${e(apply)}">Apply for ${e(job.title)}</a>
<p class="facts">How we use what you send us: <a href="/privacy">privacy notice</a>.</p>`;
  return page({ title: `${job.title} · ${org.name}`, description: summary, canonical: url, head }, body);
}

/** A job that closed or passed its last day: 410, not indexed, pointing to the open jobs. */
export function goneJobPage(job: JobDto): string {
  return page(
    { title: `${job.title}: this job is closed`, description: 'This job is no longer open.', noindex: true },
    `<h1>${e(job.title)}</h1>
<p>This job is closed and no longer takes applications.</p>
<p><a href="/careers">See the jobs that are open now</a></p>`,
  );
}

export function messagePage(heading: string, text: string): string {
  return page(
    { title: heading, description: text, noindex: true },
    `<h1>${e(heading)}</h1>\n<p>${e(text)}</p>\n<p><a href="/careers">See the open jobs</a></p>`,
  );
}

/** /privacy: the current privacy notice, paragraph by paragraph (blank lines separate them), with its version. */
export function privacyPage(notice: PrivacyNoticeDto): string {
  const paragraphs = notice.text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${e(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const published = notice.publishedAt ? `, published ${dateText(notice.publishedAt)}` : '';
  return page(
    {
      title: `Privacy notice · ${organisation().name}`,
      description: `How ${organisation().name} uses the data you give when you apply for a job.`,
      canonical: privacyUrl(),
    },
    `<h1>Privacy notice</h1>
<div class="description">${paragraphs}</div>
<p class="facts">Version ${notice.version}${published}.</p>`,
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
