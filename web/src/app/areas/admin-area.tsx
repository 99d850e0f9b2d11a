import { QueryProvider } from '../../api/query-client';
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { interviewRoutes } from './interview-routes';
import { mailRoutes } from './mail-routes';
import { StaffApplicationsPage } from '../../features/applications/components/staff-applications-page';
import { ManageJobsPage } from './staff-screens';
import { UsersPage } from '../../features/users/components/users-page';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { AuditPage } from '../../features/audit/components/audit-page';
import PrivacyPage from '../../features/privacy/components/privacy-page';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { AdminDocumentsPage } from '../../features/documents/components/admin-documents-page';

// The board brings the Firestore SDK for its live columns: its own chunk, loaded when opened.
const PipelinePage = lazy(() => import('../../features/pipeline/components/pipeline-page'));
// Insights bring the charts (recharts): their own chunk, loaded when opened.
const InsightsPage = lazy(() => import('../../features/insights/components/insights-page'));

const HOME = '/admin';

export default function AdminArea() {
  return (
    <QueryProvider>
      <Routes>
        <Route index element={<DashboardPage role="admin" />} />
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
        {interviewRoutes(HOME)}
        {mailRoutes(HOME, true)}
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    </QueryProvider>
  );
}
