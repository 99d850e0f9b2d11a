import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_MESSAGES } from '@hr-portal/contract';
import { UiProvider } from '../../../components/ui/provider';
import * as providerApi from '../../../api/provider-auth';
import { login, PROVIDER_LINK_KEY, requestSignInLink } from '../../../api/auth';
import { leaveProviderOutcome } from '../../../lib/provider-handoff';
import ProviderSignIn from './provider-sign-in';

// The provider page (a full-page redirect) and the API are the API and e2e layers'; here only the states.
vi.mock('../../../api/provider-auth', () => ({ goToProviderPage: vi.fn(), signInOptions: vi.fn() }));
vi.mock('../../../api/auth', async (original) => ({
  ...(await original<typeof import('../../../api/auth')>()),
  login: vi.fn(),
  requestSignInLink: vi.fn(),
}));
const goMock = vi.mocked(providerApi.goToProviderPage);
const optionsMock = vi.mocked(providerApi.signInOptions);
const loginMock = vi.mocked(login);
const mailLinkMock = vi.mocked(requestSignInLink);

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
  refreshToken: 'r',
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
    sessionStorage.clear();
    goMock.mockReset();
    loginMock.mockReset();
    optionsMock.mockResolvedValue({
      providers: ['google.com', 'microsoft.com'],
      sso: { providerId: 'oidc.acme', label: 'Acme SSO' },
    });
  });

  it('when Google is pressed, then the provider page opens for Google, with where to return and the language', async () => {
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(goMock).toHaveBeenCalledWith('/provider-sign-in.html?provider=google.com&lang=en&next=%2Fcandidate%2Fjobs');
    expect(screen.getByRole('button', { name: 'Waiting for Google...' })).toBeDisabled();
  });

  it('when admins set up SSO, then its button opens the provider page for that provider', async () => {
    renderButtons();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Acme SSO' }));
    expect(goMock).toHaveBeenCalledWith(expect.stringContaining('provider=oidc.acme'));
    expect(screen.getByRole('button', { name: 'Continue with Microsoft' })).toBeDisabled();
  });

  it('when the provider page came back with an error, then it is an alert, shown once', async () => {
    leaveProviderOutcome({ kind: 'error', message: SIGN_IN_MESSAGES.ssoRequired });
    renderButtons();
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_MESSAGES.ssoRequired);
    expect(sessionStorage.length).toBe(0);
  });

  it('when the address has an account, then its password is asked for and sent with the ticket', async () => {
    leaveProviderOutcome({
      kind: 'link',
      link: {
        message: SIGN_IN_MESSAGES.linkRequired,
        code: 'link_required',
        email: 'owner@example.com',
        provider: 'google.com',
        link: 'ticket',
        proof: 'account',
      },
    });
    loginMock.mockResolvedValue(candidate);
    renderButtons();
    expect(await screen.findByText(SIGN_IN_MESSAGES.linkRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Password/), 'owner-password');
    await userEvent.click(screen.getByRole('button', { name: 'Add Google and sign in' }));
    expect(loginMock).toHaveBeenCalledWith({ email: 'owner@example.com', password: 'owner-password', link: 'ticket' });
    expect(await screen.findByText('jobs page')).toBeInTheDocument();
  });

  it('when Microsoft gave an address no one holds, then no password is asked for: a link goes to the address with the ticket', async () => {
    leaveProviderOutcome({
      kind: 'link',
      link: {
        message: SIGN_IN_MESSAGES.confirmAddress,
        code: 'link_required',
        email: 'new@example.com',
        provider: 'microsoft.com',
        link: 'address-ticket',
        proof: 'address',
      },
    });
    mailLinkMock.mockResolvedValue('Sent');
    renderButtons();
    expect(await screen.findByText(SIGN_IN_MESSAGES.confirmAddress)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(mailLinkMock).toHaveBeenCalledWith('new@example.com', 'address-ticket');
    expect(localStorage.getItem(PROVIDER_LINK_KEY)).toBe('address-ticket');
    expect(await screen.findByText('Sent')).toBeInTheDocument();
  });

  it('when what the page left is not an outcome, then nothing is shown', async () => {
    sessionStorage.setItem('providerSignInOutcome', '{"kind":"link","link":{"email":1}}');
    renderButtons();
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
