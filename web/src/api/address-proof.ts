import { MESSAGES, type AddressProofLink, type AddressVerifiedResponse } from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';
import { startSession } from './auth';

// Apart from api/auth.ts: only /verify-email's lazy chunk needs it, and /login stays as small as it was.

/**
 * The verification e-mail's link: with the account's own session (`ownSession`) it only records the proof; without
 * it, the API ends every earlier way into the account and answers a session, which this browser then keeps.
 */
export async function verifyAddress(link: AddressProofLink, ownSession: boolean): Promise<string> {
  const response = await apiRequest<AddressVerifiedResponse>(
    ownSession ? '/api/user/me/verify-email' : '/api/auth/verify-email',
    MESSAGES.operationFailed,
    { method: 'POST', body: link, withToken: ownSession },
  );
  if (response.session) await startSession(response.session);
  return response.message;
}
