import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxDto } from '@hr-portal/contract';
import { UiProvider } from '../../../components/ui/provider';
import { apiServer } from '../../../test/api-server';
import { useSession } from '../../../stores/session';
import { DASHBOARDS } from '../all-dashboards';
import { useInboxCounts } from '../inbox-counts';
import { DashboardPage } from './dashboard-page';

vi.mock('../../../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../../../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

function renderHrDashboard() {
  render(
    <UiProvider>
      <MemoryRouter>
        <DashboardPage dashboard={DASHBOARDS.hr} needsYou />
      </MemoryRouter>
    </UiProvider>,
  );
}

describe('Needs you', () => {
  let inbox: InboxDto;
  beforeEach(() => {
    useInboxCounts.setState({ counts: {} });
    useSession.setState({ user: { _id: 'hr-1', email: 'hr@example.com', role: 'hr' }, ready: true });
    inbox = { items: [], counts: {} };
    apiServer.use(http.get('/api/inbox', () => HttpResponse.json(inbox)));
  });

  it('when nothing waits, then it says so and no card counts anything', async () => {
    renderHrDashboard();
    expect(await screen.findByText('Nothing needs you right now.')).toBeInTheDocument();
    expect(screen.queryByText(/waiting$/)).not.toBeInTheDocument();
  });

  it('when items wait, then each links to its record, duplicates link to their screen, and cards count theirs', async () => {
    inbox = {
      items: [
        {
          kind: 'scorecard_owed',
          title: 'Scorecard for Ina · Role',
          subject: 'Ina · Role',
          href: '/hr/interviews/app-1',
        },
        {
          kind: 'application_waiting',
          title: 'Wes · Role waits to be looked at',
          subject: 'Wes · Role',
          href: '/hr/pipeline?job=job-1&application=app-2',
        },
        {
          kind: 'duplicates_to_review',
          title: 'Possible duplicates to review',
          subject: '',
          href: '/hr/people/duplicates',
          count: 2,
        },
      ],
      counts: { scorecard_owed: 1, application_waiting: 100, offer_to_approve: 3, duplicates_to_review: 2 },
    };
    renderHrDashboard();
    const section = await screen.findByRole('region', { name: 'Needs you' });
    const links = await within(section).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Scorecard to send: Ina · Role', '/hr/interviews/app-1'],
      ['Waiting to be looked at: Wes · Role', '/hr/pipeline?job=job-1&application=app-2'],
      ['Possible duplicates to review (2)', '/hr/people/duplicates'],
    ]);
    const pipeline = screen.getByRole('link', { name: /^Pipeline/ });
    // 100 is the API's cap: there may be more.
    expect(within(pipeline).getByText('103+ waiting')).toBeInTheDocument();
    const interviews = screen.getByRole('link', { name: /^Interviews/ });
    expect(within(interviews).getByText('1 waiting')).toBeInTheDocument();
  });

  it('when the inbox cannot be read, then the error shows and the cards stay', async () => {
    apiServer.use(
      http.get('/api/inbox', () => HttpResponse.json({ message: 'Failed', code: 'internal' }, { status: 500 })),
    );
    renderHrDashboard();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Job Management/ })).toBeInTheDocument();
  });
});
