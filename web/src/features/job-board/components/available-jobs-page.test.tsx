import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../../components/ui/provider';
import { apiServer, recordRequests } from '../../../test/api-server';
import { AvailableJobsPage } from './available-jobs-page';

// Counts the survey dialog's loads: it is imported once an application is filed, never when the board opens.
const surveyLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./survey-dialog', async (importOriginal) => {
  surveyLoads.count += 1;
  return importOriginal();
});

// Counts the apply dialog's loads: it comes with the person's intent to apply, not with the list.
const dialogLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./select-resume-dialog', async (importOriginal) => {
  dialogLoads.count += 1;
  return importOriginal();
});

vi.mock('../../../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../../../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

const job = (id: string, title: string) => ({
  _id: id,
  title,
  description: 'Work.',
  department: 'Engineering',
  location: 'Berlin',
  salary: 70000,
  salaryCurrency: 'EUR',
  salaryPeriod: 'YEAR',
  jobType: 'full-time',
  tags: [],
  experienceRequired: '',
  isActive: true,
  createdAt: '2026-11-01T00:00:00.000Z',
});

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderBoard(entry: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UiProvider>
        <MemoryRouter initialEntries={[entry]}>
          <AvailableJobsPage backTo="/candidate" />
          <Address />
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
}

describe('AvailableJobsPage search', () => {
  it('when a word is searched and a menu chosen, then the API is asked with those filters and the address keeps them', async () => {
    apiServer.use(
      http.get('/api/job/facets', () =>
        HttpResponse.json({ departments: ['Engineering', 'Sales'], locations: ['Berlin'] }),
      ),
      http.get('/api/application/my', () => HttpResponse.json([])),
      http.get('/api/job', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        return HttpResponse.json(
          q ? [job('j2', 'Data Engineer')] : [job('j1', 'Designer'), job('j2', 'Data Engineer')],
        );
      }),
    );
    const seen = recordRequests();
    renderBoard('/candidate/jobs');
    expect(await screen.findByText('Designer')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search job titles'), 'engineer');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByLabelText('address')).toHaveTextContent('/candidate/jobs?q=engineer');
    await userEvent.selectOptions(screen.getByLabelText('Department'), 'Engineering');
    expect(screen.getByLabelText('address')).toHaveTextContent('/candidate/jobs?q=engineer&department=Engineering');
    expect(screen.queryByText('Designer')).not.toBeInTheDocument();
    // The request goes out just after the address changes: waited for, not read at once.
    await vi.waitFor(() => {
      const asked = seen.filter((request) => request.url.startsWith('/api/job?')).map((request) => request.url);
      expect(asked.at(-1)).toBe('/api/job?q=engineer&department=Engineering&limit=12');
    });
  });

  it('when the address already holds filters (a shared link, a reload), then they are applied; an empty result offers to clear them', async () => {
    apiServer.use(
      http.get('/api/job/facets', () => HttpResponse.json({ departments: [], locations: [] })),
      http.get('/api/application/my', () => HttpResponse.json([])),
      http.get('/api/job', () => HttpResponse.json([])),
    );
    const seen = recordRequests();
    renderBoard('/candidate/jobs?type=internship&remote=true&location=Oslo');
    expect(await screen.findByText('No jobs match these filters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveValue('Oslo');
    expect(screen.getByLabelText('Remote only')).toBeChecked();
    expect(seen.find((request) => request.url.startsWith('/api/job?'))?.url).toBe(
      '/api/job?location=Oslo&jobType=internship&remote=true&limit=12',
    );
    const clears = screen.getAllByRole('button', { name: 'Clear filters' });
    await userEvent.click(clears.at(-1)!);
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\/candidate\/jobs$/);
  });
});

describe('AvailableJobsPage survey', () => {
  it('when the board opens, then neither the apply dialog nor the survey is loaded; Apply brings the dialog, and once an application is filed the survey is asked for', async () => {
    apiServer.use(
      http.get('/api/job', () => HttpResponse.json([{ ...job('j1', 'Data Engineer'), applied: false, questions: [] }])),
      http.get('/api/document/my', () =>
        HttpResponse.json([
          { _id: 'd1', fileName: 'cv.pdf', filePath: '/api/document/d1/file', ownerId: 'u1', size: 9, createdAt: null },
        ]),
      ),
      http.post('/api/application/j1', () => HttpResponse.json({ _id: 'j1_u1', status: 'applied' }, { status: 201 })),
      http.get('/api/survey', () => HttpResponse.json({ enabled: false, intro: '', categories: [], noticeVersion: 1 })),
      http.get('/api/job/facets', () => HttpResponse.json({ departments: [], locations: [] })),
    );
    const alerts = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const seen = recordRequests();
    renderBoard('/candidate/jobs');
    const apply = await screen.findByRole('button', { name: /Apply/ });
    // The list is drawn without the apply dialog's code; pressing Apply brings it.
    expect(dialogLoads.count).toBe(0);
    await userEvent.click(apply);
    expect(await screen.findByRole('dialog', { name: 'Select Resume' })).toBeInTheDocument();
    expect(dialogLoads.count).toBe(1);
    expect(surveyLoads.count).toBe(0);
    await userEvent.click(await screen.findByRole('radio', { name: 'cv.pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(seen.map((request) => request.url)).toContain('/api/survey?application=j1_u1'));
    expect(surveyLoads.count).toBe(1);
    alerts.mockRestore();
  });
});
