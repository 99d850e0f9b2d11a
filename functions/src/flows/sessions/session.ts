import { isRole, type Role } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { readStoredSession, type StoredSession } from '../../data/users/session.js';

/**
 * Whether a session (a verified ID token) is still good, decided by users/{uid} rather than by a call to
 * Auth: the stored role must equal the token's role claim, and the token must have been issued (auth_time)
 * no earlier than `tokensValidAfter`. Role changes, deletions and "sign out everywhere" write that document
 * in the same step, so they take effect at the caller's next request; firestore.rules apply the same test.
 */
export type SessionVerdict = 'valid' | 'ended';

export function sessionVerdict(stored: StoredSession, claimedRole: Role, authTime: number): SessionVerdict {
  if (!stored.exists || !isRole(stored.role) || stored.role !== claimedRole) return 'ended';
  return authTime >= stored.validAfter ? 'valid' : 'ended';
}

/** Confirms a verified caller's session against users/{uid}: one point read. */
export async function sessionOf(caller: Caller): Promise<SessionVerdict> {
  return sessionVerdict(await readStoredSession(caller.uid), caller.role, caller.authTime);
}
