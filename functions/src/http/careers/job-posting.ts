import type { JobDto, JobType, Language } from '@hr-portal/contract';
import { escapeHtml } from '@hr-portal/contract';
import { config } from '../../lib/config.js';

const EMPLOYMENT_TYPES: Record<JobType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  internship: 'INTERN',
};

export const careersUrl = (path = '') => `${config.portalUrl}/careers${path}`;
/** The privacy notice's address, in a language's page (/privacy is English). */
export const privacyUrl = (lang: Language = 'en') => `${config.portalUrl}${lang === 'en' ? '' : `/${lang}`}/privacy`;
export const jobPageUrl = (job: Pick<JobDto, 'slug'>) => careersUrl(`/${encodeURIComponent(job.slug)}`);

/** The employer as the pages and their JobPosting data name it (configuration: ORG_NAME, ORG_URL, ORG_LOGO_URL). */
export function organisation() {
  return {
    name: config.organisation.name,
    url: config.organisation.url ?? config.portalUrl,
    logo: config.organisation.logoUrl ?? `${config.portalUrl}/logo.png`,
    location: config.organisation.location,
  };
}

/** A job's plain-text description as HTML: escaped, blank lines make paragraphs, single line breaks stay. */
export function descriptionHtml(text: string): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return paragraphs.map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`).join('') || '<p></p>';
}

/** "Berlin, Germany" -> locality Berlin, country Germany; one word is taken as the locality. */
function postalAddress(location: string) {
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const country = parts.length > 1 ? parts.at(-1)! : undefined;
  return {
    '@type': 'PostalAddress',
    addressLocality: parts.length > 1 ? parts.slice(0, -1).join(', ') : (parts[0] ?? ''),
    ...(country ? { addressCountry: country } : {}),
  };
}

const isRemoteOnlyLocation = (location: string) => location.trim() === '' || /^remote\b/i.test(location.trim());

/**
 * A schema.org JobPosting with every property Google for Jobs requires (title, description, datePosted,
 * hiringOrganization, jobLocation or remote with applicantLocationRequirements) and recommends (validThrough,
 * employmentType, baseSalary, identifier, directApply).
 */
export function jobPosting(job: JobDto): Record<string, unknown> {
  const org = organisation();
  // Google needs a place for every job that is not remote: when its location is empty (or only says
  // "Remote" on a job not marked remote, as older jobs do), the employer's head office.
  const place = isRemoteOnlyLocation(job.location) ? (job.remote ? '' : org.location) : job.location.trim();
  const onSite = place !== '';
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job.description || job.title),
    datePosted: (job.createdAt ?? new Date().toISOString()).slice(0, 10),
    ...(job.validThrough ? { validThrough: `${job.validThrough}T23:59:59Z` } : {}),
    employmentType: EMPLOYMENT_TYPES[job.jobType] ?? 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: org.name, sameAs: org.url, logo: org.logo },
    ...(onSite ? { jobLocation: { '@type': 'Place', address: postalAddress(place) } } : {}),
    ...(job.remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: job.remoteCountries.map((code) => ({ '@type': 'Country', name: code })),
        }
      : {}),
    ...(job.salary > 0
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.salaryCurrency,
            value: { '@type': 'QuantitativeValue', value: job.salary, unitText: job.salaryPeriod },
          },
        }
      : {}),
    identifier: { '@type': 'PropertyValue', name: org.name, value: job._id },
    directApply: true,
    url: jobPageUrl(job),
  };
}

/** JSON for a <script> element: nothing in it can close the element or start markup. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
