import { MESSAGES, type AuthResponse, type RegisterRequest } from '@hr-portal/contract';
import { apiRequest } from '../../../lib/api-client';
import { startSession } from './login';

/** POST /api/auth/register: creates the account (candidates only) and signs the browser in. */
export async function register(form: RegisterRequest): Promise<AuthResponse> {
  const response = await apiRequest<AuthResponse>('/api/auth/register', MESSAGES.signupFailed, {
    method: 'POST',
    body: form,
    withToken: false,
  });
  await startSession(response);
  return response;
}
