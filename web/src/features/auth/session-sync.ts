import { onIdTokenChanged } from 'firebase/auth';
import { ACCESS_TOKEN_KEY, isRole } from '@hr-portal/contract';
import { firebaseAuth } from '../../lib/firebase';
import { useSession } from '../../stores/session';

/**
 * Keeps the session store and the stored access token in step with Firebase Auth: restores the user on
 * reload, follows token refreshes, and clears everything on sign-out. Returns the unsubscribe function.
 */
export function syncSessionWithFirebase(): () => void {
  return onIdTokenChanged(firebaseAuth, async (firebaseUser) => {
    const session = useSession.getState();
    if (!firebaseUser) {
      localStorage.removeItem(ACCESS_TOKEN_KEY);
      session.clearUser();
      session.markReady();
      return;
    }
    const { token, claims } = await firebaseUser.getIdTokenResult();
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
    if (isRole(claims.role)) {
      const current = session.user;
      session.setUser({
        _id: firebaseUser.uid,
        email: firebaseUser.email ?? '',
        role: claims.role,
        name: current?._id === firebaseUser.uid ? current.name : (firebaseUser.displayName ?? undefined),
      });
    } else {
      session.clearUser();
    }
    session.markReady();
  });
}
