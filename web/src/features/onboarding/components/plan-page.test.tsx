import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnboardingPlanDto, OnboardingTaskDto } from '@hr-portal/contract';
import { UiProvider } from '../../../components/ui/provider';
import { apiServer } from '../../../test/api-server';
import { onboardingTask } from '../../../test/onboarding-task';
import { PlanPage } from './plan-page';

// Counts the add-task form's loads: it is imported when hr opens it, not with the plan.
const formLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./add-task-form', async (importOriginal) => {
  formLoads.count += 1;
  return importOriginal();
});

vi.mock('../../../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../../../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

const task = (id: string, title: string, fields: Partial<OnboardingTaskDto> = {}) =>
  onboardingTask(id, title, { owner: 'hr', ...fields });

const PLAN: OnboardingPlanDto & { tasks: OnboardingTaskDto[] } = {
  _id: 'plan-1',
  person: 'u1',
  personName: 'Nora New',
  jobTitle: 'Backend Engineer',
  templateName: 'Everyone',
  startDate: '2026-12-07',
  tasksTotal: 2,
  tasksDone: 0,
  overdue: 0,
  completedAt: null,
  tasks: [
    task('plan-1__id', 'ID document', {
      kind: 'document',
      owner: 'new_hire',
      status: 'submitted',
      documentId: 'doc-2',
      documentUrl: '/api/document/doc-2/file?expires=1&signature=s',
    }),
    task('plan-1__call', 'Welcome call'),
  ],
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UiProvider>
        <MemoryRouter initialEntries={['/hr/onboarding/plan-1']}>
          <Routes>
            <Route path="/hr/onboarding/:id" element={<PlanPage base="/hr" />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
}

describe('An onboarding plan (hr)', () => {
  let reviewed: { path: string; body: unknown }[];
  let added: unknown[];
  beforeEach(() => {
    reviewed = [];
    added = [];
    formLoads.count = 0;
    apiServer.use(
      http.get('/api/onboarding/plans/:id', () => HttpResponse.json(PLAN)),
      http.get('/api/onboarding/policies', () => HttpResponse.json([])),
      http.post('/api/onboarding/plans/:id/tasks', async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json(task('plan-1__badge', 'Order a badge'), { status: 201 });
      }),
      http.post('/api/onboarding/tasks/:id/:action', async ({ request, params }) => {
        reviewed.push({ path: `${String(params.id)}/${String(params.action)}`, body: await request.json() });
        return HttpResponse.json(task(String(params.id), 'ID document', { kind: 'document', status: 'done' }));
      }),
    );
  });

  it('when hr accepts a sent document or asks again, then the document they opened is named', async () => {
    renderPage();
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Tasks' });
    const [document] = within(list).getAllByRole('listitem');
    expect(within(document!).getByRole('link', { name: /View the document sent for ID document/ })).toBeInTheDocument();
    await user.click(within(document!).getByRole('button', { name: 'Accept document: ID document' }));
    await vi.waitFor(() => expect(reviewed).toEqual([{ path: 'plan-1__id/accept', body: { documentId: 'doc-2' } }]));
    await user.click(within(document!).getByRole('button', { name: 'Ask again for ID document' }));
    const askAgain = within(document!).getByRole('button', { name: 'Ask again' });
    expect(askAgain).toBeDisabled();
    await user.type(within(document!).getByLabelText(/What is wrong with it/), 'The photo is cut off');
    await user.click(askAgain);
    await vi.waitFor(() =>
      expect(reviewed[1]).toEqual({
        path: 'plan-1__id/ask-again',
        body: { documentId: 'doc-2', comment: 'The photo is cut off' },
      }),
    );
  });

  it('when hr opens "Add a task", then the form loads, and not before', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Tasks' });
    expect(formLoads.count).toBe(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add a task to this plan' }));
    const form = await screen.findByRole('form', { name: 'Add a task' });
    expect(formLoads.count).toBe(1);
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Title/), 'Order a badge');
    await user.click(within(form).getByRole('button', { name: 'Add task' }));
    await vi.waitFor(() =>
      expect(added).toEqual([
        {
          title: 'Order a badge',
          description: '',
          owner: 'new_hire',
          colleagueRole: '',
          dueDay: 0,
          kind: 'todo',
          policyId: '',
        },
      ]),
    );
    // Added: the form closes and "Add a task" is offered again.
    expect(await screen.findByRole('button', { name: 'Add a task to this plan' })).toBeInTheDocument();
  });
});
