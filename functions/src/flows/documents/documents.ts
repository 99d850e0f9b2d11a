import type { Transaction } from 'firebase-admin/firestore';
import { createHash, randomBytes } from 'node:crypto';
import {
  DOCUMENT_MESSAGES,
  ERROR_CODES,
  MAX_UPLOAD_BYTES,
  PDF_MIME_TYPE,
  type DocumentDto,
  type DocumentWithOwnerDto,
} from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import type { CursorPosition } from '../../lib/paging.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import { isSafeId } from '../../lib/ids.js';
import { isValidLink, mintFileLink } from '../../lib/file-links.js';
import { FIRESTORE_CODES, isFirestoreCode } from '../../lib/firebase.js';
import type { MultipartResult } from '../../lib/multipart.js';
import { inspectPdf } from '../../lib/pdf/inspect.js';
import { fileStore } from '../../lib/storage/index.js';
import { findUser, findUsers } from '../../data/users/users.js';
import { checkedFileName } from '../shared/file-name.js';
import { refuseUnsafe } from './pdf-refusal.js';
import {
  createDocumentRecord,
  createDocumentRecordIn,
  deleteDocumentRecordIn,
  findDocument,
  listAllDocuments,
  listDocumentsOf,
  newDocumentId,
  type DocumentRecord,
} from '../../data/documents/documents.js';
import { log } from '../../lib/log.js';
import { runTransaction } from '../../lib/transactions.js';
import { personIndexFor } from '../shared/person-index.js';

/** How many of a person's documents their profile shows. */
const PROFILE_DOCUMENTS = 100;

export function toDto(record: DocumentRecord): DocumentDto {
  return {
    _id: record.id,
    fileName: record.fileName,
    filePath: mintFileLink(record.id),
    mimeType: record.mimeType,
    size: record.size,
    ownerId: record.ownerId,
    createdAt: record.createdAt?.toISOString() ?? null,
  };
}

/** Who the upload is for: the caller, or (hr/admin only) an employee named by `ownerId`. */
async function uploadOwner(caller: Caller, requestedOwner: string | undefined): Promise<string> {
  if (!requestedOwner || requestedOwner === caller.uid) return caller.uid;
  if (caller.role !== 'hr' && caller.role !== 'admin') throw forbidden(DOCUMENT_MESSAGES.ownUploadsOnly);
  const owner = isSafeId(requestedOwner) ? await findUser(requestedOwner) : null;
  if (!owner) throw badRequest(DOCUMENT_MESSAGES.ownerUnknown);
  if (owner.role !== 'employee') throw badRequest(DOCUMENT_MESSAGES.employeesOnly);
  return owner._id;
}

/**
 * Checks the upload, stores the object, then writes the record. If the record cannot be written the object is
 * removed again, so a failure leaves nothing behind.
 */
export async function uploadDocument(caller: Caller, upload: MultipartResult): Promise<DocumentDto> {
  const pdf = await checkedPdf(upload.file);
  const ownerId = await uploadOwner(caller, upload.fields.ownerId);
  // What a candidate uploads for themselves is their resume: its text goes to people search (shown once they
  // apply). Employees' own files (sick notes, forms), staff's, and what HR files for someone are not searched.
  const text = ownerId === caller.uid && caller.role === 'candidate' ? pdf.text : undefined;
  return storeCheckedPdf(ownerId, caller.uid, pdf.fileName, pdf.bytes, undefined, text);
}

/** A file's SHA-256 in hex (documents keep it: the same resume filed for two people is a duplicate's sign). */
export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** An uploaded file that passed the caged checks: a PDF within the limits, its safe name and the text read from it. */
export interface CheckedPdf {
  fileName: string;
  bytes: Buffer;
  text: string | undefined;
}

/**
 * The record of a checked PDF stored at `storagePath` for `ownerId` by someone else (staff adding a person, an
 * employee referring them), in the caller's transaction.
 */
export function recordCheckedPdfIn(
  transaction: Transaction,
  pdf: CheckedPdf,
  file: { id: string; ownerId: string; uploadedBy: string; storagePath: string },
): void {
  createDocumentRecordIn(transaction, {
    ...file,
    fileName: pdf.fileName,
    mimeType: PDF_MIME_TYPE,
    size: pdf.bytes.length,
    sha256: sha256Of(pdf.bytes),
  });
}

/** Size, name and the caged PDF inspection, before anything is stored: 400, 413 or 415 with what was wrong. */
export async function checkedPdf(file: MultipartResult['file']): Promise<CheckedPdf> {
  if (!file || file.bytes.length === 0) throw badRequest(DOCUMENT_MESSAGES.noFile);
  if (file.bytes.length > MAX_UPLOAD_BYTES) throw new AppError(413, ERROR_CODES.tooLarge, DOCUMENT_MESSAGES.tooLarge);
  const fileName = checkedFileName(file.fileName);
  const verdict = await inspectPdf(file.bytes);
  refuseUnsafe(verdict);
  return { fileName, bytes: file.bytes, text: verdict.status === 'ok' ? verdict.text : undefined };
}

