import { describe, expect, it } from 'vitest';
import { JOB_POSTING_PROPERTIES, type JobDto } from '@hr-portal/contract';
import { jobPosting } from '../src/http/careers/job-posting.js';

// Every field filled: a remote job with a place, a salary and a last day, so no property is left out for want of
// a value.
const job: JobDto = {
  _id: 'job-1',
  title: 'Platform Engineer',
  description: 'Builds the platform.',
  department: 'Engineering',
  location: 'Berlin, Germany',
  salary: 70000,
  salaryCurrency: 'EUR',
  salaryPeriod: 'YEAR',
  jobType: 'full-time',
  tags: ['go'],
  experienceRequired: '3 years',
  slug: 'platform-engineer',
  validThrough: '2099-12-31',
  remote: true,
  remoteCountries: ['DE'],
  isActive: true,
  postedBy: 'admin-1',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  stages: [],
  kit: { attributes: [], questions: [] },
  questions: [],
};

describe('the careers page JobPosting', () => {
  it.each(JOB_POSTING_PROPERTIES)('when every job field is filled, then it carries %s', (property) => {
    expect(jobPosting(job)).toHaveProperty(property);
  });

  it('when it is built, then no staff-only field reaches it', () => {
    const text = JSON.stringify(jobPosting(job));
    for (const staffOnly of ['admin-1', '"go"', '3 years']) expect(text).not.toContain(staffOnly);
  });
});
