import { Transaction, WriteBatch } from 'firebase-admin/firestore';

const METHODS = ['create', 'set', 'update', 'delete'] as const;

/**
 * Runs `work` with every transaction and batch write counted (create, set, update, delete: one each, as Firestore
 * bills them), and answers `work`'s result with the count after each call to `mark()` it is handed.
 */
export async function withWriteMeter<T>(work: (writes: () => number) => Promise<T>): Promise<T> {
  let writes = 0;
  const originals = METHODS.map((name) => [Transaction.prototype[name], WriteBatch.prototype[name]] as const);
  METHODS.forEach((name, index) => {
    for (const [target, original] of [
      [Transaction.prototype, originals[index]![0]],
      [WriteBatch.prototype, originals[index]![1]],
    ] as const) {
      (target as any)[name] = function (this: unknown, ...args: unknown[]) {
        writes += 1;
        return (original as any).apply(this, args);
      };
    }
  });
  try {
    return await work(() => writes);
  } finally {
    METHODS.forEach((name, index) => {
      (Transaction.prototype as any)[name] = originals[index]![0];
      (WriteBatch.prototype as any)[name] = originals[index]![1];
    });
  }
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
