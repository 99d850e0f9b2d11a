import type { LiveSessionResponse } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { auth } from '../../lib/firebase.js';

/**
 * A custom token for the Firebase SDK of a screen that reads Firestore live (the caller's session passed the wall).
 * It is no new sign-in, and no sign-in to the person's own account: it signs in as `live_<uid>` (an account with no
 * password or address, so Firebase's own account endpoints change nothing of the person's with it), naming the person
 * in `owner`, whose role and sessions the rules read. `sessionAt` is the caller's sign-in time, which the rules judge
 * instead of the token's own (so "sign out everywhere" ends it too); `live` makes the API's wall refuse it.
 */
export async function liveSessionFor(caller: Caller): Promise<LiveSessionResponse> {
  const claims = { live: true, owner: caller.uid, role: caller.role, sessionAt: caller.authTime };
  return { customToken: await auth().createCustomToken(`${LIVE_SESSION_PREFIX}${caller.uid}`, claims) };
}

/** The accounts live sessions sign in as (one per person, holding nothing of theirs). */
export const LIVE_SESSION_PREFIX = 'live_';
