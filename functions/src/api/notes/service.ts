import type { NoteDto } from '@hr-portal/contract';
import type { Caller } from '../../lib/auth-middleware.js';
import type { EventSubject } from '../../lib/event-log.js';
import { addNote, listNotes } from './repository.js';

const NOTES_SHOWN = 200;

/**
 * Private notes of hr and admin on an application, which the applications module has found and checked (it
 * serves the routes); candidates and employees never see notes.
 */
export function noteOn(subject: EventSubject, author: Caller, text: string): Promise<NoteDto> {
  return addNote(subject, author, text);
}

/** The newest notes of an application (at most 200). */
export function notesOn(applicationId: string): Promise<NoteDto[]> {
  return listNotes(applicationId, NOTES_SHOWN);
}
