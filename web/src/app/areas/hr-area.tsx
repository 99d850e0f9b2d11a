import { QueryProvider } from '../../api/query-client';
import { Navigate, Route, Routes } from 'react-router-dom';
import { HrDocumentsPage } from '../../features/hr-documents/components/hr-documents-page';
import { StaffApplicationsPage } from '../../features/applications/components/staff-applications-page';
import { ManageJobsPage } from '../../features/jobs/components/manage-jobs-page';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';

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
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    </QueryProvider>
  );
}
