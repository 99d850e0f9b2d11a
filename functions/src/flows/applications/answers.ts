import { randomUUID } from 'node:crypto';
import {
  answerText,
  checkAnswer,
  missesRule,
  PDF_MIME_TYPE,
  QUESTION_MESSAGES,
  type AnswerFlag,
  type JobQuestion,
} from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { badRequest, conflict, forbidden } from '../../lib/errors.js';
import { documentIdFromLink } from '../../lib/file-links.js';
import { isSafeId } from '../../lib/ids.js';
import { log } from '../../lib/log.js';
import { fileStore } from '../../lib/storage/index.js';
import { findDocument } from '../../data/documents/documents.js';
import type { StoredAnswerRecord } from '../../data/applications/record.js';

export interface Screening {
  answers: StoredAnswerRecord[];
  flags: AnswerFlag[];
  /** Files copied for file answers: removed again when the application is not filed. */
  copies: string[];
}

/** The questions a job asks, by id; a Map, so a key such as `__proto__` or `constructor` is simply not there. */
const byId = (questions: readonly JobQuestion[]) => new Map(questions.map((question) => [question.id, question]));

/** A key as a refusal may quote it: short, and nothing but the characters an id may have. */
const quoted = (key: string) => key.slice(0, 40).replace(/[^\w-]/g, '?');

/**
 * Checks every answer against the job's question (before anything is written): an unknown question, a missing
 * required answer or a bad one is 400 naming the question. Returns the answers worded as the questions are now
 * and the knockout rules they miss.
 */
export function checkAnswers(questions: readonly JobQuestion[], input: Record<string, unknown>) {
  const asked = byId(questions);
  for (const key of Object.keys(input)) {
    if (!asked.has(key)) throw badRequest(`${QUESTION_MESSAGES.unknownQuestion}: ${quoted(key)}`);
  }
  const given = new Map(Object.entries(input));
  const answers: StoredAnswerRecord[] = [];
  const flags: AnswerFlag[] = [];
  for (const question of questions) {
    const checked = checkAnswer(question, given.get(question.id));
    if (!checked.ok) throw badRequest(`${question.label}: ${checked.problem}`);
    const text = answerText(question, checked.value);
    if (checked.value !== undefined)
      answers.push({ questionId: question.id, type: question.type, label: question.label, value: checked.value, text });
    if (missesRule(question, checked.value))
      flags.push({ questionId: question.id, label: question.label, answer: text });
  }
  return { answers, flags };
}

/**
 * The answers of an application, with each file answer's PDF copied beside its resume (so hr can read it after
 * the candidate deletes the document). A file must be one of the caller's own documents.
 */
export async function screeningFor(
  caller: Caller,
  questions: readonly JobQuestion[],
  input: Record<string, unknown>,
  applicationId: string,
): Promise<Screening> {
  const { answers, flags } = checkAnswers(questions, input);
  const copies: string[] = [];
  try {
    for (const answer of answers) {
      if (answer.type !== 'file') continue;
      const link = String(answer.value);
      const documentId = documentIdFromLink(link) ?? link;
      const document = isSafeId(documentId) ? await findDocument(documentId) : null;
      if (!document || document.ownerId !== caller.uid)
        throw forbidden(`${answer.label}: ${QUESTION_MESSAGES.fileNotYours}`);
      const bytes = await fileStore().get(document.storagePath);
      if (!bytes) throw conflict(`${answer.label}: ${QUESTION_MESSAGES.fileMissing}`);
      const path = `applications/${applicationId}/answer-${answer.questionId}-${randomUUID()}.pdf`;
      // Listed before it is written: a write that fails half-way is removed with the rest.
      copies.push(path);
      await fileStore().put(path, bytes, PDF_MIME_TYPE);
      Object.assign(answer, { value: document.id, text: document.fileName, filePath: path });
    }
  } catch (error) {
    await removeCopies(copies);
    throw error;
  }
  return { answers, flags, copies };
}

export async function removeCopies(paths: string[]): Promise<void> {
  await Promise.all(
    paths.map((path) =>
      fileStore()
        .delete(path)
        .catch((cleanup: unknown) => log.error('Could not remove an unused answer file', cleanup, { path })),
    ),
  );
}
