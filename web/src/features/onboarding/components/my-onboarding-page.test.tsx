import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyOnboardingDto } from '@hr-portal/contract';
import { UiProvider } from '../../../components/ui/provider';
import { apiServer } from '../../../test/api-server';
import { onboardingTask } from '../../../test/onboarding-task';
import { MyOnboardingPage } from './my-onboarding-page';

vi.mock('../../../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../../../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

const task = onboardingTask;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UiProvider>
        <MemoryRouter>
          <MyOnboardingPage backTo="/employee" />
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
}

describe('My onboarding', () => {
  let mine: MyOnboardingDto;
  let completed: string[];

  beforeEach(() => {
    completed = [];
    mine = { plan: null, forOthers: [] };
    apiServer.use(
      http.get('/api/onboarding/my', () => HttpResponse.json(mine)),
      http.post('/api/onboarding/tasks/:id/complete', ({ params }) => {
        completed.push(String(params.id));
        return HttpResponse.json(task(String(params.id), 'Done', { status: 'done' }));
      }),
    );
  });

  it('when there is nothing to do, then it says so', async () => {
    renderPage();
    expect(await screen.findByText('Nothing to do for onboarding right now.')).toBeInTheDocument();
  });

  it('when the new hire has a plan, then progress and tasks show, and only their to-dos can be marked done', async () => {
    mine = {
      plan: {
        _id: 'plan-1',
        person: 'me',
        personName: 'Nora New',
        jobTitle: 'Backend Engineer',
        templateName: 'Everyone',
        startDate: '2026-12-07',
        tasksTotal: 3,
        tasksDone: 1,
        overdue: 1,
        completedAt: null,
        tasks: [
          task('t1', 'Set up your laptop', { overdue: true }),
          task('t2', 'ID document', { kind: 'document' }),
          task('t3', 'Welcome call', { owner: 'hr', status: 'done' }),
        ],
      },
      forOthers: [],
    };
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your first days as Backend Engineer' })).toBeInTheDocument();
    expect(screen.getByText(/1 of 3 tasks done/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your onboarding tasks' });
    const [laptop, id, call] = within(list).getAllByRole('listitem');
    expect(within(laptop!).getByText('Overdue')).toBeInTheDocument();
    // A document is done by uploading it, not by a press.
    expect(within(id!).queryByRole('button', { name: /Mark done/ })).not.toBeInTheDocument();
    expect(within(id!).getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    expect(within(call!).getByText('Done')).toBeInTheDocument();
    await userEvent.setup().click(within(laptop!).getByRole('button', { name: 'Mark done: Set up your laptop' }));
    await vi.waitFor(() => expect(completed).toEqual(['t1']));
  });

  it('when the new hire signs a policy, then the typed name and the SHA-256 of the version shown are sent', async () => {
    const signed: unknown[] = [];
    apiServer.use(
      http.post('/api/onboarding/tasks/:id/sign', async ({ request }) => {
        signed.push(await request.json());
        return HttpResponse.json(task('a1', 'Handbook', { kind: 'acknowledgment', status: 'done' }));
      }),
    );
    mine = {
      plan: {
        _id: 'plan-1',
        person: 'me',
        personName: 'Nora New',
        jobTitle: 'Backend Engineer',
        templateName: 'Everyone',
        startDate: '2026-12-07',
        tasksTotal: 1,
        tasksDone: 0,
        overdue: 0,
        completedAt: null,
        tasks: [
          task('a1', 'Handbook', {
            kind: 'acknowledgment',
            policy: {
              title: 'Employee handbook',
              url: '/api/onboarding/policies/p1-v1/file?x',
              sha256: 'f'.repeat(64),
            },
          }),
        ],
      },
      forOthers: [],
    };
    renderPage();
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: /Read Employee handbook/ })).toBeInTheDocument();
    const sign = screen.getByRole('button', { name: 'Sign' });
    expect(sign).toBeDisabled();
    await user.type(screen.getByLabelText(/Type your full name to sign/), 'Nora New');
    await user.click(sign);
    await vi.waitFor(() => expect(signed).toEqual([{ fullName: 'Nora New', policySha256: 'f'.repeat(64) }]));
  });

  it('when the viewer is a buddy, then their tasks for others show with the new hire\u2019s name', async () => {
    mine = {
      plan: null,
      forOthers: [
        {
          ...task('b1', 'Laptop and accounts', { owner: 'colleague', colleagueRole: 'Buddy' }),
          newHireName: 'Nora New',
          startDate: '2026-12-07',
        },
      ],
    };
    renderPage();
    const list = await screen.findByRole('list', { name: "Tasks for colleagues' onboarding" });
    expect(within(list).getByText('Laptop and accounts (for Nora New)')).toBeInTheDocument();
  });
});
