import { AsyncLocalStorage } from 'node:async_hooks';
import { WriteBatch } from 'firebase-admin/firestore';

/**
 * Lets a request's session check run beside the route instead of before it, without letting any write of an
 * ended session through: every Firestore write (document writes, batches and transactions all commit through
 * WriteBatch._commit) first waits for the check of the request it belongs to, found through
 * AsyncLocalStorage. A failed check fails the write. Code outside a request (scripts, triggers) is not gated.
 *
 * _commit is firebase-admin's internal commit path (firebase-admin is pinned); the auth-middleware tests write
 * with an ended session and check that nothing is stored, so a change there fails the tests, not silently.
 */
const pendingCheck = new AsyncLocalStorage<Promise<void>>();

export function runWithSessionCheck(check: Promise<void>, work: () => void): void {
  pendingCheck.run(check, work);
}

type Commit = (this: WriteBatch, ...args: unknown[]) => Promise<unknown>;
const batchPrototype = WriteBatch.prototype as unknown as { _commit: Commit; sessionGated?: true };
if (!batchPrototype.sessionGated) {
  const commit = batchPrototype._commit;
  batchPrototype._commit = async function gatedCommit(this: WriteBatch, ...args: unknown[]) {
    await pendingCheck.getStore();
    return commit.apply(this, args);
  };
  batchPrototype.sessionGated = true;
}
