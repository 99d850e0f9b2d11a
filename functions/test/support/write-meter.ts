import { WriteBatch } from 'firebase-admin/firestore';

const METHODS = ['create', 'set', 'update', 'delete'] as const;

/**
 * Runs `work` with every document write counted (create, set, update, delete: one each, as Firestore bills them),
 * and answers `work`'s result; `writes()` is the count so far. Counted on WriteBatch alone: a transaction's writes
 * and a document's own create/set/update/delete go through one (counting Transaction too counted each twice).
 */
export async function withWriteMeter<T>(work: (writes: () => number) => Promise<T>): Promise<T> {
  let writes = 0;
  const originals = METHODS.map((name) => WriteBatch.prototype[name]);
  METHODS.forEach((name, index) => {
    const original = originals[index]!;
    (WriteBatch.prototype as any)[name] = function (this: unknown, ...args: unknown[]) {
      writes += 1;
      return (original as any).apply(this, args);
    };
  });
  try {
    return await work(() => writes);
  } finally {
    METHODS.forEach((name, index) => {
      (WriteBatch.prototype as any)[name] = originals[index];
    });
  }
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
