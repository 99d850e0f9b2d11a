import { DEFAULT_SIGN_IN_SETTINGS, SSO_PROVIDER_ID_PATTERN, type SignInSettings } from '@hr-portal/contract';
import type { AuditActor } from '../../lib/audit.js';
import { recordAudit } from '../../lib/audit.js';
import { db } from '../../lib/firebase.js';
import { settingsDocs } from '../../lib/collections.js';

/** The stored sign-in settings; anything missing or malformed reads as the default (no SSO, passwords allowed). */
export async function readSignInSettings(): Promise<SignInSettings> {
  const stored = (await settingsDocs.signIn().get()).data() ?? {};
  const sso = stored.sso as Partial<NonNullable<SignInSettings['sso']>> | null | undefined;
  const validSso =
    sso &&
    typeof sso.providerId === 'string' &&
    SSO_PROVIDER_ID_PATTERN.test(sso.providerId) &&
    typeof sso.label === 'string' &&
    Array.isArray(sso.domains)
      ? { providerId: sso.providerId, label: sso.label, domains: sso.domains.map(String) }
      : null;
  return {
    sso: validSso,
    // Without a company sign-in there is nothing else to sign in with: passwords stay allowed.
    staffPasswordSignIn: validSso ? stored.staffPasswordSignIn !== false : DEFAULT_SIGN_IN_SETTINGS.staffPasswordSignIn,
  };
}

/** Replaces the settings with their audit entry in one batch. */
export async function writeSignInSettings(
  actor: AuditActor,
  before: SignInSettings,
  after: SignInSettings,
): Promise<void> {
  const batch = db().batch();
  batch.set(settingsDocs.signIn(), { ...after, updatedBy: actor.uid });
  recordAudit(batch, {
    actor,
    action: 'settings.sign_in_changed',
    target: { type: 'settings', id: 'signIn', label: 'Sign-in' },
    before: { ...before },
    after: { ...after },
  });
  await batch.commit();
}
