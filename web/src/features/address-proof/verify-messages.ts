import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { VERIFY_MESSAGES } from '@hr-portal/contract';
import { addKnownMessages } from '../../lib/known-messages';

/** The API's texts about verifying an address (/verify-email), in the screen's language. */
export const VERIFY_TEXTS: Record<string, MessageDescriptor> = {
  [VERIFY_MESSAGES.verified]: msg`Your e-mail address is verified.`,
  [VERIFY_MESSAGES.verifiedSignedIn]: msg`Your e-mail address is verified and you are signed in. Any other way into this account was removed: set a password in your profile if you want one.`,
  [VERIFY_MESSAGES.linkInvalid]: msg`This verification link is not valid. Ask for a new one from your profile.`,
  [VERIFY_MESSAGES.linkExpired]: msg`This verification link has expired. Ask for a new one from your profile.`,
  [VERIFY_MESSAGES.otherAccount]: msg`This verification link is for another account. Sign out first, then open it again.`,
  [VERIFY_MESSAGES.alreadyVerified]: msg`Your e-mail address is already verified.`,
};
addKnownMessages(VERIFY_TEXTS);
