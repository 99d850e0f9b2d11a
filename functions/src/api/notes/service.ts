import { APPLICATION_MESSAGES, type NoteDto } from '@hr-portal/contract';
import type { Caller } from '../../lib/auth-middleware.js';
import { notFound } from '../../lib/errors.js';
import { findApplication } from '../applications/repository.js';
import { eventSubjectOf } from '../applications/record.js';
import { addNote, listNotes } from './repository.js';

const NOTES_SHOWN = 200;

async function requireApplication(id: string) {
  const record = await findApplication(id);
  if (!record) throw notFound(APPLICATION_MESSAGES.notFound);
  return record;
}

/** A private note by hr or admin (the router's guard); candidates and employees never see notes. */
export async function noteOn(caller: Caller, applicationId: string, text: string): Promise<NoteDto> {
  return addNote(eventSubjectOf(await requireApplication(applicationId)), caller, text);
}

export async function notesOn(applicationId: string): Promise<NoteDto[]> {
  await requireApplication(applicationId);
  return listNotes(applicationId, NOTES_SHOWN);
}
