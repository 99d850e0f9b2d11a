import { QueryProvider } from '../../api/query-client';
import { Navigate, Route, Routes } from 'react-router-dom';
import { MyApplicationsPage } from '../../features/applications/components/my-applications-page';
import { AvailableJobsPage } from '../../features/job-board/components/available-jobs-page';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { CandidateDocumentsPage } from '../../features/documents/components/candidate-documents-page';

const HOME = '/candidate';

export default function CandidateArea() {
  return (
    <QueryProvider>
      <Routes>
        <Route index element={<DashboardPage role="candidate" />} />
        <Route path="jobs" element={<AvailableJobsPage backTo={HOME} />} />
        <Route path="documents" element={<CandidateDocumentsPage />} />
        <Route path="applications" element={<MyApplicationsPage title="My Applications" backTo={HOME} />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    </QueryProvider>
  );
}
