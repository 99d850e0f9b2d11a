import { FieldValue, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { db } from './firebase.js';

/**
 * A journal of document changes made in transactions, kept so they can be undone (a merge of two people and its
 * undo). Only what the change touched is kept: the top-level fields an update set, with their values before and
 * after; a counter's step; a created document's data; a deleted document's data. Undoing puts a field back only
 * while it still holds what the change wrote, so what others changed since (a consent withdrawn, a tag added) stays;
 * counters step back by what they stepped.
 */
export type JournalEntry =
  | {
      path: string;
      op: 'update';
      before: Record<string, unknown>;
      absent: string[];
      after: Record<string, unknown>;
      /** Fields the change deleted. */
      removed: string[];
    }
  | { path: string; op: 'increment'; field: string; by: number }
  | { path: string; op: 'create'; data: Record<string, unknown> }
  | { path: string; op: 'delete'; data: Record<string, unknown> };

const isDelete = (value: unknown) => value instanceof FieldValue && value.isEqual(FieldValue.delete());

export class Journal {
  readonly entries: JournalEntry[] = [];

  constructor(private readonly transaction: Transaction) {}

  /**
   * Updates top-level fields of a document the transaction read (values, or FieldValue.delete()), keeping their
   * values before and after. `unjournaled` fields are written with them but never put back (an ended session
   * stays ended).
   */
  update(
    snapshot: DocumentSnapshot,
    changes: Record<string, unknown>,
    unjournaled: Record<string, unknown> = {},
  ): void {
    const data = snapshot.data() ?? {};
    const before: Record<string, unknown> = {};
    const absent: string[] = [];
    const after: Record<string, unknown> = {};
    const removed: string[] = [];
    for (const [field, value] of Object.entries(changes)) {
      if (field in data) before[field] = data[field];
      else absent.push(field);
      if (isDelete(value)) removed.push(field);
      else after[field] = value;
    }
    this.transaction.update(snapshot.ref, { ...changes, ...unjournaled });
    this.entries.push({ path: snapshot.ref.path, op: 'update', before, absent, after, removed });
  }

  /** Steps a counter (undone by stepping back, whatever others counted since). */
  increment(ref: DocumentReference, field: string, by: number): void {
    this.transaction.update(ref, { [field]: FieldValue.increment(by) });
    this.entries.push({ path: ref.path, op: 'increment', field, by });
  }

  create(ref: DocumentReference, data: Record<string, unknown>): void {
    this.transaction.create(ref, data);
    this.entries.push({ path: ref.path, op: 'create', data });
  }

  /** Deletes a document the transaction read, keeping its data. */
  delete(snapshot: DocumentSnapshot): void {
    this.transaction.delete(snapshot.ref);
    this.entries.push({ path: snapshot.ref.path, op: 'delete', data: snapshot.data() ?? {} });
  }
}

/** A value as comparable JSON: times as milliseconds (a Date written reads back as a Timestamp), keys sorted. */
function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.getTime();
  if (value && typeof (value as { toMillis?: unknown }).toMillis === 'function')
    return (value as { toMillis(): number }).toMillis();
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, comparable((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
const same = (a: unknown, b: unknown) => JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));

/** The current data of the entries' documents, as the transaction reads them (read before undoEntriesIn). */
export async function currentIn(transaction: Transaction, entries: JournalEntry[]) {
  const paths = [...new Set(entries.map((entry) => entry.path))];
  if (paths.length === 0) return new Map<string, Record<string, unknown>>();
  const snapshots = await transaction.getAll(...paths.map((path) => db().doc(path)));
  return new Map(snapshots.filter((s) => s.exists).map((s) => [s.ref.path, s.data() as Record<string, unknown>]));
}

/**
 * Undoes journal entries inside a transaction, newest first, against `current` (currentIn): a field goes back
 * while it still holds what the change wrote; a counter steps back; a created document goes while unchanged since;
 * a deleted one comes back unless one is there again. Reads nothing.
 */
export function undoEntriesIn(
  transaction: Transaction,
  entries: JournalEntry[],
  current: Map<string, Record<string, unknown>>,
): void {
  const writes = new Map<string, Record<string, unknown>>();
  const plan = (path: string, fields: Record<string, unknown>) => writes.set(path, { ...writes.get(path), ...fields });
  for (const entry of [...entries].reverse()) {
    const now = current.get(entry.path);
    const ref = db().doc(entry.path);
    if (entry.op === 'create') {
      if (now && same(now, entry.data)) transaction.delete(ref);
    } else if (entry.op === 'delete') {
      if (!now) transaction.set(ref, entry.data);
    } else if (entry.op === 'increment') {
      if (now) plan(entry.path, { [entry.field]: FieldValue.increment(-entry.by) });
    } else if (now) {
      const back: Record<string, unknown> = {};
      for (const field of [...Object.keys(entry.before), ...entry.absent]) {
        const untouched = entry.removed.includes(field) ? !(field in now) : same(now[field], entry.after[field]);
        if (!untouched) continue;
        back[field] = field in entry.before ? entry.before[field] : FieldValue.delete();
      }
      plan(entry.path, back);
    }
  }
  for (const [path, fields] of writes) if (Object.keys(fields).length > 0) transaction.update(db().doc(path), fields);
}
