import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';

/** What users/{uid} says about its sessions: one point read. */
export interface StoredSession {
  /** False too for someone merged into another person (no one of their own to sign in as) or disabled by an admin. */
  exists: boolean;
  role: unknown;
  validAfter: number;
}

export async function readStoredSession(uid: string): Promise<StoredSession> {
  const snapshot = await collections.users().doc(uid).get();
  return {
    exists: snapshot.exists && !snapshot.get('mergedInto') && snapshot.get('disabled') !== true,
    role: snapshot.get('role') as unknown,
    validAfter: Number(snapshot.get('tokensValidAfter') ?? 0),
  };
}

/**
 * The fields that end every session signed in before `now` (seconds, like a token's auth_time). `now` is the
 * clock's reading, passed in by tests that need a moment other than the present.
 */
export function endSessionsAt(now: number): { tokensValidAfter: number; updatedAt: FieldValue } {
  return { tokensValidAfter: Math.floor(now / 1000), updatedAt: FieldValue.serverTimestamp() };
}
