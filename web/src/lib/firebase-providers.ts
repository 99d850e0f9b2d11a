import {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  OAuthProvider,
  SAMLAuthProvider,
  signInWithPopup,
  type AuthProvider,
} from 'firebase/auth';
import { firebaseAuth } from './firebase';

/*
 * Signing in with Google, Microsoft or the company's SSO: its own chunk, loaded when one of those buttons is
 * pressed (the pop-up machinery is not part of /login's first load, nor of any signed-in screen).
 */

function providerFor(providerId: string): AuthProvider {
  if (providerId === 'google.com') {
    const google = new GoogleAuthProvider();
    google.setCustomParameters({ prompt: 'select_account' });
    return google;
  }
  if (providerId.startsWith('saml.')) return new SAMLAuthProvider(providerId);
  const oauth = new OAuthProvider(providerId);
  oauth.addScope('email');
  if (providerId === 'microsoft.com') oauth.setCustomParameters({ prompt: 'select_account' });
  return oauth;
}

/**
 * Opens the provider's sign-in window and returns the Firebase ID token of that sign-in: the proof the API turns
 * into the portal's session (POST /api/auth/provider-session), never a session by itself.
 */
export async function providerIdToken(providerId: string): Promise<string> {
  const result = await signInWithPopup(firebaseAuth, providerFor(providerId), browserPopupRedirectResolver);
  return result.user.getIdToken();
}
