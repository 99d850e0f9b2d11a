import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, USER_MESSAGES } from '@hr-portal/contract';
import { CANDIDATE_MESSAGES } from '../messages/candidate-messages';
import { FIXED_PROBLEMS, questionProblemIn } from '../messages/question-problems';
import { activateLanguage, ensureCatalog } from './i18n';
import { SIGN_IN_MESSAGES, translateKnown } from './known-messages';

describe('the tables of English texts the screens translate', () => {
  afterEach(() => activateLanguage('en'));

  it.each([
    ['sign-in', SIGN_IN_MESSAGES],
    ['candidate', CANDIDATE_MESSAGES],
    ['question problem', FIXED_PROBLEMS],
  ])('each %s entry is keyed by exactly the English it translates (no drift from the contract)', (_name, table) => {
    for (const [english, descriptor] of Object.entries(table)) expect(descriptor.message).toBe(english);
  });

  it("when a question's problem names numbers, then English stays the contract's words and German follows", async () => {
    expect(questionProblemIn(i18n, 'enter a number between -10 and -5')).toBe('enter a number between -10 and -5');
    expect(questionProblemIn(i18n, 'enter a number at least 3')).toBe('enter a number at least 3');
    expect(questionProblemIn(i18n, 'at most 200 characters')).toBe('at most 200 characters');
    await ensureCatalog('common');
    await activateLanguage('de');
    expect(questionProblemIn(i18n, 'enter a number between -10 and -5')).toBe(
      'geben Sie eine Zahl zwischen -10 und -5 ein',
    );
    expect(questionProblemIn(i18n, 'an answer is required')).toBe('eine Antwort ist erforderlich');
  });

  it("when the screens are in German, then the API's texts show in German and unknown ones as they came", async () => {
    await ensureCatalog('common');
    await activateLanguage('de');
    expect(translateKnown(i18n, MESSAGES.invalidCredentials)).toBe('E-Mail oder Passwort ist falsch');
    expect(translateKnown(i18n, USER_MESSAGES.verificationSent)).toBe('Bestätigungs-E-Mail gesendet');
    expect(translateKnown(i18n, 'Something the portal never said')).toBe('Something the portal never said');
  });
});
