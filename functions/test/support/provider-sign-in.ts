import { randomUUID } from 'node:crypto';
import { identityToolkitUrl } from '../../src/lib/config.js';

export interface ProviderClaims {
  email?: string;
  email_verified?: boolean;
  name?: string;
  sub?: string;
}

/**
 * Signs in through the Auth emulator as the browser's popup does (accounts:signInWithIdp): the emulator takes the
 * provider's id_token unsigned. Returns the Firebase ID token the web would send to /api/auth/provider-session.
 */
export async function providerSignIn(
  providerId: string,
  claims: ProviderClaims,
): Promise<{ idToken: string; localId: string; sub: string }> {
  const sub = claims.sub ?? randomUUID();
  const idTokenClaims = { ...claims, sub };
  const response = await fetch(identityToolkitUrl('accounts:signInWithIdp'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      requestUri: 'http://localhost/__/auth/handler',
      postBody: new URLSearchParams({ providerId, id_token: JSON.stringify(idTokenClaims) }).toString(),
      returnSecureToken: true,
    }),
  });
  const body = (await response.json()) as { idToken?: string; localId?: string; error?: { message?: string } };
  if (!response.ok || !body.idToken || !body.localId) {
    throw new Error(`signInWithIdp failed: ${response.status} ${body.error?.message ?? ''}`);
  }
  return { idToken: body.idToken, localId: body.localId, sub };
}
