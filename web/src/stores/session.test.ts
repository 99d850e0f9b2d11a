import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from './session';

const candidate = { _id: 'u1', email: 'cara@example.com', role: 'candidate' as const };

describe('session store', () => {
  beforeEach(() => useSession.setState({ user: null, ready: false }));

  it('when created, then no user is signed in', () => {
    expect(useSession.getState().user).toBeNull();
  });

  it('when a user is set, then it is the session user', () => {
    useSession.getState().setUser(candidate);
    expect(useSession.getState().user).toEqual(candidate);
  });

  it('when fields are merged into a signed-in user, then only those fields change', () => {
    useSession.getState().setUser(candidate);
    useSession.getState().mergeUser({ name: 'Cara Diaz' });
    expect(useSession.getState().user).toEqual({ ...candidate, name: 'Cara Diaz' });
  });

  it('when fields are merged with no user, then the session stays empty', () => {
    useSession.getState().mergeUser({ name: 'Ghost' });
    expect(useSession.getState().user).toBeNull();
  });

  it('when cleared, then no user remains', () => {
    useSession.getState().setUser(candidate);
    useSession.getState().clearUser();
    expect(useSession.getState().user).toBeNull();
  });
});
