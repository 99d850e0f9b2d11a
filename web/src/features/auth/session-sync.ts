import { ACCESS_TOKEN_KEY, isRole } from '@hr-portal/contract';
import { loadFirebase, whenFirebaseLoads } from '../../lib/firebase-loader';
import { useSession } from '../../stores/session';
import { ACCESS_CHANGED_REASON, endRefusedSession } from '../../lib/session-end';

/**
 * Keeps the session store and the stored access token in step with Firebase Auth: restores the user on
 * reload, follows token refreshes, and clears everything on sign-out. Returns the unsubscribe function.
 * With no stored token there is no session to restore: the app is ready at once, and the sync starts when
 * signing in loads Firebase.
 */
export function syncSessionWithFirebase(): () => void {
  let unsubscribe: (() => void) | undefined;
  let stopped = false;
  const follow = ({ onSignedInUserChange }: Awaited<ReturnType<typeof loadFirebase>>) => {
    if (stopped) return;
    unsubscribe = onSignedInUserChange((signedIn) => {
      const session = useSession.getState();
      if (signedIn && isRole(signedIn.role)) {
        localStorage.setItem(ACCESS_TOKEN_KEY, signedIn.token);
        const current = session.user;
        session.setUser({
          _id: signedIn.uid,
          email: signedIn.email,
          role: signedIn.role,
          name: current?._id === signedIn.uid ? current.name : (signedIn.displayName ?? undefined),
        });
      } else if (!signedIn && localStorage.getItem(ACCESS_TOKEN_KEY)) {
        // Signed out without our logout (which removes the token first): Firebase refused the session,
        // e.g. tokens were revoked because an admin changed this person's role.
        endRefusedSession(ACCESS_CHANGED_REASON);
        return;
      } else {
        session.clearUser();
      }
      session.markReady();
    });
  };
  if (localStorage.getItem(ACCESS_TOKEN_KEY)) void loadFirebase().then(follow);
  else {
    useSession.getState().markReady();
    whenFirebaseLoads(follow);
  }
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}
