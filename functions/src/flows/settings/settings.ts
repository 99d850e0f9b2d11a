import type { RejectionReason, RetentionSettings, SignInSettings } from '@hr-portal/contract';
import { readSignInSettings, writeSignInSettings } from '../../data/settings/sign-in.js';
import { endStaffSessionsIn } from '../../data/users/sign-ins.js';
import type { Caller } from '../../lib/caller.js';
import { rejectionReasons } from '../shared/settings.js';
import { writeRejectionReasons, writeRetention } from '../../data/settings/settings.js';
import { listNoticeVersions, publishNotice, readCurrentNotice } from '../../data/settings/notices.js';

/** Earlier rejections keep the reason id they were given, even when that reason leaves the list. */
export async function setRejectionReasons(actor: Caller, reasons: RejectionReason[]): Promise<RejectionReason[]> {
  await writeRejectionReasons(actor, await rejectionReasons(), reasons);
  return reasons;
}

export function setRetentionSettings(actor: Caller, settings: RetentionSettings): Promise<RetentionSettings> {
  return writeRetention(actor, settings);
}

/** How many earlier versions of the privacy notice the admin screen lists. */
const NOTICE_VERSIONS_LISTED = 20;

/** The privacy notice in force (the careers pages and sign-up show it). */
export const currentPrivacyNotice = () => readCurrentNotice();

/** The notice in force and its latest versions (admins). */
export async function privacyNoticeWithVersions() {
  const [current, versions] = await Promise.all([readCurrentNotice(), listNoticeVersions(NOTICE_VERSIONS_LISTED)]);
  return { current, versions };
}

/** Publishes the next version of the notice (earlier ones stay), audited. */
export const publishPrivacyNotice = (actor: Caller, text: string) => publishNotice(actor, text);

/** The sign-in settings as admins see them on /admin/sign-in. */
export const signInSettings = () => readSignInSettings();

/**
 * Replaces the sign-in settings (audited with what they were). When staff in the company's domains must now use its
 * SSO (switched on, or other domains or provider), their open sessions end: a password session does not carry on.
 */
export async function setSignInSettings(actor: Caller, settings: SignInSettings): Promise<SignInSettings> {
  const before = await readSignInSettings();
  await writeSignInSettings(actor, before, settings);
  const enforcing = (value: SignInSettings) => (value.staffPasswordSignIn ? null : JSON.stringify(value.sso));
  if (settings.sso && enforcing(settings) !== null && enforcing(settings) !== enforcing(before)) {
    await endStaffSessionsIn(settings.sso.domains);
  }
  return settings;
}
