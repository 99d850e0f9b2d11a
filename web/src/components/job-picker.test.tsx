import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from './ui/provider';
import { apiServer, recordRequests } from '../test/api-server';
import { JobPicker } from './job-picker';

vi.mock('../lib/firebase-loader', () => ({
  loadFirebase: async () => ({ currentIdToken: async () => 'id-token' }),
  whenFirebaseLoads: () => {},
}));

const JOBS = [
  { _id: 'job-qa', title: 'QA Lead', isActive: true },
  { _id: 'job-old', title: 'Quality Analyst', isActive: false },
];

function renderPicker(onChange: (id: string) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <UiProvider>
      <QueryClientProvider client={client}>
        <JobPicker label="Job" noneLabel="All jobs" markClosed value="" onChange={onChange} />
      </QueryClientProvider>
    </UiProvider>,
  );
}

describe('JobPicker', () => {
  it('when a person types and chooses with the keyboard, then the API is searched and the job id is chosen', async () => {
    apiServer.use(
      http.get('/api/job', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        return HttpResponse.json(JOBS.filter((job) => job.title.toLowerCase().includes(q)));
      }),
    );
    const seen = recordRequests();
    const onChange = vi.fn();
    renderPicker(onChange);
    const box = await screen.findByRole('combobox', { name: 'Job' });
    expect(box).toHaveValue('All jobs');

    await userEvent.clear(box);
    await userEvent.type(box, 'qa');
    expect(await screen.findByRole('option', { name: 'QA Lead' })).toBeInTheDocument();
    await waitFor(() => expect(seen.map((request) => request.url)).toContain('/api/job?q=qa&limit=20'));
    expect(screen.queryByRole('option', { name: 'Quality Analyst (closed)' })).not.toBeInTheDocument();

    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('job-qa');
  });

  it('when nothing matches, then the list says so', async () => {
    apiServer.use(http.get('/api/job', () => HttpResponse.json([])));
    renderPicker(vi.fn());
    const box = await screen.findByRole('combobox', { name: 'Job' });
    await userEvent.clear(box);
    await userEvent.type(box, 'zebra');
    expect(await screen.findByText('No jobs match')).toBeInTheDocument();
  });
});
