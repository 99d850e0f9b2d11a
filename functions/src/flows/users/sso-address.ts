import { inDomains, mustUseSso, SIGN_IN_MESSAGES, type Role } from '@hr-portal/contract';
import { forbidden } from '../../lib/errors.js';
import { readSignInSettings } from '../../data/settings/sign-in.js';

/**
 * While staff must use the company's SSO, a staff member's own new address stays in its domains: one outside them
 * would open the other ways in again. Admins change addresses as they see fit.
 */
export async function refuseLeavingSsoDomains(role: Role, currentEmail: string, newEmail: string): Promise<void> {
  const settings = await readSignInSettings();
  if (mustUseSso(settings, role, currentEmail, 'password') && !inDomains(newEmail, settings.sso?.domains ?? [])) {
    throw forbidden(SIGN_IN_MESSAGES.ssoAddressStays);
  }
}
