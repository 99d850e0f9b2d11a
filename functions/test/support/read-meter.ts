import { Firestore, Query, Transaction } from 'firebase-admin/firestore';
import { db } from '../../src/lib/firebase.js';

/**
 * Counts Firestore document reads the way Firestore bills them, at the SDK boundary all data access goes
 * through: a query costs one read per document returned (at least one), a document get one read, getAll one
 * per reference, an aggregation one. Tests run their requests one at a time, so the difference of `total`
 * around a request is that request's reads.
 */
export const readMeter = { total: 0, started: 0 };

let installed = false;

type Method = (...args: any[]) => Promise<any>;

function count(target: object, name: string, cost: (result: any, args: unknown[]) => number) {
  const prototype = target as Record<string, Method>;
  const original = prototype[name]!;
  prototype[name] = async function (this: unknown, ...args: unknown[]) {
    // Counted when asked for, too: a read started and never awaited still costs.
    readMeter.started += 1;
    const result = await original.apply(this, args);
    readMeter.total += cost(result, args);
    return result;
  };
}

const querySize = (snapshot: { size?: number }) => Math.max(1, snapshot.size ?? 1);
const refCount = (args: unknown[]) => args.filter((arg) => arg && typeof arg === 'object' && 'path' in arg).length;

export function installReadMeter(): void {
  if (installed) return;
  installed = true;
  // DocumentReference.get goes through Firestore.getAll; Transaction reads do not touch Query.get.
  count(Firestore.prototype, 'getAll', (_result, args) => refCount(args));
  count(Query.prototype, 'get', querySize);
  // firebase-admin does not export AggregateQuery's class at run time; an instance leads to its prototype.
  count(Object.getPrototypeOf(db().collection('any').count()) as object, 'get', () => 1);
  count(Transaction.prototype, 'get', (result) => ('docs' in result ? querySize(result) : 1));
  count(Transaction.prototype, 'getAll', (_result, args) => refCount(args));
}

/** Runs `work` and returns the Firestore reads it caused. */
export async function readsOf(work: () => Promise<unknown>): Promise<number> {
  const before = readMeter.total;
  await work();
  return readMeter.total - before;
}
