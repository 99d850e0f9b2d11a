import { useLingui } from '@lingui/react/macro';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AvailableJobsPage, CandidateDocumentsPage, MyApplicationsPage, ProfilePage, WithQueries } from './screens';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import dashboard from '../../features/dashboard/dashboards/candidate.json';

const HOME = '/candidate';

export default function CandidateArea() {
  const { t } = useLingui();
  return (
    <Routes>
      <Route index element={<DashboardPage dashboard={dashboard} needsYou />} />
      <Route element={<WithQueries />}>
        <Route path="jobs" element={<AvailableJobsPage backTo={HOME} />} />
        <Route path="documents" element={<CandidateDocumentsPage />} />
        <Route path="applications" element={<MyApplicationsPage title={t`My Applications`} backTo={HOME} />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Route>
    </Routes>
  );
}
