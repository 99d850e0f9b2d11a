import { Navigate, Route, Routes } from 'react-router-dom';
import {
  HrDocumentsPage,
  InsightsPage,
  ManageJobsPage,
  PeopleScreens,
  TalentPoolsScreens,
  PipelinePage,
  ProfilePage,
  StaffApplicationsPage,
  OnboardingScreens,
  ReferralScreens,
  WithQueries,
} from './screens';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import dashboard from '../../features/dashboard/dashboards/hr.json';
import { interviewRoutes } from './interview-routes';
import { mailRoutes } from './mail-routes';

const HOME = '/hr';

export default function HrArea() {
  return (
    <Routes>
      <Route index element={<DashboardPage dashboard={dashboard} needsYou />} />
      <Route element={<WithQueries />}>
        <Route path="jobs" element={<ManageJobsPage title="Job Management" backTo={HOME} />} />
        <Route path="documents" element={<HrDocumentsPage />} />
        <Route path="applications" element={<StaffApplicationsPage title="Applications" backTo={HOME} />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="pipeline" element={<PipelinePage backTo={HOME} />} />
        <Route path="insights" element={<InsightsPage backTo={HOME} />} />
        <Route path="people/*" element={<PeopleScreens base={HOME} />} />
        <Route path="talent-pools/*" element={<TalentPoolsScreens base={HOME} />} />
        <Route path="onboarding/*" element={<OnboardingScreens base={HOME} staff />} />
        <Route path="referrals/*" element={<ReferralScreens base={HOME} />} />
        {interviewRoutes(HOME)}
        {mailRoutes(HOME, false)}
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Route>
    </Routes>
  );
}
