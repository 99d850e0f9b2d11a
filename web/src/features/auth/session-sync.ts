import { ACCESS_TOKEN_KEY, isRole } from '@hr-portal/contract';
import { useSession } from '../../stores/session';
import { currentIdToken, forgetFirebaseSdkUsers, storedSession } from '../../lib/session-tokens';

/**
 * Restores the session user from the stored ID token on a page load (the API judges the token with every request;
 * a token near expiry is renewed first, and a renewal Firebase refuses ends the session: lib/session-end.ts), and
 * follows a sign-out or sign-in in another tab. Returns the unsubscribe function.
 */
export function syncSessionWithStoredTokens(): () => void {
  const restore = () => {
    const session = useSession.getState();
    const claims = storedSession();
    if (claims && isRole(claims.role)) {
      const current = session.user?._id === claims.uid ? session.user : null;
      session.setUser({
        _id: claims.uid,
        email: claims.email,
        role: claims.role,
        name: current ? current.name : (claims.name ?? undefined),
        ...(current?.language ? { language: current.language } : {}),
      });
    } else session.clearUser();
    session.markReady();
  };
  forgetFirebaseSdkUsers();
  restore();
  if (storedSession()) void currentIdToken();
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACCESS_TOKEN_KEY || event.key === null) restore();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
