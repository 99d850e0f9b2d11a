import { QueryProvider } from '../../api/query-client';
import { Navigate, Route, Routes } from 'react-router-dom';
import { interviewRoutes } from './interview-routes';
import { MyApplicationsPage } from '../../features/applications/components/my-applications-page';
import { AvailableJobsPage } from '../../features/job-board/components/available-jobs-page';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { EmployeeDocumentsPage } from '../../features/documents/components/employee-documents-page';

const HOME = '/employee';

export default function EmployeeArea() {
  return (
    <QueryProvider>
      <Routes>
        <Route index element={<DashboardPage role="employee" />} />
        <Route path="documents" element={<EmployeeDocumentsPage />} />
        <Route
          path="applications"
          element={<MyApplicationsPage title="My Job Applications" backTo={HOME} jobsPath="/employee/jobs" />}
        />
        <Route path="jobs" element={<AvailableJobsPage backTo={HOME} />} />
        <Route path="profile" element={<ProfilePage />} />
        {interviewRoutes(HOME)}
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    </QueryProvider>
  );
}
