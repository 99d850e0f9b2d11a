import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SIGN_IN_MESSAGES as PROVIDER_TEXTS } from '@hr-portal/contract';
import { addKnownMessages } from '../../lib/known-messages';

/** The API's and the pop-up's texts about Google, Microsoft and SSO sign-in, in the screen's language. */
export const PROVIDER_MESSAGES: Record<string, MessageDescriptor> = {
  [PROVIDER_TEXTS.providerNotOffered]: msg`This sign-in method is not offered here.`,
  [PROVIDER_TEXTS.signInAgain]: msg`That sign-in is too old. Please continue with the provider again.`,
  [PROVIDER_TEXTS.noProviderEmail]: msg`That account gave no e-mail address. Use one that has an address, or sign up with e-mail and password.`,
  [PROVIDER_TEXTS.linkRequired]: msg`An account with this e-mail address already exists. Sign in to it once (with its password or a sign-in link) to add this way of signing in to it.`,
  [PROVIDER_TEXTS.confirmAddress]: msg`Confirm that this e-mail address is yours: we e-mail you a sign-in link, and opening it creates your account with this way of signing in.`,
  [PROVIDER_TEXTS.linkInvalid]: msg`The request to add a way of signing in has expired. Please continue with the provider again.`,
  [PROVIDER_TEXTS.linkOtherAccount]: msg`That request to add a way of signing in was for another account.`,
  [PROVIDER_TEXTS.ssoRequired]: msg`Your company has you sign in with your company account. Use the company sign-in button.`,
  [PROVIDER_TEXTS.providerFailed]: msg`Signing in with that provider did not work. Please try again.`,
  [PROVIDER_TEXTS.accountDisabled]: msg`This account is disabled. Ask an administrator.`,
};
addKnownMessages(PROVIDER_MESSAGES);
