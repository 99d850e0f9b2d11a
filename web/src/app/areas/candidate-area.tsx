import { Navigate, Route, Routes } from 'react-router-dom';
import { ScreenPending } from '../../components/ui/screen-pending';
import { MyApplicationsPage } from '../../features/applications/components/my-applications-page';
import { AvailableJobsPage } from '../../features/job-board/components/available-jobs-page';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { CandidateDocumentsPage } from '../../features/documents/components/candidate-documents-page';

const HOME = '/candidate';

export default function CandidateArea() {
  return (
    <Routes>
      <Route index element={<DashboardPage role="candidate" />} />
      <Route path="jobs" element={<AvailableJobsPage backTo={HOME} />} />
      <Route path="documents" element={<CandidateDocumentsPage />} />
      <Route path="applications" element={<MyApplicationsPage title="My Applications" backTo={HOME} />} />
      <Route path="profile" element={<ScreenPending title="Profile" backTo={HOME} />} />
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}
