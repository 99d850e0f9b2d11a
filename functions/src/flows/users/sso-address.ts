import { inDomains, mustUseSso, SIGN_IN_MESSAGES, type Role } from '@hr-portal/contract';
import { forbidden } from '../../lib/errors.js';
import { readSignInSettings } from '../../data/settings/sign-in.js';

/**
 * While staff must use the company's SSO, a staff member's own new address stays in its domains: one outside them
 * would open the other ways in again. Admins change addresses as they see fit.
 */
export async function refuseLeavingSsoDomains(role: Role, currentEmail: string, newEmail: string): Promise<void> {
  if (await leavesSsoDomains(role, currentEmail, newEmail)) throw forbidden(SIGN_IN_MESSAGES.ssoAddressStays);
}

/** Whether moving from `currentEmail` to `newEmail` would take someone who must use SSO out of its domains. */
export async function leavesSsoDomains(role: Role, currentEmail: string, newEmail: string): Promise<boolean> {
  const settings = await readSignInSettings();
  return mustUseSso(settings, role, currentEmail, 'password') && !inDomains(newEmail, settings.sso?.domains ?? []);
}
