import { Navigate, Route, Routes } from 'react-router-dom';
import { ScreenPending } from '../../components/ui/screen-pending';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';

const HOME = '/hr';

export default function HrArea() {
  return (
    <Routes>
      <Route index element={<DashboardPage role="hr" />} />
      <Route path="jobs" element={<ScreenPending title="HR Jobs" backTo={HOME} />} />
      <Route path="documents" element={<ScreenPending title="HR Docs" backTo={HOME} />} />
      <Route path="applications" element={<ScreenPending title="HR Applications" backTo={HOME} />} />
      <Route path="profile" element={<ScreenPending title="Profile" backTo={HOME} />} />
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}
