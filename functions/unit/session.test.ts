import { describe, expect, it } from 'vitest';
import { endSessionsAt } from '../src/data/users/session.js';
import { sessionVerdict } from '../src/flows/sessions/session.js';

const stored = (role: unknown, validAfter = 0) => ({ exists: true, role, validAfter });

describe('sessionVerdict', () => {
  it('when users/{uid} holds the role the token claims and the sign-in is not older, then the session is valid', () => {
    expect(sessionVerdict(stored('hr', 100), 'hr', 100)).toBe('valid');
    expect(sessionVerdict(stored('hr', 100), 'hr', 101)).toBe('valid');
  });

  it('when the sign-in is older than the end of all sessions, then it has ended', () => {
    expect(sessionVerdict(stored('hr', 100), 'hr', 99)).toBe('ended');
  });

  it('when the role changed, the document is gone or holds no known role, then it has ended', () => {
    expect(sessionVerdict(stored('employee'), 'hr', 500)).toBe('ended');
    expect(sessionVerdict({ exists: false, role: undefined, validAfter: 0 }, 'hr', 500)).toBe('ended');
    expect(sessionVerdict(stored('root'), 'hr', 500)).toBe('ended');
  });
});

describe('endSessionsAt', () => {
  it('when sessions end at a moment, then tokens signed in before its second are refused', () => {
    const { tokensValidAfter } = endSessionsAt(1_700_000_000_999);
    expect(tokensValidAfter).toBe(1_700_000_000);
    expect(sessionVerdict(stored('hr', tokensValidAfter), 'hr', 1_699_999_999)).toBe('ended');
  });
});
