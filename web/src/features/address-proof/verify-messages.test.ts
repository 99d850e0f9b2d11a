import { describe, expect, it } from 'vitest';
import { VERIFY_TEXTS } from './verify-messages';

describe('the address verification texts the screen translates', () => {
  it('each entry is keyed by exactly the English it translates (no drift from the contract)', () => {
    for (const [english, descriptor] of Object.entries(VERIFY_TEXTS)) expect(descriptor.message).toBe(english);
  });
});
