import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../../lib/caller.js';
import { isoOf } from '../../lib/timestamps.js';
import { appendEvent, type EventSubject } from '../../lib/event-log.js';
import { applicationSubcollections, collectionGroups } from '../../lib/collections.js';
import { rewriteMatches } from '../../lib/batches.js';

/** Notes live under their application: applications/{id}/notes. The rules let only hr and admin read them. */
const notesOf = (applicationId: string) => applicationSubcollections.notes(applicationId);

/** A note as stored: its author by uid only (notes written before that may still hold an e-mail). */
export interface NoteRecord {
  id: string;
  text: string;
  authorUid: string;
  at: string | null;
}

function toRecord(snapshot: DocumentSnapshot): NoteRecord {
  const data = snapshot.data() ?? {};
  return { id: snapshot.id, text: String(data.text ?? ''), authorUid: String(data.by?.uid ?? ''), at: isoOf(data.at) };
}

/** Adds a note and its event in the caller's transaction (which may add what commits with them). */
export function addNoteIn(
  transaction: Transaction,
  subject: EventSubject,
  author: Caller,
  text: string,
): NoteRecord & { at: string } {
  const ref = notesOf(subject.applicationId).doc();
  const at = Timestamp.now();
  transaction.create(ref, { text, by: { uid: author.uid }, at });
  appendEvent(transaction, subject, { type: 'note_added', noteId: ref.id }, author.uid, at);
  return { id: ref.id, text, authorUid: author.uid, at: at.toDate().toISOString() };
}

/** Newest first, at most `limit`. */
export async function listNotes(applicationId: string, limit: number): Promise<NoteRecord[]> {
  const snapshot = await notesOf(applicationId).orderBy('at', 'desc').limit(limit).get();
  return snapshot.docs.map(toRecord);
}

/** Every note a person wrote, on any application (a collection-group query). */
export const notesByQuery = (uid: string) => collectionGroups.notes().where('by.uid', '==', uid);

export async function countNotesBy(uid: string): Promise<number> {
  return (await notesByQuery(uid).count().get()).data().count;
}

/** The notes stay (they are the employer's record of an application); their author becomes the pseudonym. */
export function pseudonymiseNotesBy(uid: string, pseudonym: string): Promise<number> {
  return rewriteMatches(notesByQuery(uid), (note, batch) => batch.update(note.ref, { 'by.uid': pseudonym }));
}
