import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { VERIFY_MESSAGES } from '@hr-portal/contract';
import { addKnownMessages } from '../../lib/known-messages';

/** The API's texts about the profile's password and verification e-mail, in the screen's language. */
export const PASSWORD_TEXTS: Record<string, MessageDescriptor> = {
  [VERIFY_MESSAGES.passwordSet]: msg`Your password is set. You can sign in with it from now on.`,
  [VERIFY_MESSAGES.recentSignInForPassword]: msg`For your security, sign in again (within the last 5 minutes) to set a password.`,
  [VERIFY_MESSAGES.alreadyVerified]: msg`Your e-mail address is already verified.`,
};
addKnownMessages(PASSWORD_TEXTS);
