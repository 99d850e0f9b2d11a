import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserListItem } from '@hr-portal/contract';
import { UiProvider } from '../../../components/ui/provider';
import { apiServer } from '../../../test/api-server';
import { UsersPage } from './users-page';

// Counts the form's loads: it (with its validation) is imported when an admin asks for it, not with the list.
const loads = vi.hoisted(() => ({ form: 0 }));
vi.mock('./add-staff-form', async (importOriginal) => {
  loads.form += 1;
  return importOriginal();
});
vi.mock('../../../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../../../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

const HR: UserListItem = {
  _id: 'u1',
  name: 'Hana Ito',
  email: 'hana@acme.example',
  role: 'hr',
  emailVerified: true,
  lastLogin: null,
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UiProvider>
        <MemoryRouter>
          <UsersPage />
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
}

describe('User Management: staff accounts and access', () => {
  let sent: { path: string; body: unknown }[];
  beforeEach(() => {
    sent = [];
    loads.form = 0;
    apiServer.use(
      http.get('/api/user', () => HttpResponse.json([HR])),
      http.post('/api/user', async ({ request }) => {
        const body = await request.json();
        sent.push({ path: '/api/user', body });
        return HttpResponse.json({ ...HR, _id: 'u2', ...(body as object) }, { status: 201 });
      }),
      http.patch('/api/user/u1/access', async ({ request }) => {
        const body = (await request.json()) as { disabled: boolean };
        sent.push({ path: '/api/user/u1/access', body });
        return HttpResponse.json({ ...HR, disabled: body.disabled });
      }),
    );
  });

  it('when the list opens, then the form is not loaded; asked for, it checks its fields and adds the member', async () => {
    renderPage();
    expect(await screen.findByText('hana@acme.example')).toBeInTheDocument();
    expect(loads.form).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Add staff member' }));
    const form = await screen.findByRole('form', { name: 'Add staff member' });
    expect(loads.form).toBe(1);
    await userEvent.click(within(form).getByRole('button', { name: 'Add staff member' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Name'), 'Omar Haddad');
    await userEvent.type(within(form).getByLabelText('Work e-mail'), 'Omar@Acme.example');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'employee');
    await userEvent.click(within(form).getByRole('button', { name: 'Add staff member' }));
    expect(await screen.findByText(/Staff member added/)).toBeInTheDocument();
    expect(sent).toEqual([
      { path: '/api/user', body: { name: 'Omar Haddad', email: 'omar@acme.example', role: 'employee' } },
    ]);
  });

  it('when an admin disables someone, then they confirm first and the row says Disabled', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Disable hana@acme.example' }));
    expect(confirm).toHaveBeenCalledWith('Disable hana@acme.example? Their sessions end at once.');
    expect(await screen.findByRole('button', { name: 'Enable hana@acme.example' })).toBeInTheDocument();
    expect(screen.getByText('Disabled')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/api/user/u1/access', body: { disabled: true } }]);
    confirm.mockRestore();
  });
});
