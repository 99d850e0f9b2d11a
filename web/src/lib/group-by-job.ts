import type { ApplicationDto } from '@hr-portal/contract';

export interface JobGroup {
  jobId: string;
  title: string;
  applications: ApplicationDto[];
}

/** Applications grouped by job, groups in the order their first application appears. */
export function groupByJob(applications: ApplicationDto[]): JobGroup[] {
  const groups = new Map<string, JobGroup>();
  for (const application of applications) {
    const group = groups.get(application.job) ?? {
      jobId: application.job,
      title: application.jobTitle,
      applications: [],
    };
    group.applications.push(application);
    groups.set(application.job, group);
  }
  return [...groups.values()];
}
