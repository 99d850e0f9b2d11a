import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_MESSAGES } from '@hr-portal/contract';
import { UiProvider } from '../../../components/ui/provider';
import { ApiError } from '../../../lib/api-client';
import * as authApi from '../../../api/auth';
import { ProviderSignIn } from './provider-sign-in';

// The provider's window and the API are the e2e layer's (against the Auth emulator); here only the states.
vi.mock('../../../api/auth', async (original) => ({
  ...(await original<typeof authApi>()),
  continueWithProvider: vi.fn(),
  signInOptions: vi.fn(),
  login: vi.fn(),
}));
const continueMock = vi.mocked(authApi.continueWithProvider);
const optionsMock = vi.mocked(authApi.signInOptions);
const loginMock = vi.mocked(authApi.login);

function renderButtons() {
  render(
    <UiProvider>
      <MemoryRouter initialEntries={['/login?next=/candidate/jobs']}>
        <Routes>
          <Route path="/login" element={<ProviderSignIn />} />
          <Route path="/candidate/jobs" element={<p>jobs page</p>} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

const candidate = {
  token: 't',
  customToken: 'c',
  user: {
    _id: 'c1',
    name: 'C',
    email: 'c@example.com',
    role: 'candidate' as const,
    emailVerified: true,
    lastLogin: null,
  },
};

describe('ProviderSignIn', () => {
  beforeEach(() => {
    continueMock.mockReset();
    loginMock.mockReset();
    optionsMock.mockResolvedValue({
      providers: ['google.com', 'microsoft.com'],
      sso: { providerId: 'oidc.acme', label: 'Acme SSO' },
    });
  });

  it('when Google is pressed and the API answers a session, then the person lands where they were going', async () => {
    continueMock.mockResolvedValue(candidate);
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(continueMock).toHaveBeenCalledWith('google.com', 'en');
    expect(await screen.findByText('jobs page')).toBeInTheDocument();
  });

  it('when admins set up SSO, then its button signs in with that provider', async () => {
    continueMock.mockReturnValue(new Promise(() => {}));
    renderButtons();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Acme SSO' }));
    expect(continueMock).toHaveBeenCalledWith('oidc.acme', 'en');
    expect(screen.getByRole('button', { name: 'Continue with Microsoft' })).toBeDisabled();
  });

  it('when the person closes the window, then nothing is reported', async () => {
    continueMock.mockRejectedValue(new authApi.ProviderCancelled());
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Microsoft' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Microsoft' })).toBeEnabled();
  });

  it('when the address has an account, then its password is asked for and sent with the ticket', async () => {
    continueMock.mockRejectedValue(
      new ApiError(SIGN_IN_MESSAGES.linkRequired, 409, 'link_required', {
        email: 'owner@example.com',
        provider: 'google.com',
        link: 'ticket',
      }),
    );
    loginMock.mockResolvedValue(candidate);
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText(SIGN_IN_MESSAGES.linkRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Password/), 'owner-password');
    await userEvent.click(screen.getByRole('button', { name: 'Add Google and sign in' }));
    expect(loginMock).toHaveBeenCalledWith({ email: 'owner@example.com', password: 'owner-password', link: 'ticket' });
    expect(await screen.findByText('jobs page')).toBeInTheDocument();
  });

  it('when the provider fails, then its message is an alert', async () => {
    continueMock.mockRejectedValue(new Error(SIGN_IN_MESSAGES.popupBlocked));
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_MESSAGES.popupBlocked);
  });
});
