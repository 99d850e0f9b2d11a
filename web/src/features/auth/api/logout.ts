import { ACCESS_TOKEN_KEY } from '@hr-portal/contract';
import { apiRequest } from '../../../lib/api-client';
import { loadFirebase } from '../../../lib/firebase-loader';
import { useSession } from '../../../stores/session';

/**
 * Spec §4 Logout: call the server, remove the stored token, clear the session, reload. A failure is only
 * logged and the page stays as it is.
 */
export async function logout(reload: () => void = () => window.location.reload()): Promise<void> {
  try {
    await apiRequest('/api/auth/logout', 'Logout failed', { method: 'POST', withToken: false });
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    await (await loadFirebase()).signOutOfFirebase();
    useSession.getState().clearUser();
    reload();
  } catch (error) {
    console.error('Logout failed', error);
  }
}
