import type { Consents } from './privacy.js';
import type { Role } from './roles.js';
import type { Language } from './languages.js';

/** The signed-in user as the API returns it. `_id` is the Firebase Auth uid. */
export interface SessionUser {
  _id: string;
  name: string;
  email: string;
  role: Role;
  emailVerified: boolean;
  lastLogin: string | null;
  /** A new address waiting for its owner to follow the verification link; sign-in still uses `email`. */
  pendingEmail?: string;
  /** What they agreed to (the profile's view; absent where nothing was recorded). */
  consents?: Consents;
  /** Where they are and the links they give (the profile's view). */
  location?: string;
  links?: string[];
  /** The language they chose for the portal and its e-mails; absent until they choose (the browser's is used). */
  language?: Language;
}

/**
 * Login/register response: `token` is a Firebase ID token usable as a bearer for an hour; `refreshToken` renews it
 * at Firebase's token endpoint (the web keeps both; web/src/lib/session-tokens.ts).
 */
export interface AuthResponse {
  token: string;
  refreshToken: string;
  user: SessionUser;
}

/**
 * POST /api/auth/live-session: a custom token that signs the Firebase SDK in for the signed-in person, for the
 * screens that read Firestore live (the pipeline board) under the security rules.
 */
export interface LiveSessionResponse {
  customToken: string;
}

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
  role: Role;
  /** The language the sign-up form was shown in: their e-mails start in it. */
  language?: Language;
}

export interface LoginRequest {
  email: string;
  password: string;
  /** A provider to add once the password proves the account is theirs (LinkRequired.link). */
  link?: string;
}

/** A row of the admin's user list; hr gets the same rows without the sign-in details. */
export interface UserListItem {
  _id: string;
  name: string;
  email: string;
  role: Role;
  emailVerified?: boolean;
  lastLogin?: string | null;
  /** Admins' view: the account may not sign in (its sessions ended when it was disabled). */
  disabled?: boolean;
}

export const USER_MESSAGES = {
  lastAdmin: 'This is the last admin. Make someone else an admin first.',
  cannotDeleteSelf: 'You cannot delete your own account',
  userNotFound: 'User not found',
  deleted: 'User deleted',
  ownProfileOnly: 'You can only change your own profile',
  ownProfileViewOnly: 'You can only view your own profile',
  verificationSent: 'Verification email sent',
  signedOutEverywhere: 'Signed out on every device. Sign in again to continue.',
  recentSignInRequired: 'For your security, sign in again (within the last 5 minutes) to change an e-mail address.',
  emailChangeSent: 'We sent a link to the new address. The change takes effect once it is followed.',
} as const;

/**
 * The link of the verification e-mail: u the account, x when it expires (ms), s the signature of both with the
 * address it was sent to (so it proves that address only).
 */
export interface AddressProofLink {
  u: string;
  x: number;
  s: string;
}

/**
 * POST /api/auth/verify-email (no session: the link proves the address, every other way in ends and the opener is
 * signed in, `session`) or POST /api/user/me/verify-email (the account's own session: nothing else changes).
 */
export interface AddressVerifiedResponse {
  message: string;
  session?: AuthResponse;
}

/** The answer to POST /api/auth/sign-in-link, the same whether or not an account uses the address. */
export const SIGN_IN_LINK_SENT =
  'If an account uses that address, a sign-in link is on its way. It works once, for one hour.';

/** A sign-in link that cannot be used (expired, used, or for no account). */
export const SIGN_IN_LINK_INVALID =
  'This sign-in link has expired or was already used. Ask for a new one on the sign-in page.';
