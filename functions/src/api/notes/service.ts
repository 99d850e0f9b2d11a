import { APPLICATION_MESSAGES, type NoteDto } from '@hr-portal/contract';
import type { Caller } from '../../lib/auth-middleware.js';
import { notFound } from '../../lib/errors.js';
import { findApplication } from '../applications/repository.js';
import { addNote, listNotes } from './repository.js';

const NOTES_SHOWN = 200;

async function requireApplication(id: string): Promise<void> {
  if (!(await findApplication(id))) throw notFound(APPLICATION_MESSAGES.notFound);
}

/** A private note by hr or admin (the router's guard); candidates and employees never see notes. */
export async function noteOn(caller: Caller, applicationId: string, text: string): Promise<NoteDto> {
  await requireApplication(applicationId);
  return addNote(applicationId, caller, text);
}

export async function notesOn(applicationId: string): Promise<NoteDto[]> {
  await requireApplication(applicationId);
  return listNotes(applicationId, NOTES_SHOWN);
}
