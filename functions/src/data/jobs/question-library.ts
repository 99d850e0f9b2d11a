import { Timestamp } from 'firebase-admin/firestore';
import type { JobQuestion } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { recordAudit } from '../../lib/audit.js';
import { collections } from '../../lib/collections.js';
import { runTransaction } from '../../lib/transactions.js';
import { isoOf } from '../../lib/timestamps.js';
import { questionsOf } from './record.js';

const library = () => collections.questionLibrary();

export interface LibraryQuestion {
  _id: string;
  question: JobQuestion;
  createdAt: string | null;
}

/** The whole library, newest first (it holds at most `limit` questions, so one page is all of it). */
export async function listLibrary(limit: number): Promise<LibraryQuestion[]> {
  const snapshot = await library().orderBy('createdAt', 'desc').limit(limit).get();
  return snapshot.docs.flatMap((doc) => {
    const [question] = questionsOf([doc.get('question')]);
    return question ? [{ _id: doc.id, question, createdAt: isoOf(doc.get('createdAt')) }] : [];
  });
}

/**
 * Adds a question with its audit entry; refused (null) when the library already holds `limit`. The count and the
 * add are one transaction, so two adds at once cannot pass the limit together.
 */
export async function addToLibrary(
  actor: Caller,
  question: JobQuestion,
  limit: number,
): Promise<LibraryQuestion | null> {
  const ref = library().doc();
  const now = Timestamp.now();
  const added = await runTransaction(async (transaction) => {
    const count = (await transaction.get(library().count())).data().count;
    if (count >= limit) return false;
    transaction.create(ref, { question, createdAt: now });
    recordAudit(transaction, {
      actor,
      action: 'question_library.added',
      target: { type: 'question', id: ref.id, label: question.label },
      before: null,
      after: { type: question.type, label: question.label },
    });
    return true;
  });
  return added ? { _id: ref.id, question, createdAt: now.toDate().toISOString() } : null;
}

/** Removes a question (jobs that copied it keep their copy); false when there was none. */
export async function removeFromLibrary(actor: Caller, id: string): Promise<boolean> {
  return runTransaction(async (transaction) => {
    const ref = library().doc(id);
    const found = await transaction.get(ref);
    if (!found.exists) return false;
    const label = String(found.get('question.label') ?? '');
    transaction.delete(ref);
    recordAudit(transaction, {
      actor,
      action: 'question_library.removed',
      target: { type: 'question', id, label },
      before: { label },
      after: null,
    });
    return true;
  });
}
