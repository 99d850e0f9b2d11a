import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../../components/ui/provider';
import { useSession } from '../../../stores/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiServer } from '../../../test/api-server';
import { ProfilePage } from './profile-page';

// The API is covered against the emulators; here the screen's states and transitions, with the real query
// layer and api client over a request-level mock of the API (msw).
vi.mock('../../../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../../../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

const PROFILE = {
  _id: 'u1',
  name: 'Cara Diaz',
  email: 'cara@example.com',
  role: 'candidate' as const,
  emailVerified: false,
  lastLogin: null,
  documents: [],
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UiProvider>
        <MemoryRouter>
          <ProfilePage />
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
}

describe('ProfilePage', () => {
  /** The bodies PATCH /api/user/u1 received. */
  let updates: unknown[];

  beforeEach(() => {
    updates = [];
    apiServer.use(http.get('/api/user/u1', () => HttpResponse.json(PROFILE)));
    useSession.setState({ user: { _id: 'u1', email: 'cara@example.com', role: 'candidate' }, ready: true });
  });

  it('when loading, then "Loading profile..." shows, then read-only details with "-" for no last login', async () => {
    renderPage();
    expect(screen.getByText('Loading profile...')).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByText('No')).toBeInTheDocument();
    expect(screen.getByText('-')).toBeInTheDocument();
    expect(screen.getByText('No documents uploaded yet.')).toBeInTheDocument();
  });

  it('when Edit Profile is pressed, then name and email become editable with Save and Cancel', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('when saved, then the update is sent, edit mode ends and the session name is merged', async () => {
    apiServer.use(
      http.patch('/api/user/u1', async ({ request }) => {
        updates.push(await request.json());
        return HttpResponse.json({ ...PROFILE, name: 'Cara D.' });
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Cara D.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toEqual([{ name: 'Cara D.', email: 'cara@example.com' }]));
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(useSession.getState().user?.name).toBe('Cara D.');
  });

  it('when the update fails, then "Update failed" or the server message shows in red', async () => {
    apiServer.use(http.patch('/api/user/u1', () => new HttpResponse(null, { status: 500 })));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Update failed');
  });

  it('when the profile cannot be fetched, then "Failed to fetch profile" shows', async () => {
    apiServer.use(http.get('/api/user/u1', () => new HttpResponse('upstream timeout', { status: 504 })));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch profile');
  });
});