/** Writes the record, with its text in the owner's search index when it has text to search. */
async function recordDocument(record: Omit<DocumentRecord, 'createdAt'>, text: string | undefined) {
  if (text === undefined) return createDocumentRecord(record);
  return runTransaction(async (transaction) => {
    const index = await personIndexFor(transaction, record.ownerId);
    const created = createDocumentRecordIn(transaction, record);
    index.update((sources) => {
      sources.resumes[record.id] = { fileName: record.fileName, text, at: created.createdAt!.getTime() };
    });
    return created;
  });
}

/**
 * Where a document's file is stored: under its owner, named by the time, its fixed id if any, a random part (two
 * filings of one fixed id in the same millisecond never share a path) and its name.
 */
export const documentStoragePath = (ownerId: string, fileName: string, documentId?: string) =>
  `documents/${ownerId}/${Date.now()}_${documentId ? `${documentId}_` : ''}${randomBytes(4).toString('hex')}_${fileName}`;

/**
 * Stores a PDF that passed the checks as one of `ownerId`'s documents: the object first, then the record (and
 * `text`, when given, in the owner's search index with it); if the record cannot be written the object is
 * removed again. With `documentId` (a copy the portal files, such as a hire's resume or signed offer) the id is
 * fixed, so filing it twice keeps the first and answers it.
 */
export async function storeCheckedPdf(
  ownerId: string,
  uploadedBy: string,
  fileName: string,
  bytes: Buffer,
  documentId?: string,
  text?: string,
): Promise<DocumentDto> {
  const storagePath = documentStoragePath(ownerId, fileName, documentId);
  const store = fileStore();
  await store.put(storagePath, bytes, PDF_MIME_TYPE);
  try {
    const record = await recordDocument(
      {
        id: documentId ?? newDocumentId(),
        ownerId,
        uploadedBy,
        fileName,
        storagePath,
        mimeType: PDF_MIME_TYPE,
        size: bytes.length,
        sha256: sha256Of(bytes),
      },
      text,
    );
    return toDto(record);
  } catch (error) {
    await store.delete(storagePath).catch((cleanup: unknown) => log.error('Orphaned upload', cleanup, { storagePath }));
    const filed =
      documentId && isFirestoreCode(error, FIRESTORE_CODES.alreadyExists) ? await findDocument(documentId) : null;
    if (filed) return toDto(filed);
    throw error;
  }
}

/** One page of a person's documents, newest first. */
export function documentsOf(ownerId: string, limit: number, after: CursorPosition | null) {
  return listDocumentsOf(ownerId, limit, after);
}

/** The newest documents of a person, for their profile. */
export async function firstDocumentsOf(ownerId: string, filedByOthersOnly = false): Promise<DocumentDto[]> {
  const records = await listDocumentsOf(ownerId, PROFILE_DOCUMENTS, null);
  return records.filter((record) => !filedByOthersOnly || record.uploadedBy !== ownerId).map(toDto);
}

/** Admin: every document with its owner (one read per distinct owner on the page), newest first. */
export async function listAll(limit: number, after: CursorPosition | null) {
  const records = await listAllDocuments(limit, after);
  const owners = await findUsers(records.map((record) => record.ownerId));
  return {
    records,
    toDto: (record: DocumentRecord): DocumentWithOwnerDto => ({
      ...toDto(record),
      owner: owners.get(record.ownerId) ?? null,
    }),
  };
}

/**
 * The owner (as a candidate) or an admin removes the record and the stored file; its text leaves people search
 * in the same transaction as the record.
 */
export async function deleteDocument(caller: Caller, id: string): Promise<void> {
  const record = await findDocument(id);
  if (!record) throw notFound(DOCUMENT_MESSAGES.notFound);
  const isOwningCandidate = record.ownerId === caller.uid && caller.role === 'candidate';
  if (!isOwningCandidate && caller.role !== 'admin') throw forbidden(DOCUMENT_MESSAGES.cannotDelete);
  await runTransaction(async (transaction) => {
    const index = await personIndexFor(transaction, record.ownerId);
    deleteDocumentRecordIn(transaction, id);
    index.update((sources) => {
      if (!(id in sources.resumes)) return false;
      delete sources.resumes[id];
    });
  });
  await fileStore().delete(record.storagePath);
}

/** Removes a document the portal filed that turned out not to be wanted (its owner was erased meanwhile). */
export async function discardFiledDocument(id: string): Promise<void> {
  const record = await findDocument(id);
  if (!record) return;
  await runTransaction(async (transaction) => deleteDocumentRecordIn(transaction, id));
  await fileStore().delete(record.storagePath);
}

/** Serves a document's bytes for a valid, unexpired signed link. */
export async function openDocumentFile(id: string, expires: unknown, signature: unknown) {
  if (!isValidLink('document', id, expires, signature)) throw forbidden(DOCUMENT_MESSAGES.linkInvalid);
  const record = await findDocument(id);
  const bytes = record ? await fileStore().get(record.storagePath) : null;
  if (!record || !bytes) throw notFound(DOCUMENT_MESSAGES.notFound);
  return { bytes, fileName: record.fileName };
}
