import { ERASED_PERSON, type NoteDto } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import type { EventSubject } from '../../lib/event-log.js';
import { findUsers } from '../../data/users/users.js';
import { runTransaction } from '../../lib/transactions.js';
import { notifyIn, type NotificationDraft } from '../../data/notifications/notifications.js';
import { personIndexFor } from '../shared/person-index.js';
import {
  addNoteIn,
  countNotesBy,
  listNotes,
  pseudonymiseNotesBy,
  type NoteRecord,
} from '../../data/applications/notes.js';

const NOTES_SHOWN = 200;

const toDto = (note: NoteRecord, authorEmail: string | undefined): NoteDto => ({
  _id: note.id,
  text: note.text,
  // An integration's note (an API key acts as `apikey_<id>`) names no person.
  by: { uid: note.authorUid, email: authorEmail ?? (note.authorUid.startsWith('apikey_') ? 'API key' : ERASED_PERSON) },
  at: note.at,
});

/**
 * Private notes of hr and admin on an application (people search reads them too), which the applications flow has found and checked (it
 * serves the routes); candidates and employees never see notes. Notes keep their author by uid; the author's
 * address is read when the notes are.
 */
export async function noteOn(
  subject: EventSubject,
  author: Caller,
  text: string,
  /** Who the note tells, by its id (the staff it mentions). */
  notify: (noteId: string) => NotificationDraft[] = () => [],
): Promise<NoteDto> {
  const note = await runTransaction(async (transaction) => {
    const index = await personIndexFor(transaction, subject.candidate);
    const added = addNoteIn(transaction, subject, author, text);
    notifyIn(transaction, notify(added.id));
    index.update((sources) => {
      sources.notes[added.id] = { text, at: Date.parse(added.at) };
    });
    return added;
  });
  return toDto(note, author.email || undefined);
}

/** The newest notes of an application (at most 200), their authors read in one getAll. */
export async function notesOn(applicationId: string): Promise<NoteDto[]> {
  return (await notesOnEach([applicationId]))[0]!;
}

/** The newest notes of each application, in the order given; every author across them read in one getAll. */
export async function notesOnEach(applicationIds: string[]): Promise<NoteDto[][]> {
  const lists = await Promise.all(applicationIds.map((id) => listNotes(id, NOTES_SHOWN)));
  const authors = await findUsers(lists.flat().map((note) => note.authorUid));
  return lists.map((notes) => notes.map((note) => toDto(note, authors.get(note.authorUid)?.email)));
}

/** The notes a person wrote, as a place of personal data (flows/privacy/registry.ts). */
export const notesWrittenBy = { count: countNotesBy, pseudonymise: pseudonymiseNotesBy };
