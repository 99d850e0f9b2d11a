import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@hr-portal/contract';
import { apiServer } from '../test/api-server';

/*
 * The order of the board SDK's sign-ins and sign-outs (lib/firebase.ts). A unit test of that ordering: the SDK's
 * auth calls are recorded instead of made (the board's e2e tests run the real SDK against the emulators).
 */
const calls: string[] = [];
vi.mock('firebase/auth', () => ({
  inMemoryPersistence: {},
  initializeAuth: () => ({}),
  connectAuthEmulator: () => undefined,
  signInWithCustomToken: async (_auth: unknown, token: string) => void calls.push(`sign in ${token}`),
  signOut: async () => void calls.push('sign out'),
}));

const tokenOf = (uid: string) => `h.${btoa(JSON.stringify({ sub: uid, role: 'hr', exp: 9e9 }))}.s`;
function signInAs(uid: string) {
  localStorage.setItem(ACCESS_TOKEN_KEY, tokenOf(uid));
  localStorage.setItem(REFRESH_TOKEN_KEY, `refresh-${uid}`);
}
/** Like another tab's sign-in: the stored session changes and this tab hears of it. */
function anotherTabSignsInAs(uid: string) {
  signInAs(uid);
  window.dispatchEvent(new StorageEvent('storage', { key: ACCESS_TOKEN_KEY }));
}

/** The live-session route mints a token for whoever's session sent the request; `gate` holds the answer back. */
function mintTokens(gate?: Promise<void>) {
  apiServer.use(
    http.post('/api/auth/live-session', async ({ request }) => {
      const bearer = request.headers.get('authorization') ?? '';
      const uid = JSON.parse(atob(bearer.split('.')[1]!)).sub as string;
      await gate;
      return HttpResponse.json({ customToken: `custom-${uid}` });
    }),
  );
}

// Each test loads the module afresh (a page load); the storage listener of the last one goes with it.
const listening = vi.spyOn(window, 'addEventListener');
beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  calls.length = 0;
});
afterEach(() => {
  for (const [type, listener] of listening.mock.calls) window.removeEventListener(type, listener!);
  listening.mockClear();
});

describe('signedInForLiveReads', () => {
  it('when the board asks many times, then the SDK signs in once for the person', async () => {
    signInAs('a');
    mintTokens();
    const { signedInForLiveReads } = await import('./firebase');
    await Promise.all([signedInForLiveReads(), signedInForLiveReads()]);
    await signedInForLiveReads();
    expect(calls).toEqual(['sign in custom-a']);
  });

  it('when another tab signs in as someone else, then the SDK signs out, and the next live read signs in as them', async () => {
    signInAs('a');
    mintTokens();
    const { signedInForLiveReads } = await import('./firebase');
    await signedInForLiveReads();
    anotherTabSignsInAs('b');
    await signedInForLiveReads();
    expect(calls).toEqual(['sign in custom-a', 'sign out', 'sign in custom-b']);
  });

  it('when the session changes while a sign-in is under way, then that late sign-in is dropped, never left signed in', async () => {
    signInAs('a');
    let release!: () => void;
    mintTokens(new Promise((resolve) => (release = resolve)));
    const { signedInForLiveReads } = await import('./firebase');
    const late = signedInForLiveReads();
    anotherTabSignsInAs('b');
    release();
    await expect(late).rejects.toThrow();
    expect(calls).toEqual(['sign out']);
    await signedInForLiveReads();
    expect(calls).toEqual(['sign out', 'sign in custom-b']);
  });
});
