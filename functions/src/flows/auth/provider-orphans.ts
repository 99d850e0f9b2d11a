import type { UserRecord } from 'firebase-admin/auth';
import { CANDIDATE_PROVIDERS, SSO_PROVIDER_ID_PATTERN } from '@hr-portal/contract';
import { auth } from '../../lib/firebase.js';
import { findUsers } from '../../data/users/users.js';
import { log } from '../../lib/log.js';
import { LIVE_SESSION_PREFIX } from './live-session.js';

/** How long a provider account may wait for its portal session before it counts as left behind. */
export const ORPHAN_AFTER_MS = 60 * 60 * 1000;

const isProviderId = (id: string) =>
  (CANDIDATE_PROVIDERS as readonly string[]).includes(id) || SSO_PROVIDER_ID_PATTERN.test(id);

/**
 * An account Firebase made for a Google, Microsoft or SSO sign-in alone (no password, e-mail link or phone) that the
 * portal never gave a role. Every person's account gets its role claim before its users document, so an account an
 * erasure has half-finished (profile gone, account not yet) keeps its claim and is left for the erasure's retry.
 */
function unclaimedProviderAccount(record: UserRecord): boolean {
  return (
    record.customClaims?.role === undefined &&
    record.providerData.length > 0 &&
    record.providerData.every((info) => isProviderId(info.providerId))
  );
}

/** The last moment the account was used: made, signed in or refreshed. An unreadable creation time keeps it. */
function lastUsed(record: UserRecord): number {
  const { creationTime, lastSignInTime, lastRefreshTime } = record.metadata;
  const created = Date.parse(creationTime);
  if (Number.isNaN(created)) return Number.POSITIVE_INFINITY;
  return Math.max(created, ...[lastSignInTime, lastRefreshTime ?? ''].map((time) => Date.parse(time) || 0));
}

/** A live session's account (flows/auth/live-session.ts): made again by the next live session, so never kept idle. */
const liveSessionAccount = (record: UserRecord) => record.uid.startsWith(LIVE_SESSION_PREFIX);

const leftBehind = (record: UserRecord, now: number) =>
  (unclaimedProviderAccount(record) || liveSessionAccount(record)) && now - lastUsed(record) >= ORPHAN_AFTER_MS;

/** Firebase's getUsers takes at most 100 identifiers a call. */
const LOOKUP_BATCH = 100;

/** Deletes the page's accounts left behind: no users document, and still left behind when read again. */
async function sweepPage(records: UserRecord[], now: number): Promise<number> {
  const candidates = records.filter((record) => leftBehind(record, now));
  if (candidates.length === 0) return 0;
  const people = await findUsers(candidates.map((record) => record.uid));
  const unclaimed = candidates.filter((record) => !people.has(record.uid)).map((record) => ({ uid: record.uid }));
  let deleted = 0;
  for (let start = 0; start < unclaimed.length; start += LOOKUP_BATCH) {
    // Read again just before deleting: someone who signed in since the listing keeps the account.
    const { users: current } = await auth().getUsers(unclaimed.slice(start, start + LOOKUP_BATCH));
    const orphans = current.filter((record) => leftBehind(record, now)).map((record) => record.uid);
    if (orphans.length === 0) continue;
    const result = await auth().deleteUsers(orphans);
    for (const failure of result.errors) {
      log.error('Could not delete a provider account left behind', failure.error, { uid: orphans[failure.index] });
    }
    deleted += result.successCount;
  }
  return deleted;
}

/**
 * Deletes the Firebase accounts a provider sign-in made that never became a person: the browser signed in with
 * Google, Microsoft or the company's SSO but never reached POST /api/auth/provider-session (the tab was closed, the
 * network dropped). Such an account holds a name and an address the portal has no person for, so nothing would ever
 * export or erase it. Only provider-only accounts with no role and no users document, unused for an hour, are
 * deleted: an hour is far beyond a sign-in's freshness window, so none of them can still become a session without
 * signing in again (which counts as use). So are live sessions' accounts unused for an hour (the next live session
 * makes its own again; whatever a stolen session set on one goes with it). A page that fails is logged and the next
 * one still swept. Returns how many went.
 */
export async function sweepOrphanProviderAccounts(now = Date.now()): Promise<number> {
  let deleted = 0;
  let pageToken: string | undefined;
  do {
    const page = await auth().listUsers(1000, pageToken);
    pageToken = page.pageToken;
    deleted += await sweepPage(page.users, now).catch((error: unknown) => {
      log.error('Could not sweep a page of provider accounts', error);
      return 0;
    });
  } while (pageToken);
  return deleted;
}
