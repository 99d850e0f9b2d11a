import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TalentPoolDto } from '@hr-portal/contract';
import { UiProvider } from '../../../components/ui/provider';
import { apiServer } from '../../../test/api-server';
import { TalentPoolsPage } from './talent-pools-page';

vi.mock('../../../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../../../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

const pool = (id: string, name: string, archived = false): TalentPoolDto => ({
  _id: id,
  name,
  archived,
  memberCount: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: null,
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UiProvider>
        <MemoryRouter initialEntries={['/hr/talent-pools']}>
          <Routes>
            <Route path="/hr/talent-pools" element={<TalentPoolsPage base="/hr" />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
}

describe('TalentPoolsPage', () => {
  let pools: TalentPoolDto[];
  let sent: unknown[];

  beforeEach(() => {
    pools = [pool('p1', 'Platform people')];
    sent = [];
    apiServer.use(
      http.get('/api/talent-pools', ({ request }) => {
        const archived = new URL(request.url).searchParams.get('archived') === 'true';
        return HttpResponse.json(pools.filter((each) => each.archived === archived));
      }),
      http.post('/api/talent-pools', async ({ request }) => {
        const { name } = (await request.json()) as { name: string };
        sent.push({ create: name });
        if (pools.some((each) => each.name.toLowerCase() === name.toLowerCase()))
          return HttpResponse.json({ message: 'There is already a pool with this name' }, { status: 409 });
        const created = pool(`p${pools.length + 1}`, name);
        pools = [created, ...pools];
        return HttpResponse.json(created, { status: 201 });
      }),
      http.patch('/api/talent-pools/:id', async ({ params, request }) => {
        const change = (await request.json()) as Partial<TalentPoolDto>;
        sent.push({ change: params.id, ...change });
        pools = pools.map((each) => (each._id === params.id ? { ...each, ...change } : each));
        return HttpResponse.json(pools.find((each) => each._id === params.id));
      }),
    );
  });

  it('when hr creates a pool, then it is listed; a taken name shows the refusal', async () => {
    renderPage();
    const active = await screen.findByRole('list', { name: 'Active pools' });
    expect(within(active).getByRole('link', { name: 'Platform people' })).toHaveAttribute(
      'href',
      '/hr/talent-pools/p1',
    );
    await userEvent.type(screen.getByLabelText('Pool name'), 'Data people');
    await userEvent.click(screen.getByRole('button', { name: 'Create pool' }));
    expect(await within(active).findByRole('link', { name: 'Data people' })).toBeInTheDocument();
    expect(screen.getByLabelText('Pool name')).toHaveValue('');

    await userEvent.type(screen.getByLabelText('Pool name'), 'platform PEOPLE');
    await userEvent.click(screen.getByRole('button', { name: 'Create pool' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is already a pool with this name');
    expect(screen.getByLabelText('Pool name')).toHaveValue('platform PEOPLE');
  });

  it('when hr renames and archives a pool, then it moves to Archived, where it can be restored', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Platform people' }));
    const name = screen.getByLabelText('New name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Platform engineers');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Archive Platform engineers' }));
    expect(await screen.findByText('No talent pools yet: create the first above.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Archived' }));
    const archived = await screen.findByRole('list', { name: 'Archived pools' });
    await userEvent.click(within(archived).getByRole('button', { name: 'Restore Platform engineers' }));
    expect(sent).toEqual([
      { change: 'p1', name: 'Platform engineers' },
      { change: 'p1', archived: true },
      { change: 'p1', archived: false },
    ]);
  });
});
