import { Navigate, Route, Routes } from 'react-router-dom';
import { ScreenPending } from '../../components/ui/screen-pending';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { AdminDocumentsPage } from '../../features/documents/components/admin-documents-page';

const HOME = '/admin';

export default function AdminArea() {
  return (
    <Routes>
      <Route index element={<DashboardPage role="admin" />} />
      <Route path="users" element={<ScreenPending title="User Management" backTo={HOME} />} />
      <Route path="documents" element={<AdminDocumentsPage />} />
      <Route path="jobs" element={<ScreenPending title="Job Management" backTo={HOME} />} />
      <Route path="job-applications" element={<ScreenPending title="Applications for Jobs" backTo={HOME} />} />
      <Route path="profile" element={<ScreenPending title="Profile" backTo={HOME} />} />
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}
