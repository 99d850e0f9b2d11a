import type { Role } from './roles.js';

/**
 * Sign-in providers. Candidates may continue with Google or Microsoft (Firebase's provider ids); staff may sign in
 * through the company's SSO: an OIDC or SAML provider configured in Identity Platform (ids `oidc.*`, `saml.*`).
 */
export const CANDIDATE_PROVIDERS = ['google.com', 'microsoft.com'] as const;
export type CandidateProvider = (typeof CANDIDATE_PROVIDERS)[number];

export const PROVIDER_NAMES: Record<CandidateProvider, string> = {
  'google.com': 'Google',
  'microsoft.com': 'Microsoft',
};

/** Identity Platform's provider ids for OIDC and SAML providers. */
export const SSO_PROVIDER_ID_PATTERN = /^(oidc|saml)\.[a-z0-9][a-z0-9-]{0,62}$/;
/** An e-mail domain as admins type it: `example.com`, `mail.example.co.uk`. */
export const EMAIL_DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const SIGN_IN_LIMITS = { domains: 20, label: 60 } as const;

/** The roles admins provision; candidates sign up themselves (or are added by staff from a resume). */
export const STAFF_ROLES = ['admin', 'hr', 'employee'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How people sign in (settings/signIn, admins on /admin/sign-in). */
export interface SignInSettings {
  /** The company's SSO, or null when there is none. */
  sso: { providerId: string; label: string; domains: string[] } | null;
  /**
   * Whether staff whose address is in the SSO domains may still sign in with a password (or a sign-in link, or
   * Google or Microsoft). Admins always may sign in with their password: the break-glass path.
   */
  staffPasswordSignIn: boolean;
}

export const DEFAULT_SIGN_IN_SETTINGS: SignInSettings = { sso: null, staffPasswordSignIn: true };

/** GET /api/auth/sign-in-options: what the sign-in page offers (public: no domains). */
export interface SignInOptions {
  providers: CandidateProvider[];
  sso: { providerId: string; label: string } | null;
}

/**
 * The 409 answer of POST /api/auth/provider-session when the provider's address needs its owner's proof before it
 * signs anyone in. `proof: 'account'`: an account already uses the address; the person proves they own it (its
 * password, or a sign-in link) and sends `link` with that sign-in, which adds the provider to it. `proof: 'address'`:
 * no one uses it yet, but the provider does not vouch for it (Microsoft); a sign-in link e-mailed to it, sent with
 * `link`, creates the account with the provider.
 */
export interface LinkRequired {
  message: string;
  code: 'link_required';
  email: string;
  provider: string;
  link: string;
  proof: 'account' | 'address';
}

export const SIGN_IN_MESSAGES = {
  providerNotOffered: 'This sign-in method is not offered here.',
  signInAgain: 'That sign-in is too old. Please continue with the provider again.',
  noProviderEmail:
    'That account gave no e-mail address. Use one that has an address, or sign up with e-mail and password.',
  linkRequired:
    'An account with this e-mail address already exists. Sign in to it once (with its password or a sign-in link) to add this way of signing in to it.',
  confirmAddress:
    'Confirm that this e-mail address is yours: we e-mail you a sign-in link, and opening it creates your account with this way of signing in.',
  linkInvalid: 'The request to add a way of signing in has expired. Please continue with the provider again.',
  linkOtherAccount: 'That request to add a way of signing in was for another account.',
  ssoRequired: 'Your company has you sign in with your company account. Use the company sign-in button.',
  providerFailed: 'Signing in with that provider did not work. Please try again.',
  accountDisabled: 'This account is disabled. Ask an administrator.',
  settingsSaved: 'Sign-in settings saved',
  providerIdInvalid: 'The provider id is the one Identity Platform shows: oidc.<name> or saml.<name>.',
  labelRequired: 'Name the sign-in button, e.g. Acme SSO.',
  labelTooLong: `The button name must be at most ${SIGN_IN_LIMITS.label} characters`,
  domainInvalid: 'Enter each domain like example.com',
  domainsRequired: 'Enter at least one company e-mail domain',
  tooManyDomains: `At most ${SIGN_IN_LIMITS.domains} domains`,
  noSsoWithoutPassword: 'Keep password sign-in on until a company sign-in is set up.',
  staffAdded: 'Staff member added. They sign in with the company account, or with a sign-in link.',
  cannotDisableSelf: 'You cannot disable your own account',
  ssoAddressStays:
    'Your company has you sign in with your company account, so your address stays in its domains. Ask an admin to change it.',
} as const;

/** Whether an address belongs to one of the domains (exact domain, never a look-alike suffix). */
export function inDomains(email: string, domains: readonly string[]): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return domains.includes(domain);
}

/** How a sign-in proved who it is: the company's SSO, or anything else (a password, an e-mailed link, Google...). */
export type SignInMethod = 'password' | 'link' | 'provider' | 'sso';

/**
 * Whether this sign-in is refused because the person must use the company's SSO: staff (admin, hr, employee) whose
 * address is in the SSO domains, while admins switched staff password sign-in off. An admin's password stays
 * allowed: the break-glass path for an identity provider that is down or set up wrongly.
 */
export function mustUseSso(settings: SignInSettings, role: Role, email: string, method: SignInMethod): boolean {
  if (settings.staffPasswordSignIn || !settings.sso || method === 'sso') return false;
  if (role === 'candidate' || !inDomains(email, settings.sso.domains)) return false;
  return !(role === 'admin' && method === 'password');
}
