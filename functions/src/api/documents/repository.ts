import { FieldPath, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import { dateOf } from '../../lib/timestamps.js';
import type { CursorPosition } from '../../lib/cursor.js';

export interface DocumentRecord {
  id: string;
  ownerId: string;
  uploadedBy: string;
  fileName: string;
  storagePath: string;
  mimeType: string;
  size: number;
  createdAt: Date | null;
}

const documents = () => db().collection('documents');

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
    createdAt: dateOf(data.createdAt),
  };
}

/** A new document id, so the stored object and the record can be tied together before either is written. */
export const newDocumentId = () => documents().doc().id;

export async function createDocumentRecord(record: Omit<DocumentRecord, 'createdAt'>): Promise<DocumentRecord> {
  const createdAt = Timestamp.now();
  await documents().doc(record.id).create({
    ownerId: record.ownerId,
    uploadedBy: record.uploadedBy,
    fileName: record.fileName,
    filePath: record.storagePath,
    mimeType: record.mimeType,
    size: record.size,
    createdAt,
  });
  return { ...record, createdAt: createdAt.toDate() };
}

export async function findDocument(id: string): Promise<DocumentRecord | null> {
  return toRecord(await documents().doc(id).get());
}

export const documentsOfQuery = (ownerId: string) =>
  documents().where('ownerId', '==', ownerId).orderBy('createdAt', 'desc');

export async function listDocumentsOf(ownerId: string, limit: number): Promise<DocumentRecord[]> {
  const snapshot = await documentsOfQuery(ownerId).limit(limit).get();
  return snapshot.docs.map(toRecord).filter((record): record is DocumentRecord => record !== null);
}

export async function listAllDocuments(limit: number, after: CursorPosition | null): Promise<DocumentRecord[]> {
  let query = documents().orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc').limit(limit);
  if (after) query = query.startAfter(Timestamp.fromMillis(after.at), after.id);
  const snapshot = await query.get();
  return snapshot.docs.map(toRecord).filter((record): record is DocumentRecord => record !== null);
}

export async function deleteDocumentRecord(id: string): Promise<void> {
  await documents().doc(id).delete();
}

/** True when the candidate has applied to at least one job (HR may then see their documents). */
export async function hasApplied(candidateId: string): Promise<boolean> {
  const snapshot = await db().collection('applications').where('candidate', '==', candidateId).limit(1).get();
  return !snapshot.empty;
}
