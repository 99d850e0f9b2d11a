import { ERROR_CODES, inDomains, SIGN_IN_MESSAGES, type Role, type SignInSettings } from '@hr-portal/contract';
import { AppError } from '../../lib/errors.js';
import { personTarget } from '../../lib/audit.js';
import { recordAuditEntry } from '../../data/audit/audit-log.js';
import { readSignInSettings } from '../../data/settings/sign-in.js';

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

/**
 * Refuses a sign-in the settings forbid (403 sso_required) and records each break-glass sign-in (an admin's
 * password while SSO is required) in the audit trail. Runs after the credentials were checked, so the answer
 * tells nothing about an address to someone who does not hold its password.
 */
export async function enforceSignInPolicy(uid: string, role: Role, email: string, method: SignInMethod): Promise<void> {
  const settings = await readSignInSettings();
  if (mustUseSso(settings, role, email, method)) {
    throw new AppError(403, ERROR_CODES.ssoRequired, SIGN_IN_MESSAGES.ssoRequired);
  }
  const breakGlass = !settings.staffPasswordSignIn && settings.sso && role === 'admin' && method === 'password';
  if (breakGlass && inDomains(email, settings.sso?.domains ?? [])) {
    await recordAuditEntry({
      actor: { uid, role },
      action: 'user.break_glass_sign_in',
      target: personTarget(uid),
      before: null,
      after: { method },
    });
  }
}
