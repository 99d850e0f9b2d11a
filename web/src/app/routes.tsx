import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ROLES, type Role } from '@hr-portal/contract';
import { LoadingText } from '../components/ui/status-text';
import { withMessages } from '../lib/i18n';
import { LoginPage } from '../features/auth/components/login-page';
import { AppLayout } from './app-layout';
import { RequireRole } from './require-role';
import { UnauthorizedPage } from './unauthorized-page';
import { ApplyRedirect } from './apply-redirect';

// Each role area is its own chunk: /login never downloads dashboards it cannot show.
const AdminArea = lazy(() => import('./areas/admin-area'));
const HrArea = lazy(() => import('./areas/hr-area'));
const EmployeeArea = lazy(() => import('./areas/employee-area'));
const CandidateArea = lazy(() => import('./areas/candidate-area'));
const ProfileArea = lazy(() => import('./areas/profile-area'));
const BookingArea = lazy(() => withMessages('applications', import('./areas/booking-area')));
const LinkSignInPage = lazy(() => import('../features/auth/components/link-sign-in-page'));
const JoinPage = lazy(() => withMessages('profile', import('../features/auth/components/join-page')));
const VerifyEmailPage = lazy(() => withMessages('profile', import('../features/address-proof/verify-email-page')));

const AREAS: { role: Role; element: ReactNode }[] = [
  { role: 'admin', element: <AdminArea /> },
  { role: 'hr', element: <HrArea /> },
  { role: 'employee', element: <EmployeeArea /> },
  { role: 'candidate', element: <CandidateArea /> },
];

export function AppRoutes() {
  const { t } = useLingui();
  return (
    <Suspense fallback={<LoadingText>{t`Loading...`}</LoadingText>}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/login/link" element={<LinkSignInPage />} />
        <Route path="/join" element={<JoinPage />} />
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route element={<AppLayout />}>
          <Route path="/unauthorized" element={<UnauthorizedPage />} />
          {AREAS.map(({ role, element }) => (
            <Route key={role} element={<RequireRole allowed={[role]} />}>
              <Route path={`/${role}/*`} element={element} />
            </Route>
          ))}
          <Route element={<RequireRole allowed={['candidate', 'employee']} />}>
            <Route path="/apply/:jobId" element={<ApplyRedirect />} />
          </Route>
          <Route element={<RequireRole allowed={ROLES} />}>
            <Route path="/profile" element={<ProfileArea />} />
            <Route path="/bookings/*" element={<BookingArea />} />
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    </Suspense>
  );
}
