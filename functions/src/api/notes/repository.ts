import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { NoteDto } from '@hr-portal/contract';
import type { Caller } from '../../lib/auth-middleware.js';
import { db } from '../../lib/firebase.js';
import { isoOf } from '../../lib/timestamps.js';

/** Notes live under their application: applications/{id}/notes. The rules let only hr and admin read them. */
const notesOf = (applicationId: string) => db().collection('applications').doc(applicationId).collection('notes');

function toNote(snapshot: DocumentSnapshot): NoteDto {
  const data = snapshot.data() ?? {};
  return {
    _id: snapshot.id,
    text: String(data.text ?? ''),
    by: { uid: String(data.by?.uid ?? ''), email: String(data.by?.email ?? '') },
    at: isoOf(data.at),
  };
}

export async function addNote(applicationId: string, author: Caller, text: string): Promise<NoteDto> {
  const ref = notesOf(applicationId).doc();
  const note = { text, by: { uid: author.uid, email: author.email }, at: Timestamp.now() };
  await ref.create(note);
  return toNote(await ref.get());
}

/** Newest first, at most `limit`. */
export async function listNotes(applicationId: string, limit: number): Promise<NoteDto[]> {
  const snapshot = await notesOf(applicationId).orderBy('at', 'desc').limit(limit).get();
  return snapshot.docs.map(toNote);
}
