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
import { findDocument, type DocumentRecord } from '../../data/documents/documents.js';
import type { StoredAnswerRecord } from '../../data/applications/record.js';

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

/** One of the person's own documents, named by its link or id (how the web names a resume or a file answer). */
export async function ownDocument(uid: string, link: string): Promise<DocumentRecord | null> {
  const documentId = documentIdFromLink(link) ?? link;
  const document = isSafeId(documentId) ? await findDocument(documentId) : null;
  return document && document.ownerId === uid ? document : null;
}

/** Stores `bytes` at `path`, listed in `copies` first (so a write that fails half-way is removed with the rest). */
export async function copyFile(copies: string[], path: string, bytes: Buffer): Promise<string> {
  copies.push(path);
  await fileStore().put(path, bytes, PDF_MIME_TYPE);
  return path;
}

/**
 * Copies each file answer's PDF beside the resume (so hr can read it after the candidate deletes the document),
 * listing the copies in `copies`; the answer then names the document and its copy. A file must be one of the
 * caller's own documents.
 */
export async function copyFileAnswers(
  caller: Caller,
  answers: StoredAnswerRecord[],
  applicationId: string,
  copies: string[],
): Promise<void> {
  for (const answer of answers) {
    if (answer.type !== 'file') continue;
    const document = await ownDocument(caller.uid, String(answer.value));
    if (!document) throw forbidden(`${answer.label}: ${QUESTION_MESSAGES.fileNotYours}`);
    const bytes = await fileStore().get(document.storagePath);
    if (!bytes) throw conflict(`${answer.label}: ${QUESTION_MESSAGES.fileMissing}`);
    const path = `applications/${applicationId}/answer-${answer.questionId}-${randomUUID()}.pdf`;
    await copyFile(copies, path, bytes);
    Object.assign(answer, { value: document.id, text: document.fileName, filePath: path });
  }
}

/** Removes files copied for an application that was not filed (a failure is logged, never thrown over the first). */
export async function removeCopies(paths: string[]): Promise<void> {
  await Promise.all(
    paths.map((path) =>
      fileStore()
        .delete(path)
        .catch((cleanup: unknown) => log.error('Could not remove an unused file copy', cleanup, { path })),
    ),
  );
}
