import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../../../components/ui/provider';
import { cardsShown } from '../dashboards';
import { DASHBOARDS } from '../all-dashboards';
import { DashboardPage } from './dashboard-page';

function cardsOf(role: 'admin' | 'hr' | 'employee' | 'candidate') {
  render(
    <UiProvider>
      <MemoryRouter>
        <DashboardPage dashboard={DASHBOARDS[role]} />
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
  it('when an admin opens the dashboard, then the spec cards and the added screens link to them, in order', () => {
    // The spec's texts, as a reader sees each card: title, description, where it leads.
    expect(cardsOf('admin').map((card) => `${card.title}: ${card.description} -> ${card.path}`)).toEqual([
      'User Management: Add, remove, and manage user roles -> /admin/users',
      'Document Management: View, download, or delete uploaded documents -> /admin/documents',
      'Job Management: Create, update, or delete job posts -> /admin/jobs',
      'Applications for Jobs: View Applications for Jobs -> /admin/job-applications',
      'Profile: View and edit your profile -> /admin/profile',
      'Audit Log: See who changed roles, jobs and application statuses -> /admin/audit',
      'Privacy: Answer requests to export or erase personal data -> /admin/privacy',
      "Pipeline: Move candidates through each job's stages -> /admin/pipeline",
      'People: Search people by name, skill or resume, and see each across jobs -> /admin/people',
      'Insights: Funnel, time in stage, sources, reasons and interviewer load -> /admin/insights',
      'Interviews: Open your interview kits and submit scorecards -> /admin/interviews',
      'E-mail Templates: Edit what candidates and interviewers are sent -> /admin/email-templates',
      'Offer Letter: Edit the letter offers are made from, and its free fields -> /admin/offer-letter',
      'Referrals: Refer people you know, and settle referral bonuses -> /admin/referrals',
      "Onboarding: New hires' plans: progress, overdue tasks and start dates -> /admin/onboarding",
      'Integrations: API keys and webhooks for your HRIS, payroll and chat -> /admin/integrations',
      'Sign-in: Company SSO for staff, and whether staff may use a password -> /admin/sign-in',
      'Mailbox: Every e-mail this local run sent (emulators only) -> /admin/mailbox',
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

  it('when an employee opens the dashboard, then documents, applications, profile, interviews, referrals and onboarding are offered', () => {
    expect(cardsOf('employee').map((card) => card.title)).toEqual([
      'My Documents',
      'Job Applications',
      'Profile',
      'Interviews',
      'My Referrals',
      'Onboarding',
    ]);
  });

  it('when hr opens the dashboard, then the four hr cards, the pipeline, people, insights, interviews, referrals and onboarding are offered', () => {
    expect(cardsOf('hr').map((card) => card.path)).toEqual([
      '/hr/jobs',
      '/hr/documents',
      '/hr/applications',
      '/hr/profile',
      '/hr/pipeline',
      '/hr/people',
      '/hr/insights',
      '/hr/interviews',
      '/hr/email-templates',
      '/hr/referrals',
      '/hr/onboarding',
    ]);
  });

  it('when the build talks to a real project, then the emulator-only Mailbox card is left out', () => {
    expect(cardsShown(DASHBOARDS.admin, false).map((card) => card.title)).not.toContain('Mailbox');
    expect(cardsShown(DASHBOARDS.admin, true).map((card) => card.title)).toContain('Mailbox');
  });
});
