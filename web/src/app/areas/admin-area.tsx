import { Navigate, Route, Routes } from 'react-router-dom';
import {
  AdminDocumentsPage,
  AuditPage,
  InsightsPage,
  ManageJobsPage,
  OfferTemplatePage,
  PeopleScreens,
  TalentPoolsScreens,
  PipelinePage,
  PrivacyPage,
  ProfilePage,
  StaffApplicationsPage,
  UsersPage,
  OnboardingScreens,
  ReferralScreens,
  IntegrationsPage,
  SignInSettingsPage,
  WithQueries,
} from './screens';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import dashboard from '../../features/dashboard/dashboards/admin.json';
import { interviewRoutes } from './interview-routes';
import { mailRoutes } from './mail-routes';

const HOME = '/admin';

export default function AdminArea() {
  return (
    <Routes>
      <Route index element={<DashboardPage dashboard={dashboard} needsYou />} />
      <Route element={<WithQueries />}>
        <Route path="users" element={<UsersPage />} />
        <Route path="documents" element={<AdminDocumentsPage />} />
        <Route path="jobs" element={<ManageJobsPage title="Job Management" backTo={HOME} />} />
        <Route
          path="job-applications"
          element={<StaffApplicationsPage title="Applications for Jobs" backTo={HOME} />}
        />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="pipeline" element={<PipelinePage backTo={HOME} />} />
        <Route path="insights" element={<InsightsPage backTo={HOME} />} />
        <Route path="people/*" element={<PeopleScreens base={HOME} />} />
        <Route path="talent-pools/*" element={<TalentPoolsScreens base={HOME} />} />
        <Route path="offer-letter" element={<OfferTemplatePage backTo={HOME} />} />
        <Route path="onboarding/*" element={<OnboardingScreens base={HOME} staff admin />} />
        <Route path="referrals/*" element={<ReferralScreens base={HOME} bonuses />} />
        <Route path="integrations" element={<IntegrationsPage backTo={HOME} />} />
        <Route path="sign-in" element={<SignInSettingsPage />} />
        {interviewRoutes(HOME)}
        {mailRoutes(HOME, true)}
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Route>
    </Routes>
  );
}
