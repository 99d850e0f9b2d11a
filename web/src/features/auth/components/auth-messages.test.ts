import { describe, expect, it } from 'vitest';
import { JOIN_MESSAGES } from './join-page';
import { LINK_MESSAGES } from './link-sign-in-page';

describe('the sign-in pages’ tables of English texts they translate', () => {
  it.each([
    ['join', JOIN_MESSAGES],
    ['link sign-in', LINK_MESSAGES],
  ])('each %s entry is keyed by exactly the English it translates', (_name, table) => {
    for (const [english, descriptor] of Object.entries(table)) expect(descriptor.message).toBe(english);
  });
});
