import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { InsightsDto } from '@hr-portal/contract';
import { UiProvider } from '../../../components/ui/provider';
import { apiServer, recordRequests } from '../../../test/api-server';
import InsightsPage from './insights-page';

vi.mock('../../../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../../../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

const EMPTY: InsightsDto = {
  jobId: null,
  from: '2026-01-01',
  to: '2026-03-31',
  funnel: [
    { stageId: 'applied', name: 'Applied', reached: 0, passedThrough: 0, conversion: null },
    { stageId: 'hired', name: 'Hired', reached: 0, passedThrough: null, conversion: null },
  ],
  timeInStage: [{ stageId: 'applied', name: 'Applied', medianHours: null, p75Hours: null, samples: 0 }],
  sources: [],
  rejectionReasons: [],
  timeToHire: { medianDays: null, p75Days: null, hires: 0 },
  timeToFill: { medianDays: null, p75Days: null, jobs: 0 },
  offers: {
    sent: 0,
    accepted: 0,
    declined: 0,
    acceptanceRate: null,
    medianHoursToAccept: null,
    p75HoursToAccept: null,
  },
  interviewers: [],
};

const JOB_INSIGHTS: InsightsDto = {
  ...EMPTY,
  jobId: 'job-1',
  funnel: [
    { stageId: 'applied', name: 'Applied', reached: 3, passedThrough: 2, conversion: 0.667 },
    { stageId: 'hired', name: 'Hired', reached: 2, passedThrough: null, conversion: null },
  ],
  sources: [{ source: 'linkedin', applications: 3, interviews: 2, hires: 2 }],
  interviewers: [{ uid: 'u1', name: 'Harper Reyes', assigned: 4, submitted: 3, overdue: 1 }],
};

function renderPage(entry: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UiProvider>
        <MemoryRouter initialEntries={[entry]}>
          <InsightsPage backTo="/hr" />
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
}

describe('InsightsPage', () => {
  it('when nothing happened in the range, then it says so and the tables say what is missing', async () => {
    apiServer.use(
      http.get('/api/job', () => HttpResponse.json([])),
      http.get('/api/insights', () => HttpResponse.json(EMPTY)),
    );
    renderPage('/hr/insights?from=2026-01-01&to=2026-03-31');
    expect(await screen.findByText(/Nothing happened in this range yet/)).toBeInTheDocument();
    expect(screen.getByText('No applications in this range.')).toBeInTheDocument();
    expect(screen.getByText('No interviews assigned in this range.')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Funnel' })).getAllByText('—').length).toBeGreaterThan(0);
  });

  it('when a job and a range are chosen, then the API is asked for them and the tables show the answer', async () => {
    apiServer.use(
      http.get('/api/job', () =>
        HttpResponse.json([{ _id: 'job-1', title: 'Data Engineer', isActive: true, stages: [] }]),
      ),
      http.get('/api/job/job-1', () =>
        HttpResponse.json({ _id: 'job-1', title: 'Data Engineer', isActive: true, stages: [] }),
      ),
      http.get('/api/insights', ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('jobId') ? JOB_INSIGHTS : EMPTY),
      ),
    );
    const seen = recordRequests();
    renderPage('/hr/insights?from=2026-01-01&to=2026-03-31');
    await screen.findByText(/Nothing happened in this range yet/);
    // The picker's code arrives when the field is reached: type once it is there (typing across that swap is the
    // picker's own test; here it raced the code's arrival in CI and lost the letters).
    await userEvent.click(await screen.findByRole('combobox', { name: 'Job' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Job' })).not.toHaveAttribute('data-stand-in'));
    await userEvent.type(screen.getByRole('combobox', { name: 'Job' }), 'data');
    await userEvent.click(await screen.findByRole('option', { name: 'Data Engineer' }, { timeout: 5000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));

    const funnel = screen.getByRole('table', { name: 'Funnel' });
    expect(await within(funnel).findByText('66.7%')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Sources' })).getByText('linkedin')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Interviewer load' })).getByText('Harper Reyes'),
    ).toBeInTheDocument();
    expect(seen.map((request) => request.url)).toContain('/api/insights?jobId=job-1&from=2026-01-01&to=2026-03-31');
    expect(screen.getByRole('button', { name: 'Download CSV: Funnel' })).toBeEnabled();
  });
});
