import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '@hr-portal/contract';
import { UiProvider } from '../components/ui/provider';
import { useSession } from '../stores/session';
import { RequireRole } from './require-role';

/** The login page, showing where it would send the person back to. */
function LoginProbe() {
  return <p>login page{useLocation().search}</p>;
}

function renderAt(path: string, allowed: Role[]) {
  render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginProbe />} />
          <Route path="/unauthorized" element={<p>unauthorized page</p>} />
          <Route element={<RequireRole allowed={allowed} />}>
            <Route path="/admin" element={<p>admin area</p>} />
            <Route path="/apply/:jobId" element={<p>apply</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

describe('RequireRole', () => {
  beforeEach(() => useSession.setState({ user: null, ready: true }));

  it('when the session is still being restored, then it shows a loading state and does not redirect', () => {
    useSession.setState({ ready: false });
    renderAt('/admin', ['admin']);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('login page')).toBeNull();
  });

  it('when no one is signed in, then it redirects to /login', () => {
    renderAt('/admin', ['admin']);
    expect(screen.getByText('login page')).toBeInTheDocument(); // no ?next: a fresh start
  });

  it('when a signed-out visitor follows Apply from a careers page, then /login remembers to come back', () => {
    renderAt('/apply/job-7?src=linkedin', ['candidate']);
    expect(screen.getByText('login page?next=%2Fapply%2Fjob-7%3Fsrc%3Dlinkedin')).toBeInTheDocument();
  });

  it('when the role is not allowed, then it redirects to /unauthorized', () => {
    useSession.setState({ user: { _id: 'c1', email: 'c@example.com', role: 'candidate' } });
    renderAt('/admin', ['admin']);
    expect(screen.getByText('unauthorized page')).toBeInTheDocument();
  });

  it('when the role is allowed, then the nested route is shown', () => {
    useSession.setState({ user: { _id: 'a1', email: 'a@example.com', role: 'admin' } });
    renderAt('/admin', ['admin', 'hr']);
    expect(screen.getByText('admin area')).toBeInTheDocument();
  });
});
