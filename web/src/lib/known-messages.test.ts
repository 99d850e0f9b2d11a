import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, USER_MESSAGES } from '@hr-portal/contract';
import { CANDIDATE_MESSAGES } from '../messages/candidate-messages';
import { activateLanguage, ensureCatalog } from './i18n';
import { SIGN_IN_MESSAGES, translateKnown } from './known-messages';

describe('the tables of English texts the screens translate', () => {
  afterEach(() => activateLanguage('en'));

  it.each([
    ['sign-in', SIGN_IN_MESSAGES],
    ['candidate', CANDIDATE_MESSAGES],
  ])('each %s entry is keyed by exactly the English it translates (no drift from the contract)', (_name, table) => {
    for (const [english, descriptor] of Object.entries(table)) expect(descriptor.message).toBe(english);
  });

  it("when the screens are in German, then the API's texts show in German and unknown ones as they came", async () => {
    await ensureCatalog('app');
    await activateLanguage('de');
    expect(translateKnown(i18n, MESSAGES.invalidCredentials)).toBe('E-Mail oder Passwort ist falsch');
    expect(translateKnown(i18n, USER_MESSAGES.verificationSent)).toBe('Bestätigungs-E-Mail gesendet');
    expect(translateKnown(i18n, 'Something the portal never said')).toBe('Something the portal never said');
  });
});
