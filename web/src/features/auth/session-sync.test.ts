import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '@hr-portal/contract';

/** A stand-in for the Firebase chunk: records the listener so a test can play sign-in events. */
const firebase = vi.hoisted(() => ({
  listener: null as ((user: unknown) => void) | null,
  loads: 0,
  onSignedInUserChange(callback: (user: unknown) => void) {
    firebase.listener = callback;
    return () => {};
  },
}));
vi.mock('./../../lib/firebase', () => {
  firebase.loads += 1;
  return { onSignedInUserChange: firebase.onSignedInUserChange, signOutOfFirebase: async () => {} };
});

beforeEach(() => {
  vi.resetModules();
  firebase.listener = null;
  firebase.loads = 0;
});

/** Fresh modules per test: the loader remembers whether Firebase was loaded, like a page load would. */
const importFresh = async () => ({
  sync: (await import('./session-sync')).syncSessionWithFirebase,
  loader: await import('../../lib/firebase-loader'),
  useSession: (await import('../../stores/session')).useSession,
});

describe('syncSessionWithFirebase', () => {
  it('when no token is stored, then the app is ready at once and Firebase is not loaded', async () => {
    const { sync, useSession } = await importFresh();
    sync();
    expect(useSession.getState().ready).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(firebase.loads).toBe(0);
  });

  it('when signing in loads Firebase later, then the sync follows the signed-in user from then on', async () => {
    const { sync, loader, useSession } = await importFresh();
    sync();
    await loader.loadFirebase();
    await vi.waitFor(() => expect(firebase.listener).not.toBeNull());
    firebase.listener!({ uid: 'u1', email: 'a@b.c', displayName: 'A', token: 't1', role: 'candidate' });
    expect(useSession.getState().user).toMatchObject({ _id: 'u1', role: 'candidate' });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('t1');
  });

  it('when a token is stored, then Firebase loads at once and the session is restored', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'old');
    const { sync, useSession } = await importFresh();
    sync();
    expect(useSession.getState().ready).toBe(false);
    await vi.waitFor(() => expect(firebase.listener).not.toBeNull());
    firebase.listener!({ uid: 'u2', email: 'e@b.c', displayName: null, token: 't2', role: 'employee' });
    expect(useSession.getState()).toMatchObject({ ready: true, user: { _id: 'u2', role: 'employee' } });
  });
});
