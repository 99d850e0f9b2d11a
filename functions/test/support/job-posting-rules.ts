/**
 * Google's structured-data rules for JobPosting (developers.google.com/search/docs/appearance/structured-data/
 * job-posting), as checks: the required properties, the recommended ones this portal always can fill, and the
 * value formats Google's Rich Results Test reports. Returns the problems found (none: valid).
 */
const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];
const UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];
const isUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);
const isDate = (value: unknown) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(value) &&
  !Number.isNaN(Date.parse(value));

type Json = Record<string, any>;

export function jobPostingProblems(
  data: Json,
  options: { expectValidThrough: boolean; expectSalary: boolean },
): string[] {
  const problems: string[] = [];
  const need = (ok: unknown, message: string) => {
    if (!ok) problems.push(message);
  };
  need(
    data['@context'] === 'https://schema.org/' || data['@context'] === 'https://schema.org',
    '@context is schema.org',
  );
  need(data['@type'] === 'JobPosting', '@type is JobPosting');
  // Required.
  need(typeof data.title === 'string' && data.title.trim().length > 0, 'title (required)');
  need(typeof data.description === 'string' && /<p>/.test(data.description), 'description as HTML (required)');
  need(isDate(data.datePosted), 'datePosted as an ISO 8601 date (required)');
  const org = data.hiringOrganization as Json | undefined;
  need(
    org?.['@type'] === 'Organization' && typeof org.name === 'string' && org.name,
    'hiringOrganization.name (required)',
  );
  need(isUrl(org?.sameAs), 'hiringOrganization.sameAs as a URL');
  need(isUrl(org?.logo), 'hiringOrganization.logo as a URL');
  const remote = data.jobLocationType === 'TELECOMMUTE';
  if (remote) {
    const countries = data.applicantLocationRequirements as Json[] | undefined;
    need(Array.isArray(countries) && countries.length > 0, 'applicantLocationRequirements for a remote job');
    need(
      countries?.every((c) => c['@type'] === 'Country' && typeof c.name === 'string' && c.name),
      'each requirement a Country with a name',
    );
  } else {
    const address = data.jobLocation?.address as Json | undefined;
    need(data.jobLocation?.['@type'] === 'Place', 'jobLocation as a Place (required unless remote)');
    need(
      address?.['@type'] === 'PostalAddress' && (address.addressLocality || address.addressCountry),
      'jobLocation.address as a PostalAddress',
    );
  }
  // Recommended.
  need(EMPLOYMENT_TYPES.includes(data.employmentType), 'employmentType from Google’s list');
  need(
    data.identifier?.['@type'] === 'PropertyValue' && data.identifier.name && data.identifier.value,
    'identifier as a PropertyValue',
  );
  need(data.directApply === true, 'directApply true');
  if (options.expectValidThrough) {
    need(isDate(data.validThrough), 'validThrough as an ISO 8601 date-time');
    need(Date.parse(data.validThrough) > Date.parse(data.datePosted), 'validThrough after datePosted');
  } else need(data.validThrough === undefined, 'no validThrough when the job has no last day');
  if (options.expectSalary) {
    const salary = data.baseSalary as Json | undefined;
    need(salary?.['@type'] === 'MonetaryAmount', 'baseSalary as a MonetaryAmount');
    need(/^[A-Z]{3}$/.test(salary?.currency ?? ''), 'baseSalary.currency as ISO 4217');
    need(
      salary?.value?.['@type'] === 'QuantitativeValue' && typeof salary.value.value === 'number',
      'baseSalary.value a QuantitativeValue number',
    );
    need(UNITS.includes(salary?.value?.unitText), 'baseSalary.value.unitText from HOUR, DAY, WEEK, MONTH, YEAR');
  }
  return problems;
}

/** The JSON-LD blocks of a page. */
export function jsonLdOf(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
}
