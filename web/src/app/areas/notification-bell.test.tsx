import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationDto } from '@hr-portal/contract';
import { queryClient } from '../../api/query-client';
import { UiProvider } from '../../components/ui/provider';
import { apiServer } from '../../test/api-server';
import { NotificationBell } from './notification-bell';

vi.mock('../../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

const seat: NotificationDto = {
  id: 'n1',
  kind: 'panel_seat',
  title: 'hr@example.com put you on an interview panel',
  subject: 'Ana Lima · Designer',
  actor: 'hr@example.com',
  href: '/employee/interviews/a1',
  createdAt: '2026-11-29T09:00:00.000Z',
  read: false,
};

describe('the notification bell', () => {
  let items: NotificationDto[];
  let marked: unknown[];
  beforeEach(() => {
    queryClient.clear();
    items = [seat];
    marked = [];
    apiServer.use(
      http.get('/api/notifications', () =>
        HttpResponse.json({ items, unread: items.filter((item) => !item.read).length }),
      ),
      http.post('/api/notifications/read', async ({ request }) => {
        marked.push(await request.json());
        items = items.map((item) => ({ ...item, read: true }));
        return HttpResponse.json({ marked: 1, unread: 0 });
      }),
    );
  });

  it('when one is unread, then the bell says so; opened, it lists it, and "Mark all read" clears the count', async () => {
    render(
      <UiProvider>
        <MemoryRouter>
          <NotificationBell />
        </MemoryRouter>
      </UiProvider>,
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    const link = await within(drawer).findByRole('link', {
      name: 'Unread: hr@example.com put you on the interview panel for Ana Lima · Designer',
    });
    expect(link).toHaveAttribute('href', '/employee/interviews/a1');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Mark all read' }));
    expect(marked).toEqual([{}]);
    // The modal drawer hides the page from assistive technology meanwhile.
    await screen.findByRole('button', { name: 'Notifications', hidden: true });
    await waitFor(() =>
      expect(within(drawer).queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument(),
    );
  });
});
