import { FieldPath, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { dateOf } from '../../lib/timestamps.js';
import { deleteInBatches } from '../../lib/batches.js';
import type { CursorPosition } from '../../lib/paging.js';
import { collections } from '../../lib/collections.js';

export interface DocumentRecord {
  id: string;
  ownerId: string;
  uploadedBy: string;
  fileName: string;
  storagePath: string;
  mimeType: string;
  size: number;
  /** SHA-256 of the file (hex): the same resume filed twice is one file (duplicate people). Older records lack it. */
  sha256?: string;
  createdAt: Date | null;
}

const documents = () => collections.documents();

function toRecord(snapshot: DocumentSnapshot): DocumentRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  return {
    id: snapshot.id,
    ownerId: String(data.ownerId),
    uploadedBy: String(data.uploadedBy ?? data.ownerId),
    fileName: String(data.fileName),
    storagePath: String(data.filePath),
    mimeType: String(data.mimeType),
    size: Number(data.size ?? 0),
    ...(typeof data.sha256 === 'string' ? { sha256: data.sha256 } : {}),
    createdAt: dateOf(data.createdAt),
  };
}

/** A new document id, so the stored object and the record can be tied together before either is written. */
export const newDocumentId = () => documents().doc().id;

type NewDocument = Omit<DocumentRecord, 'createdAt'>;

const storedFields = (record: NewDocument, createdAt: Timestamp) => ({
  ownerId: record.ownerId,
  uploadedBy: record.uploadedBy,
  fileName: record.fileName,
  filePath: record.storagePath,
  mimeType: record.mimeType,
  size: record.size,
  ...(record.sha256 ? { sha256: record.sha256 } : {}),
  createdAt,
});

export async function createDocumentRecord(record: NewDocument): Promise<DocumentRecord> {
  const createdAt = Timestamp.now();
  await documents().doc(record.id).create(storedFields(record, createdAt));
  return { ...record, createdAt: createdAt.toDate() };
}

/** The record as a transaction creates it (with what must commit alongside, such as the search index). */
export function createDocumentRecordIn(transaction: Transaction, record: NewDocument): DocumentRecord {
  const createdAt = Timestamp.now();
  transaction.create(documents().doc(record.id), storedFields(record, createdAt));
  return { ...record, createdAt: createdAt.toDate() };
}

/** Which of these documents still exist, as a transaction reads them. */
export async function existingDocumentIdsIn(transaction: Transaction, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const snapshots = await transaction.getAll(...ids.map((id) => documents().doc(id)));
  return new Set(snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => snapshot.id));
}

export function deleteDocumentRecordIn(transaction: Transaction, id: string): void {
  transaction.delete(documents().doc(id));
}

export async function findDocument(id: string): Promise<DocumentRecord | null> {
  return toRecord(await documents().doc(id).get());
}

export const documentsOfQuery = (ownerId: string) =>
  documents().where('ownerId', '==', ownerId).orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');

const records = (snapshots: DocumentSnapshot[]) =>
  snapshots.map(toRecord).filter((record): record is DocumentRecord => record !== null);

/** One page of an owner's documents, newest first. */
export async function listDocumentsOf(ownerId: string, limit: number, after: CursorPosition | null) {
  let query = documentsOfQuery(ownerId).limit(limit);
  if (after) query = query.startAfter(Timestamp.fromMillis(after.at), after.id);
  return records((await query.get()).docs);
}

/** Every document of an owner (deleting a person). */
export async function listAllDocumentsOf(ownerId: string): Promise<DocumentRecord[]> {
  return records((await documentsOfQuery(ownerId).get()).docs);
}

export async function deleteDocumentRecords(ids: string[]): Promise<void> {
  await deleteInBatches(ids.map((id) => documents().doc(id)));
}

export async function listAllDocuments(limit: number, after: CursorPosition | null): Promise<DocumentRecord[]> {
  let query = documents().orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc').limit(limit);
  if (after) query = query.startAfter(Timestamp.fromMillis(after.at), after.id);
  return records((await query.get()).docs);
}

export async function deleteDocumentRecord(id: string): Promise<void> {
  await documents().doc(id).delete();
}

/** The file hashes of an owner's newest documents (at most `limit`): what duplicate detection compares. */
export async function documentHashesOf(ownerId: string, limit: number): Promise<string[]> {
  const found = await documentsOfQuery(ownerId).limit(limit).select('sha256').get();
  return found.docs
    .map((doc) => doc.get('sha256') as unknown)
    .filter((hash): hash is string => typeof hash === 'string');
}

/** Up to `limit` of an owner's documents as a transaction reads them (merging two people moves them). */
export async function documentSnapshotsOfIn(transaction: Transaction, ownerId: string, limit: number) {
  return (await transaction.get(documents().where('ownerId', '==', ownerId).limit(limit))).docs;
}
