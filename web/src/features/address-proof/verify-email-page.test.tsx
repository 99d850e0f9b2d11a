import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, VERIFY_MESSAGES } from '@hr-portal/contract';
import { UiProvider } from '../../components/ui/provider';
import { apiServer, recordRequests } from '../../test/api-server';
import { useSession } from '../../stores/session';
import VerifyEmailPage from './verify-email-page';

const LINK = { u: 'owner-uid', x: 4_102_444_800_000, s: 'signature-of-the-link-0000' };
/** An unsigned ID token with these claims (the browser reads it; the API verifies it). */
const tokenWith = (claims: object) => `h.${btoa(JSON.stringify(claims))}.s`;

function openLink(query = `?u=${LINK.u}&x=${LINK.x}&s=${LINK.s}`) {
  window.history.replaceState(null, '', `/verify-email${query}`);
  render(
    <UiProvider>
      <MemoryRouter>
        <VerifyEmailPage />
      </MemoryRouter>
    </UiProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useSession.getState().clearUser();
});

describe('VerifyEmailPage', () => {
  it('when opened signed out and pressed, then the link is sent without a token, and the session it answers is kept', async () => {
    const seen = recordRequests();
    const token = tokenWith({ sub: LINK.u, role: 'candidate', exp: 4_102_444_800 });
    apiServer.use(
      http.post('/api/auth/verify-email', () =>
        HttpResponse.json({
          message: VERIFY_MESSAGES.verifiedSignedIn,
          session: {
            token,
            refreshToken: 'refresh',
            user: {
              _id: LINK.u,
              email: 'o@example.com',
              name: 'O',
              role: 'candidate',
              emailVerified: true,
              lastLogin: null,
            },
          },
        }),
      ),
    );
    openLink();
    expect(screen.getByText(/removes every other way into it/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify my address' }));
    expect(await screen.findByRole('status')).toHaveTextContent(VERIFY_MESSAGES.verifiedSignedIn);
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toBeInTheDocument();
    expect(seen).toEqual([{ method: 'POST', url: '/api/auth/verify-email', body: LINK, authorization: null }]);
    expect([localStorage.getItem(ACCESS_TOKEN_KEY), localStorage.getItem(REFRESH_TOKEN_KEY)]).toEqual([
      token,
      'refresh',
    ]);
    expect(useSession.getState().user).toMatchObject({ _id: LINK.u, role: 'candidate' });
  });

  it("when opened in the account's own session, then the link goes to the signed-in route with the bearer", async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, tokenWith({ sub: LINK.u, role: 'candidate', exp: 4_102_444_800 }));
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
    useSession.getState().setUser({ _id: LINK.u, email: 'o@example.com', role: 'candidate' });
    const seen = recordRequests();
    apiServer.use(
      http.post('/api/user/me/verify-email', () => HttpResponse.json({ message: VERIFY_MESSAGES.alreadyVerified })),
    );
    openLink();
    expect(screen.queryByText(/removes every other way into it/)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify my address' }));
    expect(await screen.findByRole('status')).toHaveTextContent(VERIFY_MESSAGES.alreadyVerified);
    expect(seen[0]).toMatchObject({ url: '/api/user/me/verify-email', body: LINK });
    expect(seen[0]!.authorization).toMatch(/^Bearer /);
  });

  it('when the API says the link expired, then the page says so and keeps no session', async () => {
    apiServer.use(
      http.post('/api/auth/verify-email', () =>
        HttpResponse.json({ message: VERIFY_MESSAGES.linkExpired, code: 'conflict' }, { status: 410 }),
      ),
    );
    openLink();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify my address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VERIFY_MESSAGES.linkExpired);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('when the address lacks a part of the link, then the page says it is not valid and offers no button', () => {
    openLink(`?u=${LINK.u}`);
    expect(screen.getByRole('alert')).toHaveTextContent(VERIFY_MESSAGES.linkInvalid);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('when this browser is signed in as someone else, then the page says to sign out first and offers no button', () => {
    useSession.getState().setUser({ _id: 'someone-else', email: 's@example.com', role: 'hr' });
    openLink();
    expect(screen.getByRole('alert')).toHaveTextContent(VERIFY_MESSAGES.otherAccount);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
