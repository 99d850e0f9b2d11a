import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { NoteDto } from '@hr-portal/contract';
import type { Caller } from '../../lib/auth-middleware.js';
import { db } from '../../lib/firebase.js';
import { isoOf } from '../../lib/timestamps.js';
import { appendEvent, type EventSubject } from '../../lib/event-log.js';
import { applicationSubcollections } from '../../lib/collections.js';

/** Notes live under their application: applications/{id}/notes. The rules let only hr and admin read them. */
const notesOf = (applicationId: string) => applicationSubcollections.notes(applicationId);

function toNote(snapshot: DocumentSnapshot): NoteDto {
  const data = snapshot.data() ?? {};
  return {
    _id: snapshot.id,
    text: String(data.text ?? ''),
    by: { uid: String(data.by?.uid ?? ''), email: String(data.by?.email ?? '') },
    at: isoOf(data.at),
  };
}

/** Adds a note and its event in one batch. */
export async function addNote(subject: EventSubject, author: Caller, text: string): Promise<NoteDto> {
  const ref = notesOf(subject.applicationId).doc();
  const at = Timestamp.now();
  const batch = db().batch();
  batch.create(ref, { text, by: { uid: author.uid, email: author.email }, at });
  appendEvent(batch, subject, { type: 'note_added', noteId: ref.id }, author.uid, at);
  await batch.commit();
  return toNote(await ref.get());
}

/** Newest first, at most `limit`. */
export async function listNotes(applicationId: string, limit: number): Promise<NoteDto[]> {
  const snapshot = await notesOf(applicationId).orderBy('at', 'desc').limit(limit).get();
  return snapshot.docs.map(toNote);
}
