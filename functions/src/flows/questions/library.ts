import { QUESTION_LIMITS, QUESTION_MESSAGES, type JobQuestion } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { conflict, notFound } from '../../lib/errors.js';
import { addToLibrary, listLibrary, removeFromLibrary } from '../../data/jobs/question-library.js';

/** The team's reusable questions (a job copies one; editing the job's copy leaves the library as it is). */
export const libraryQuestions = () => listLibrary(QUESTION_LIMITS.library);

export async function addLibraryQuestion(caller: Caller, question: JobQuestion) {
  const added = await addToLibrary(caller, question, QUESTION_LIMITS.library);
  if (!added) throw conflict(QUESTION_MESSAGES.libraryFull);
  return added;
}

export async function removeLibraryQuestion(caller: Caller, id: string) {
  if (!(await removeFromLibrary(caller, id))) throw notFound(QUESTION_MESSAGES.libraryNotFound);
  return { message: 'Question removed from the library' };
}
