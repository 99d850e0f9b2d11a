import type { JobDto, JobType } from '@hr-portal/contract';
import { careersUrl, descriptionHtml, jobPageUrl, organisation } from './job-posting.js';

// Job-board feeds of the open jobs, built as text with every value escaped for XML (nothing from a job is ever
// markup in the feed; a description's HTML is escaped once more, as both formats expect it inside the element).
// Indeed: "XML Feed Guidelines" (docs.indeed.com, Job Sync / XML feeds). LinkedIn: "Basic Jobs XML Feed
// Development Guide" (learn.microsoft.com/linkedin/talent/job-postings/xml-feeds-development-guide).

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Text as XML character data: the five predefined entities, and no character XML 1.0 forbids. */
export const xmlText = (value: string) =>
  value
    // eslint-disable-next-line no-control-regex -- the point is to drop the control characters XML 1.0 forbids
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);

const element = (name: string, value: string | number | undefined | null) =>
  value === undefined || value === null || value === '' ? '' : `<${name}>${xmlText(String(value))}</${name}>`;

/** "Berlin, Germany" -> city Berlin, country Germany; "Remote (EU)" or nothing -> the employer's office. */
function placeOf(job: JobDto): { city: string; country: string; text: string } {
  const remoteOnly = job.location.trim() === '' || /^remote\b/i.test(job.location.trim());
  const text = remoteOnly ? organisation().location : job.location.trim();
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    city: parts.length > 1 ? parts.slice(0, -1).join(', ') : (parts[0] ?? ''),
    country: parts.at(-1) ?? '',
    text,
  };
}

const INDEED_TYPES: Record<JobType, string> = {
  'full-time': 'fulltime',
  'part-time': 'parttime',
  internship: 'internship',
};
const LINKEDIN_TYPES: Record<JobType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  internship: 'INTERNSHIP',
};
const PERIODS: Record<string, string> = { YEAR: 'year', MONTH: 'month', HOUR: 'hour' };

/** Where an applicant from the board lands: the job's careers page, telling insights where they came from. */
export const applyUrl = (job: JobDto, source: 'indeed' | 'linkedin') => `${jobPageUrl(job)}?src=${source}`;

/** RFC 822 dates, as Indeed's examples give them ("Tue, 29 Jun 2021 22:49:39 GMT"). */
const rfc822 = (iso: string | null, now: Date) => (iso ? new Date(iso) : now).toUTCString();

function salaryText(job: JobDto): string {
  if (!(job.salary > 0)) return '';
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: job.salaryCurrency,
    maximumFractionDigits: 0,
  }).format(job.salary);
  return `${amount} per ${PERIODS[job.salaryPeriod] ?? 'year'}`;
}

/** GET /feeds/indeed.xml: the open jobs in Indeed's XML feed format. */
export function indeedFeed(jobs: JobDto[], now = new Date()): string {
  const org = organisation();
  const items = jobs.map((job) => {
    const place = placeOf(job);
    return [
      '<job>',
      element('title', job.title),
      element('date', rfc822(job.createdAt, now)),
      element('referencenumber', job._id),
      element('requisitionid', job._id),
      element('url', applyUrl(job, 'indeed')),
      element('company', org.name),
      element('sourcename', org.name),
      element('city', place.city),
      element('country', place.country),
      element('description', descriptionHtml(job.description || job.title)),
      element('salary', salaryText(job)),
      element('jobtype', INDEED_TYPES[job.jobType] ?? 'fulltime'),
      element('category', job.department),
      element('experience', job.experienceRequired),
      element('expirationdate', job.validThrough ?? undefined),
      job.remote ? element('remotetype', 'Fully remote') : '',
      '</job>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<source>',
    element('publisher', org.name),
    element('publisherurl', careersUrl()),
    element('lastBuildDate', now.toUTCString()),
    ...items,
    '</source>',
    '',
  ].join('\n');
}

/** GET /feeds/linkedin.xml: the open jobs in LinkedIn's Basic Jobs XML feed format. */
export function linkedinFeed(jobs: JobDto[], now = new Date()): string {
  const org = organisation();
  const items = jobs.map((job) => {
    const place = placeOf(job);
    const salary =
      job.salary > 0
        ? `<salaries><salary><highEnd><amount>${job.salary}</amount>${element('currencyCode', job.salaryCurrency)}</highEnd>` +
          `<lowEnd><amount>${job.salary}</amount>${element('currencyCode', job.salaryCurrency)}</lowEnd>` +
          `${element('period', (PERIODS[job.salaryPeriod] ?? 'year').toUpperCase())}${element('type', 'BASE_SALARY')}</salary></salaries>`
        : '';
    return [
      '<job>',
      element('partnerJobId', job._id.slice(0, 40)),
      element('company', org.name),
      element('title', job.title),
      element('description', descriptionHtml(job.description || job.title)),
      element('applyUrl', applyUrl(job, 'linkedin')),
      element('location', job.remote ? `${place.text} (remote)` : place.text),
      element('city', place.city),
      element('country', place.country),
      element('jobtype', LINKEDIN_TYPES[job.jobType] ?? 'FULL_TIME'),
      element('workplaceTypes', job.remote ? 'Remote' : 'On-site'),
      element('listDate', job.createdAt ?? undefined),
      element('expirationDate', job.validThrough ?? undefined),
      salary,
      '</job>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<source>',
    element('lastBuildDate', now.toUTCString()),
    element('publisherUrl', careersUrl()),
    element('publisher', org.name),
    element('expectedJobCount', jobs.length),
    ...items,
    '</source>',
    '',
  ].join('\n');
}
