import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The candidate's and the employee's dashboards in the screens' language, keyed by the dashboards' English (their
 * JSON stays the spec's text). Staff dashboards stay English.
 */
export const DASHBOARD_TEXTS: Record<string, MessageDescriptor> = {
  'Candidate Dashboard': msg`Candidate Dashboard`,
  'Employee Dashboard': msg`Employee Dashboard`,
  Jobs: msg`Jobs`,
  'Browse and apply for jobs': msg`Browse and apply for jobs`,
  Applications: msg`Applications`,
  'View your applications and status': msg`View your applications and status`,
  Documents: msg`Documents`,
  'Upload and manage your resumes': msg`Upload and manage your resumes`,
  Profile: msg`Profile`,
  'View and edit your profile': msg`View and edit your profile`,
  'My Documents': msg`My Documents`,
  'View and download your uploaded documents': msg`View and download your uploaded documents`,
  'Job Applications': msg`Job Applications`,
  'View jobs you applied for and track status': msg`View jobs you applied for and track status`,
  'View and edit your profile details': msg`View and edit your profile details`,
  Interviews: msg`Interviews`,
  'Open your interview kits and submit scorecards': msg`Open your interview kits and submit scorecards`,
  'My Referrals': msg`My Referrals`,
  'Refer people you know to open jobs and follow where each stands': msg`Refer people you know to open jobs and follow where each stands`,
  Onboarding: msg`Onboarding`,
  'Your first days: what to do and when, and tasks for colleagues who are starting': msg`Your first days: what to do and when, and tasks for colleagues who are starting`,
};
