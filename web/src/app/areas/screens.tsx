// Every screen of the signed-in areas but the dashboard (which comes with its area) is its own chunk, loaded when
// its route is opened: the dashboard never downloads the forms, tables and libraries of the screens behind it.
// One module for all areas: their preload lists compress better together than apart (checked with npm run size).
// A candidate screen's messages are fetched beside its code, in the person's language (withMessages).
import { lazy, type ComponentType } from 'react';
import { withMessages } from '../../lib/i18n';

/** A screen as its own chunk, loaded when its route is opened (`load` picks the module's component). */
function lazyScreen<Props>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}

export const AdminDocumentsPage = lazyScreen(() =>
  import('../../features/documents/components/admin-documents-page').then((m) => m.AdminDocumentsPage),
);
export const AuditPage = lazyScreen(() =>
  import('../../features/audit/components/audit-page').then((m) => m.AuditPage),
);
// Insights bring the charts.
export const InsightsPage = lazy(() => import('../../features/insights/components/insights-page'));
// Job management brings the job form, the kit editor and their validation.
export const ManageJobsPage = lazyScreen(() =>
  import('../../features/jobs/components/manage-jobs-page').then((m) => m.ManageJobsPage),
);
// The board brings the Firestore SDK for its live columns.
export const PipelinePage = lazy(() => import('../../features/pipeline/components/pipeline-page'));
// Search, with adding a person and a profile loaded as they open (people-screens.tsx).
export const PeopleScreens = lazyScreen(() =>
  import('../../features/people/components/people-screens').then((m) => m.PeopleScreens),
);
export const TalentPoolsScreens = lazyScreen(() =>
  import('../../features/people/components/talent-pools-screens').then((m) => m.TalentPoolsScreens),
);
export const PrivacyPage = lazy(() => import('../../features/privacy/components/privacy-page'));
export const ProfilePage = lazyScreen(() =>
  withMessages('profile', import('../../features/profile/components/profile-page')).then((m) => m.ProfilePage),
);
export const StaffApplicationsPage = lazyScreen(() =>
  import('../../features/applications/components/staff-applications-page').then((m) => m.StaffApplicationsPage),
);
export const IntegrationsPage = lazyScreen(() =>
  import('../../features/integrations/components/integrations-page').then((m) => m.IntegrationsPage),
);
export const SignInSettingsPage = lazyScreen(() =>
  import('../../features/sign-in-settings/components/sign-in-settings-page').then((m) => m.SignInSettingsPage),
);
export const UsersPage = lazyScreen(() =>
  import('../../features/users/components/users-page').then((m) => m.UsersPage),
);
// The dashboard reads nothing from the API; the screens behind it share one query cache.
export const WithQueries = lazy(() => import('./with-queries'));
export const HrDocumentsPage = lazyScreen(() =>
  import('../../features/documents/components/hr-documents-page').then((m) => m.HrDocumentsPage),
);
export const AvailableJobsPage = lazyScreen(() =>
  withMessages('jobs', import('../../features/job-board/components/available-jobs-page')).then(
    (m) => m.AvailableJobsPage,
  ),
);
export const EmployeeDocumentsPage = lazyScreen(() =>
  withMessages('documents', import('../../features/documents/components/employee-documents-page')).then(
    (m) => m.EmployeeDocumentsPage,
  ),
);
export const MyApplicationsPage = lazyScreen(() =>
  withMessages('applications', import('../../features/applications/components/my-applications-page')).then(
    (m) => m.MyApplicationsPage,
  ),
);
export const CandidateDocumentsPage = lazyScreen(() =>
  withMessages('documents', import('../../features/documents/components/candidate-documents-page')).then(
    (m) => m.CandidateDocumentsPage,
  ),
);
export const ReferralScreens = lazyScreen(() =>
  import('../../features/referrals/components/referral-screens').then((m) => m.ReferralScreens),
);
export const OnboardingScreens = lazyScreen(() =>
  import('../../features/onboarding/components/onboarding-screens').then((m) => m.OnboardingScreens),
);
export const InterviewPage = lazy(() => import('../../features/interviews/components/interview-page'));
// The interview screens bring the scorecard form.
export const InterviewsPage = lazy(() => import('../../features/interviews/components/interviews-page'));
export const EmailTemplatesPage = lazy(() => import('../../features/mail/components/email-templates-page'));
export const MailboxPage = lazy(() => import('../../features/mail/components/mailbox-page'));
export const OfferTemplatePage = lazy(() => import('../../features/offers/components/offer-template-page'));
