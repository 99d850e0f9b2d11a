import { FieldValue, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { db } from './firebase.js';

/**
 * A journal of document changes made in transactions, kept so they can be undone exactly (a merge of two people
 * and its undo). Only what the change touched is kept: the top-level fields an update set, with their values
 * before (or that they were absent); a created document's path; a deleted document's whole data. Undoing puts
 * back those fields only, so what others changed meanwhile in other fields stays.
 */
export type JournalEntry =
  | { path: string; op: 'update'; before: Record<string, unknown>; absent: string[] }
  | { path: string; op: 'create' }
  | { path: string; op: 'delete'; data: Record<string, unknown> };

export class Journal {
  readonly entries: JournalEntry[] = [];

  constructor(private readonly transaction: Transaction) {}

  /**
   * Updates top-level fields of a document the transaction read, keeping their values before. `unjournaled`
   * fields are written with them but never put back (an ended session stays ended).
   */
  update(
    snapshot: DocumentSnapshot,
    changes: Record<string, unknown>,
    unjournaled: Record<string, unknown> = {},
  ): void {
    const data = snapshot.data() ?? {};
    const before: Record<string, unknown> = {};
    const absent: string[] = [];
    for (const field of Object.keys(changes)) {
      if (field in data) before[field] = data[field];
      else absent.push(field);
    }
    this.transaction.update(snapshot.ref, { ...changes, ...unjournaled });
    this.entries.push({ path: snapshot.ref.path, op: 'update', before, absent });
  }

  create(ref: DocumentReference, data: Record<string, unknown>): void {
    this.transaction.create(ref, data);
    this.entries.push({ path: ref.path, op: 'create' });
  }

  /** Deletes a document the transaction read, keeping its data. */
  delete(snapshot: DocumentSnapshot): void {
    this.transaction.delete(snapshot.ref);
    this.entries.push({ path: snapshot.ref.path, op: 'delete', data: snapshot.data() ?? {} });
  }
}

/**
 * Undoes journal entries inside a transaction, newest first: fields back to their values before (absent ones
 * removed), created documents deleted, deleted ones created again. Reads nothing (call it after the transaction's
 * reads); a document meanwhile deleted is skipped for an update (`exists` tells which still are).
 */
export function undoEntriesIn(transaction: Transaction, entries: JournalEntry[], exists: Set<string>): void {
  for (const entry of [...entries].reverse()) {
    const ref = db().doc(entry.path);
    if (entry.op === 'create') transaction.delete(ref);
    else if (entry.op === 'delete') transaction.set(ref, entry.data);
    else if (exists.has(entry.path)) {
      const removed = Object.fromEntries(entry.absent.map((field) => [field, FieldValue.delete()]));
      transaction.update(ref, { ...entry.before, ...removed });
    }
  }
}

/** Which of the entries' documents exist now, as the transaction reads them (read before undoEntriesIn). */
export async function existingIn(transaction: Transaction, entries: JournalEntry[]): Promise<Set<string>> {
  const paths = [...new Set(entries.filter((entry) => entry.op === 'update').map((entry) => entry.path))];
  if (paths.length === 0) return new Set();
  const snapshots = await transaction.getAll(...paths.map((path) => db().doc(path)));
  return new Set(snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => snapshot.ref.path));
}
