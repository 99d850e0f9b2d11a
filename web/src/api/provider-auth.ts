import { MESSAGES, type SignInOptions } from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';

/** GET /api/auth/sign-in-options: Google and Microsoft, and the company's SSO button when admins set one up. */
export const signInOptions = () =>
  apiRequest<SignInOptions>('/api/auth/sign-in-options', MESSAGES.operationFailed, { withToken: false });

/** Leaves for the provider sign-in page (a full-page redirect to the provider and back). */
export function goToProviderPage(url: string): void {
  window.location.assign(url);
}
