import { lazy } from 'react';

// Job management brings the job form, the kit editor and their validation: its own chunk, loaded when opened.
export const ManageJobsPage = lazy(() =>
  import('../../features/jobs/components/manage-jobs-page').then((module) => ({ default: module.ManageJobsPage })),
);
