import { QueryProvider } from '../../api/query-client';
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { interviewRoutes } from './interview-routes';
import { mailRoutes } from './mail-routes';
import { HrDocumentsPage } from '../../features/hr-documents/components/hr-documents-page';
import { StaffApplicationsPage } from '../../features/applications/components/staff-applications-page';
import { ManageJobsPage } from './staff-screens';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';

// The board brings the Firestore SDK for its live columns: its own chunk, loaded when opened.
const PipelinePage = lazy(() => import('../../features/pipeline/components/pipeline-page'));
// Insights bring the charts (recharts): their own chunk, loaded when opened.
const InsightsPage = lazy(() => import('../../features/insights/components/insights-page'));

const HOME = '/hr';

export default function HrArea() {
  return (
    <QueryProvider>
      <Routes>
        <Route index element={<DashboardPage role="hr" />} />
        <Route path="jobs" element={<ManageJobsPage title="Job Management" backTo={HOME} />} />
        <Route path="documents" element={<HrDocumentsPage />} />
        <Route path="applications" element={<StaffApplicationsPage title="Applications" backTo={HOME} />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="pipeline" element={<PipelinePage backTo={HOME} />} />
        <Route path="insights" element={<InsightsPage backTo={HOME} />} />
        {interviewRoutes(HOME)}
        {mailRoutes(HOME, false)}
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    </QueryProvider>
  );
}
