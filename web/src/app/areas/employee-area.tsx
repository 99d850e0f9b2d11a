import { useLingui } from '@lingui/react/macro';
import { Navigate, Route, Routes } from 'react-router-dom';
import {
  AvailableJobsPage,
  EmployeeDocumentsPage,
  MyApplicationsPage,
  ProfilePage,
  OnboardingScreens,
  ReferralScreens,
  WithQueries,
} from './screens';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import dashboard from '../../features/dashboard/dashboards/employee.json';
import { interviewRoutes } from './interview-routes';

const HOME = '/employee';

export default function EmployeeArea() {
  const { t } = useLingui();
  return (
    <Routes>
      <Route index element={<DashboardPage dashboard={dashboard} needsYou />} />
      <Route element={<WithQueries />}>
        <Route path="documents" element={<EmployeeDocumentsPage />} />
        <Route
          path="applications"
          element={<MyApplicationsPage title={t`My Job Applications`} backTo={HOME} jobsPath="/employee/jobs" />}
        />
        <Route path="jobs" element={<AvailableJobsPage backTo={HOME} referPath={`${HOME}/referrals`} />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="onboarding/*" element={<OnboardingScreens base={HOME} />} />
        <Route path="referrals/*" element={<ReferralScreens base={HOME} />} />
        {interviewRoutes(HOME)}
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Route>
    </Routes>
  );
}
