import { beforeAll, describe, expect, it, vi } from 'vitest';

// The link secret, as the deployment sets it; the module reads it when it seals.
beforeAll(() => {
  vi.stubEnv('FILE_LINK_SECRET', 'a-test-secret-of-some-length-0123456789');
});

describe('sealed values', () => {
  it('when a value is sealed, then it opens for its purpose only, and an altered one opens for none', async () => {
    const { sealFor, unsealFor } = await import('../src/lib/signed-tokens.js');
    const sealed = sealFor('sealed-cursor', '{"at":1,"id":"hidden-person"}');
    expect(sealed).not.toContain('hidden-person');
    expect(unsealFor('sealed-cursor', sealed)).toBe('{"at":1,"id":"hidden-person"}');
    expect(unsealFor('verify-address', sealed)).toBeNull();
    const flipped = `${sealed.slice(0, 20)}${sealed[20] === 'A' ? 'B' : 'A'}${sealed.slice(21)}`;
    expect(unsealFor('sealed-cursor', flipped)).toBeNull();
    expect(unsealFor('sealed-cursor', 'plain-text')).toBeNull();
  });
});
