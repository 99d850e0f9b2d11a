import { useLingui } from '@lingui/react/macro';
import type { JobType } from '@hr-portal/contract';

/** A job type in the screens' language ("Vollzeit"); the API keeps its codes. */
export function useJobTypeLabel(): (type: JobType | string) => string {
  const { t } = useLingui();
  const labels: Record<JobType, string> = {
    'full-time': t`Full-time`,
    'part-time': t`Part-time`,
    internship: t`Internship`,
  };
  return (type) => labels[type as JobType] ?? type;
}

/** A job type as the job board's badges show it: its code in English ("full-time"), a word in the others. */
export function useJobTypeBadge(): (type: JobType | string) => string {
  const { t } = useLingui();
  const labels: Record<JobType, string> = {
    'full-time': t`full-time`,
    'part-time': t`part-time`,
    internship: t`internship`,
  };
  return (type) => labels[type as JobType] ?? type;
}

/** An application's status as its owner reads it ("withdrawn" included). */
export function useStatusLabel(): (status: string) => string {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    applied: t`applied`,
    shortlisted: t`shortlisted`,
    rejected: t`rejected`,
    selected: t`selected`,
    withdrawn: t`withdrawn`,
  };
  return (status) => labels[status] ?? status;
}

/** A role as the person reads it on their profile. */
export function useRoleLabel(): (role: string) => string {
  const { t } = useLingui();
  const labels: Record<string, string> = { admin: t`admin`, hr: t`hr`, employee: t`employee`, candidate: t`candidate` };
  return (role) => labels[role] ?? role;
}
