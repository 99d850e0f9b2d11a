import {
  ERROR_CODES,
  inDomains,
  mustUseSso,
  SIGN_IN_MESSAGES,
  type Role,
  type SignInMethod,
} from '@hr-portal/contract';
import { AppError } from '../../lib/errors.js';
import { personTarget } from '../../lib/audit.js';
import { recordAuditEntry } from '../../data/audit/audit-log.js';
import { readSignInSettings } from '../../data/settings/sign-in.js';

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
