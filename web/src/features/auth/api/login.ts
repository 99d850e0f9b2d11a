import { ACCESS_TOKEN_KEY, MESSAGES, type AuthResponse, type LoginRequest } from '@hr-portal/contract';
import { apiRequest } from '../../../lib/api-client';
import { loadFirebase } from '../../../lib/firebase-loader';
import { useSession } from '../../../stores/session';

/** Starts the browser's Firebase session from an API auth response and stores the session user. */
export async function startSession(response: AuthResponse): Promise<void> {
  localStorage.setItem(ACCESS_TOKEN_KEY, response.token);
  await (await loadFirebase()).signInWithServerToken(response.customToken);
  const { _id, email, role, name } = response.user;
  useSession.getState().setUser({ _id, email, role, name });
}

/** POST /api/auth/login: checks the password, records lastLogin, and signs the browser in. */
export async function login(credentials: LoginRequest): Promise<AuthResponse> {
  const response = await apiRequest<AuthResponse>('/api/auth/login', MESSAGES.loginFailed, {
    method: 'POST',
    body: credentials,
    withToken: false,
  });
  await startSession(response);
  return response;
}
