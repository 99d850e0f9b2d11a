import { describe, expect, it } from 'vitest';
import { PASSWORD_TEXTS } from './password-messages';

describe('the password texts the screen translates', () => {
  it('each entry is keyed by exactly the English it translates (no drift from the contract)', () => {
    for (const [english, descriptor] of Object.entries(PASSWORD_TEXTS)) expect(descriptor.message).toBe(english);
  });
});
