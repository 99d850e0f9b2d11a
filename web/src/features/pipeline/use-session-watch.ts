import { useEffect } from 'react';
import { currentSessionClaims, watchOwnSession } from '../../lib/firestore-live';
import { ACCESS_CHANGED_REASON, endRefusedSession } from '../../lib/session-end';

/**
 * While the board is open, its listeners must stop the moment the person's access changes (demoted, deleted,
 * signed out everywhere), not at their next API call: the board watches their own users/{uid} and, when it
 * says the session ended, closes every listener and leaves for /login with the access-changed message.
 */
export function useBoardEndsWithSession(): void {
  useEffect(() => {
    const claims = currentSessionClaims();
    if (!claims) return;
    return watchOwnSession(claims, () => endRefusedSession(ACCESS_CHANGED_REASON));
  }, []);
}
