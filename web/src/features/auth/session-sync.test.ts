import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@hr-portal/contract';

/** An unsigned ID token with these claims (the browser only reads a token; the API verifies it). */
const tokenWith = (claims: Record<string, unknown>) => {
  const utf8 = String.fromCharCode(...new TextEncoder().encode(JSON.stringify(claims)));
  return `h.${btoa(utf8).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;
};
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

beforeEach(() => {
  vi.resetModules();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Fresh modules per test, like a page load. */
const importFresh = async () => ({
  sync: (await import('./session-sync')).syncSessionWithStoredTokens,
  tokens: await import('../../lib/session-tokens'),
  useSession: (await import('../../stores/session')).useSession,
});

describe('syncSessionWithStoredTokens', () => {
  it('when no token is stored, then the app is ready at once with no one signed in', async () => {
    const { sync, useSession } = await importFresh();
    sync();
    expect(useSession.getState()).toMatchObject({ ready: true, user: null });
  });

  it('when a token is stored, then the session is restored from its claims, name and non-ASCII letters too', async () => {
    localStorage.setItem(
      ACCESS_TOKEN_KEY,
      tokenWith({ sub: 'u2', email: 'e@b.c', name: 'Zoë', role: 'employee', auth_time: 5, exp: inAnHour() }),
    );
    localStorage.setItem(REFRESH_TOKEN_KEY, 'r');
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { sync, useSession } = await importFresh();
    sync();
    expect(useSession.getState()).toMatchObject({
      ready: true,
      user: { _id: 'u2', email: 'e@b.c', role: 'employee', name: 'Zoë' },
    });
    // Not near expiry: nothing is renewed.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the app starts, then Firebase users an older version kept in localStorage are removed; a sign-out does it too', async () => {
    localStorage.setItem(
      'firebase:authUser:key:[DEFAULT]',
      JSON.stringify({ stsTokenManager: { refreshToken: 'old' } }),
    );
    localStorage.setItem('unrelated', 'kept');
    const { sync, tokens } = await importFresh();
    sync();
    expect(localStorage.getItem('firebase:authUser:key:[DEFAULT]')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    localStorage.setItem('firebase:authUser:key:other', '{}');
    tokens.clearSessionTokens();
    expect(localStorage.getItem('firebase:authUser:key:other')).toBeNull();
  });

  it('when another tab signs out, then this one forgets the user', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, tokenWith({ sub: 'u3', role: 'hr', exp: inAnHour() }));
    const { sync, useSession } = await importFresh();
    sync();
    expect(useSession.getState().user).toMatchObject({ _id: 'u3' });
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: ACCESS_TOKEN_KEY, newValue: null }));
    expect(useSession.getState().user).toBeNull();
  });
});

describe('currentIdToken', () => {
  it('when the token is about to expire, then it is renewed once at the token endpoint, however many ask', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, tokenWith({ sub: 'u4', role: 'candidate', exp: Date.now() / 1000 + 60 }));
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    const renewed = tokenWith({ sub: 'u4', role: 'candidate', exp: inAnHour() });
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ id_token: renewed, refresh_token: 'refresh-2' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { tokens } = await importFresh();
    expect(await Promise.all([tokens.currentIdToken(), tokens.currentIdToken()])).toEqual([renewed, renewed]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/securetoken.googleapis.com/v1/token?key=');
    expect(String(init.body)).toBe('grant_type=refresh_token&refresh_token=refresh-1');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-2');
  });

  it('when Firebase refuses the renewal (revoked), then the refused-session handler runs and no token is given', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, tokenWith({ sub: 'u5', role: 'candidate', exp: Date.now() / 1000 - 1 }));
    localStorage.setItem(REFRESH_TOKEN_KEY, 'revoked');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: { message: 'TOKEN_EXPIRED' } }), { status: 400 })),
    );
    const { tokens } = await importFresh();
    const refused = vi.fn();
    tokens.setRefusedRenewalHandler(refused);
    expect(await tokens.currentIdToken()).toBeNull();
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('when another tab signs in as someone else during a renewal, then the renewal does not replace that session', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, tokenWith({ sub: 'u6', role: 'hr', exp: Date.now() / 1000 + 60 }));
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-of-u6');
    const otherSession = tokenWith({ sub: 'u7', role: 'admin', exp: inAnHour() });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        // Meanwhile, in another tab:
        localStorage.setItem(ACCESS_TOKEN_KEY, otherSession);
        localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-of-u7');
        const renewed = tokenWith({ sub: 'u6', role: 'hr', exp: inAnHour() });
        return new Response(JSON.stringify({ id_token: renewed, refresh_token: 'refresh-of-u6' }), { status: 200 });
      }),
    );
    const { tokens } = await importFresh();
    // The request that waited for the renewal fails: it never leaves as the other person's session.
    await expect(tokens.currentIdToken()).rejects.toThrow();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(otherSession);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-of-u7');
  });

  it('when the token endpoint is busy (429), then the session stands and the token held is given', async () => {
    const held = tokenWith({ sub: 'u8', role: 'candidate', exp: Date.now() / 1000 + 60 });
    localStorage.setItem(ACCESS_TOKEN_KEY, held);
    localStorage.setItem(REFRESH_TOKEN_KEY, 'r8');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 429 })),
    );
    const { tokens } = await importFresh();
    const refused = vi.fn();
    tokens.setRefusedRenewalHandler(refused);
    expect(await tokens.currentIdToken()).toBe(held);
    expect(refused).not.toHaveBeenCalled();
  });
});
