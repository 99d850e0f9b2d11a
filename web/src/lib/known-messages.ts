import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MESSAGES, SIGN_IN_LINK_SENT, USER_MESSAGES } from '@hr-portal/contract';

/**
 * The API and the contract's validation answer in English (their texts are the spec's). What a person meets on
 * /login is translated here, keyed by the English text; other screens add their own table (addKnownMessages).
 * known-messages.test.ts checks each entry's English is exactly the contract's.
 */
export const SIGN_IN_MESSAGES: Record<string, MessageDescriptor> = {
  [MESSAGES.invalidCredentials]: msg`Invalid email or password`,
  [MESSAGES.emailTaken]: msg`An account with this email already exists`,
  [MESSAGES.tooManyRequests]: msg`Too many requests. Please wait a moment and try again.`,
  [MESSAGES.tooManySignIns]: msg`Too many sign-in attempts. Please try again later.`,
  [MESSAGES.internal]: msg`Something went wrong. Please try again.`,
  [MESSAGES.accessChanged]: msg`Your access has changed. Please sign in again.`,
  [MESSAGES.sessionEnded]: msg`Your session has ended. Please sign in again.`,
  [MESSAGES.loginFailed]: msg`Login failed`,
  [MESSAGES.signupFailed]: msg`Signup failed`,
  [MESSAGES.operationFailed]: msg`Operation failed`,
  [USER_MESSAGES.signedOutEverywhere]: msg`Signed out on every device. Sign in again to continue.`,
  [SIGN_IN_LINK_SENT]: msg`If an account uses that address, a sign-in link is on its way. It works once, for one hour.`,
  'Email is required': msg`Email is required`,
  'Enter a valid email address': msg`Enter a valid email address`,
  'Name is required': msg`Name is required`,
  'Name must be at most 100 characters': msg`Name must be at most 100 characters`,
  'Name may contain only letters, spaces, apostrophes, hyphens and dots': msg`Name may contain only letters, spaces, apostrophes, hyphens and dots`,
  'Password is required': msg`Password is required`,
  'Password must be at least 8 characters': msg`Password must be at least 8 characters`,
  'Password must be at most 128 characters': msg`Password must be at most 128 characters`,
};

const tables: Record<string, MessageDescriptor>[] = [SIGN_IN_MESSAGES];

/** Adds a screen's table of the API's texts it shows (loaded with that screen's code). */
export function addKnownMessages(table: Record<string, MessageDescriptor>): void {
  if (!tables.includes(table)) tables.push(table);
}

/** The text in the screen's language when it is one the portal knows; anything else as it came. */
export function translateKnown(i18n: I18n, text: string): string {
  for (const table of tables) {
    // Own keys only: a text such as "toString" is nobody's message.
    if (Object.hasOwn(table, text)) return i18n._(table[text]!);
  }
  return text;
}
