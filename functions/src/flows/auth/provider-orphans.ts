import type { UserRecord } from 'firebase-admin/auth';
import { CANDIDATE_PROVIDERS } from '@hr-portal/contract';
import { auth } from '../../lib/firebase.js';
import { findUsers } from '../../data/users/users.js';
import { log } from '../../lib/log.js';

/** How long a provider account may wait for its portal session before it counts as left behind. */
export const ORPHAN_AFTER_MS = 60 * 60 * 1000;

const isProviderId = (id: string) =>
  (CANDIDATE_PROVIDERS as readonly string[]).includes(id) || id.startsWith('oidc.') || id.startsWith('saml.');

/** An account Firebase made for a Google, Microsoft or SSO sign-in alone: no password, no e-mail link, no phone. */
function providerOnly(record: UserRecord): boolean {
  return record.providerData.length > 0 && record.providerData.every((info) => isProviderId(info.providerId));
}

/** The last moment the account was used: made, signed in or refreshed. */
function lastUsed(record: UserRecord): number {
  const { creationTime, lastSignInTime, lastRefreshTime } = record.metadata;
  return Math.max(...[creationTime, lastSignInTime, lastRefreshTime ?? ''].map((time) => Date.parse(time) || 0));
}

/**
 * Deletes the Firebase accounts a provider sign-in made that never became a person: the browser signed in with
 * Google, Microsoft or the company's SSO but never reached POST /api/auth/provider-session (the tab was closed, the
 * network dropped). Such an account holds a name and an address the portal has no person for, so nothing would ever
 * export or erase it. Only provider-only accounts with no users document, unused for an hour, are deleted: an hour
 * is far beyond a sign-in's freshness window, so none of them can still become a session without signing in again
 * (which counts as use). Returns how many went.
 */
export async function sweepOrphanProviderAccounts(now = Date.now()): Promise<number> {
  let deleted = 0;
  let pageToken: string | undefined;
  do {
    const page = await auth().listUsers(1000, pageToken);
    pageToken = page.pageToken;
    const candidates = page.users.filter((record) => providerOnly(record) && now - lastUsed(record) >= ORPHAN_AFTER_MS);
    if (candidates.length === 0) continue;
    const people = await findUsers(candidates.map((record) => record.uid));
    const unclaimed = candidates.filter((record) => !people.has(record.uid)).map((record) => ({ uid: record.uid }));
    if (unclaimed.length === 0) continue;
    // Read again just before deleting: someone who signed in with the provider since the listing keeps the account.
    const { users: current } = await auth().getUsers(unclaimed);
    const orphans = current.filter((record) => now - lastUsed(record) >= ORPHAN_AFTER_MS).map((record) => record.uid);
    if (orphans.length === 0) continue;
    const result = await auth().deleteUsers(orphans);
    for (const failure of result.errors) {
      log.error('Could not delete a provider account left behind', failure.error, { uid: orphans[failure.index] });
    }
    deleted += result.successCount;
  } while (pageToken);
  return deleted;
}
