import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../../../components/ui/provider';
import { DashboardPage } from './dashboard-page';

function cardsOf(role: 'admin' | 'hr' | 'employee' | 'candidate') {
  render(
    <UiProvider>
      <MemoryRouter>
        <DashboardPage role={role} />
      </MemoryRouter>
    </UiProvider>,
  );
  return screen.getAllByRole('link').map((link) => ({
    title: within(link).getByRole('heading').textContent,
    description: within(link).getByText(/./, { selector: 'p' }).textContent,
    path: link.getAttribute('href'),
  }));
}

describe('DashboardPage', () => {
  it('when an admin opens the dashboard, then the five spec cards and the audit log link to their screens', () => {
    expect(cardsOf('admin')).toEqual([
      { title: 'User Management', description: 'Add, remove, and manage user roles', path: '/admin/users' },
      {
        title: 'Document Management',
        description: 'View, download, or delete uploaded documents',
        path: '/admin/documents',
      },
      { title: 'Job Management', description: 'Create, update, or delete job posts', path: '/admin/jobs' },
      { title: 'Applications for Jobs', description: 'View Applications for Jobs', path: '/admin/job-applications' },
      { title: 'Profile', description: 'View and edit your profile', path: '/admin/profile' },
      {
        title: 'Audit Log',
        description: 'See who changed roles, jobs and application statuses',
        path: '/admin/audit',
      },
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Admin Dashboard');
  });

  it('when a candidate opens the dashboard, then the four candidate cards are shown in order', () => {
    expect(cardsOf('candidate').map((card) => card.path)).toEqual([
      '/candidate/jobs',
      '/candidate/applications',
      '/candidate/documents',
      '/candidate/profile',
    ]);
  });

  it('when an employee opens the dashboard, then documents, applications and profile are offered', () => {
    expect(cardsOf('employee').map((card) => card.title)).toEqual(['My Documents', 'Job Applications', 'Profile']);
  });

  it('when hr opens the dashboard, then the four hr cards are offered', () => {
    expect(cardsOf('hr').map((card) => card.path)).toEqual([
      '/hr/jobs',
      '/hr/documents',
      '/hr/applications',
      '/hr/profile',
    ]);
  });
});
