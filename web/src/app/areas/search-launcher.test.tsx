import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuickSearchDto } from '@hr-portal/contract';
import { queryClient } from '../../api/query-client';
import { UiProvider } from '../../components/ui/provider';
import { useSession } from '../../stores/session';
import { apiServer } from '../../test/api-server';
import { SearchLauncher } from './search-launcher';

vi.mock('../../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

function renderShell() {
  render(
    <UiProvider>
      <MemoryRouter initialEntries={['/hr']}>
        <SearchLauncher />
        <Routes>
          <Route path="/hr" element={<h1>HR Dashboard</h1>} />
          <Route path="/hr/people/:uid" element={<h1>Person page</h1>} />
          <Route path="/hr/insights" element={<h1>Insights page</h1>} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

describe('the shell search', () => {
  let asked: string[];
  beforeEach(() => {
    // jsdom lays nothing out: the arrows' scrolling of the chosen option into view is a no-op here.
    Element.prototype.scrollIntoView ??= () => {};
    queryClient.clear();
    localStorage.clear();
    asked = [];
    useSession.setState({ user: { _id: 'hr-1', email: 'hr@example.com', role: 'hr' }, ready: true });
    apiServer.use(
      http.get('/api/search', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        asked.push(q);
        const answer: QuickSearchDto = {
          people: q.startsWith('ana')
            ? [{ id: 'u9', title: 'Ana Lima', detail: 'ana@example.com · candidate', href: '/hr/people/u9' }]
            : [],
          jobs: [],
        };
        return HttpResponse.json(answer);
      }),
    );
  });

  it('when Ctrl+K is pressed and a name typed, then the person is offered and Enter opens their profile', async () => {
    renderShell();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const box = within(dialog).getByRole('combobox');
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(box, 'ana');
    const option = await within(dialog).findByRole('option', { name: /Ana Lima/ });
    expect(within(dialog).getByText('People')).toBeInTheDocument();
    // Typing pauses before the API is asked: one call for the three letters.
    expect(asked).toEqual(['ana']);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(option).toHaveAttribute('aria-selected', 'true'));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Person page' })).toBeInTheDocument();
    // Remembered: opened again, the empty search lists it under Recent.
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const again = await screen.findByRole('dialog', { name: 'Search' });
    expect(within(again).getByText('Recent')).toBeInTheDocument();
    expect(within(again).getByRole('option', { name: /Ana Lima/ })).toBeInTheDocument();
  });

  it('when "/" is pressed outside a field, then search opens and finds screens by name; in a field "/" is typed', async () => {
    renderShell();
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await userEvent.keyboard('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field).toHaveValue('/');
    field.remove();
    await userEvent.keyboard('/');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await userEvent.type(within(dialog).getByRole('combobox'), 'insig');
    await userEvent.click(await within(dialog).findByRole('option', { name: /Insights/ }));
    expect(await screen.findByRole('heading', { name: 'Insights page' })).toBeInTheDocument();
  });
});
