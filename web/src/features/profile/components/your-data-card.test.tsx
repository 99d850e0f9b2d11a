import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_MESSAGES } from '@hr-portal/contract';
import { UiProvider } from '../../../components/ui/provider';
import { apiServer } from '../../../test/api-server';
import { YourDataCard } from './your-data-card';

// The routes are tested against the emulators; here what the card shows for each answer.
const clearSessionTokens = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../../../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
  clearSessionTokens,
}));

const renderCard = (role: 'candidate' | 'employee') =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UiProvider>
        <YourDataCard role={role} />
      </UiProvider>
    </QueryClientProvider>,
  );

describe('YourDataCard', () => {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:zip');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('when "Download my data" is pressed, then the ZIP is saved under the name the server gave', async () => {
    apiServer.use(
      http.get('/api/me/export', () =>
        HttpResponse.arrayBuffer(new Uint8Array([80, 75, 5, 6]).buffer, {
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="hr-portal-data-2026-11-23.zip"',
          },
        }),
      ),
    );
    renderCard('candidate');
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your data was downloaded');
    expect(saved).toEqual(['hr-portal-data-2026-11-23.zip']);
  });

  it('when a download is refused, then the server message shows', async () => {
    apiServer.use(
      http.get('/api/me/export', () =>
        HttpResponse.json({ message: 'Too many requests', code: 'too_many_requests' }, { status: 429 }),
      ),
    );
    renderCard('candidate');
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
  });

  it('when a candidate confirms the deletion, then the dialog says the account is gone', async () => {
    apiServer.use(http.delete('/api/me', () => new HttpResponse(null, { status: 204 })));
    renderCard('candidate');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const question = screen.getByRole('group', { name: /Delete your account\?/ });
    expect(within(question).getByRole('button', { name: 'Yes, delete my account' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByText(PRIVACY_MESSAGES.accountDeleted)).toBeInTheDocument();
  });

  it('when the sign-in is too old, then the message and "Sign in again" show', async () => {
    apiServer.use(
      http.delete('/api/me', () =>
        HttpResponse.json(
          { message: 'Please sign in again to do this', code: 'recent_sign_in_required' },
          { status: 401 },
        ),
      ),
    );
    renderCard('candidate');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByText('Please sign in again to do this')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
  });

  it('when an employee asks for deletion, then the request is confirmed and they stay signed in', async () => {
    apiServer.use(
      http.delete('/api/me', () => HttpResponse.json({ message: PRIVACY_MESSAGES.erasureRequested }, { status: 202 })),
    );
    renderCard('employee');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ask for deletion' }));
    expect(await screen.findByText(PRIVACY_MESSAGES.erasureRequested)).toBeInTheDocument();
    expect(clearSessionTokens).not.toHaveBeenCalled();
  });
});

describe('YourDataCard consents', () => {
  it('when the person is in the talent pool, then it says until when, and Withdraw ends it', async () => {
    let withdrawn = false;
    apiServer.use(
      http.delete('/api/me/consents/talent-pool', () => {
        withdrawn = true;
        return HttpResponse.json({ message: 'You are no longer in our talent pool.' });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UiProvider>
          <YourDataCard
            role="candidate"
            consents={{
              privacyNotice: { version: 3, at: '2026-01-05T10:00:00.000Z' },
              talentPool: { givenAt: '2026-01-05T10:00:00.000Z', expiresAt: '2028-01-05T10:00:00.000Z' },
            }}
          />
        </UiProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText(/You signed up under version 3 of our/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByText(/We keep you in mind for future roles until/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are no longer in our talent pool.');
    expect(withdrawn).toBe(true);
  });
});
