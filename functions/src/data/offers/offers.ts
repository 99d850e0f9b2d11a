import { FieldValue, type Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { OfferStatus } from '@hr-portal/contract';
import { collections } from '../../lib/collections.js';
import { toOfferRecord, type OfferRecord } from './record.js';

const offers = () => collections.offers();

/** A new offer id, so its letter can be stored before the offer is written. */
export const newOfferId = () => offers().doc().id;

export const findOffer = async (id: string) => toOfferRecord(await offers().doc(id).get());

/** A person's offers as a candidate (a handful: one live per application). */
export async function offersOfCandidate(uid: string): Promise<OfferRecord[]> {
  const snapshot = await offers().where('candidate', '==', uid).get();
  return snapshot.docs.map(toOfferRecord).filter((offer): offer is OfferRecord => offer !== null);
}

/** The offers a staff member drafted, last changed or approved (their export). */
export async function offersHandledBy(uid: string): Promise<OfferRecord[]> {
  const pages = await Promise.all(
    (['createdBy', 'editedBy', 'approvedBy'] as const).map((field) => offers().where(field, '==', uid).get()),
  );
  const byId = new Map(pages.flatMap((page) => page.docs).map((doc) => [doc.id, doc]));
  return [...byId.values()].map(toOfferRecord).filter((offer): offer is OfferRecord => offer !== null);
}

/** One offer as a transaction reads it; null when there is none. */
export async function offerIn(transaction: Transaction, id: string): Promise<OfferRecord | null> {
  return toOfferRecord(await transaction.get(offers().doc(id)));
}

export function createOfferIn(
  transaction: Transaction,
  id: string,
  fields: Omit<OfferRecord, 'id' | 'createdAt' | 'updatedAt'>,
  now: Timestamp,
): void {
  transaction.create(offers().doc(id), { ...fields, createdAt: now, updatedAt: now });
}

export function updateOfferIn(
  transaction: Transaction,
  id: string,
  fields: Record<string, unknown>,
  status: OfferStatus,
  now: Timestamp,
): void {
  transaction.update(offers().doc(id), { ...fields, status, updatedAt: now });
}

/** Records the accepted letter's signed version (after the acceptance committed). */
export async function setSignedPdf(id: string, path: string): Promise<void> {
  await offers().doc(id).update({ signedPdfPath: path });
}

/** Marks the hire that follows an acceptance as done. */
export async function setHired(id: string): Promise<void> {
  await offers().doc(id).update({ hiredAt: FieldValue.serverTimestamp() });
}

/** An offer's status as a transaction reads it (undefined when there is no such offer). */
export async function offerStatusIn(transaction: Transaction, id: string): Promise<OfferStatus> {
  return (await transaction.get(offers().doc(id))).get('status') as OfferStatus;
}

/** Marks an offer withdrawn (closing its application withdrew it). */
export function markOfferWithdrawnIn(transaction: Transaction, id: string, now: Timestamp): void {
  transaction.update(offers().doc(id), { status: 'withdrawn', updatedAt: now });
}

/** A person's offers as a transaction reads them (merging two people moves them). */
export async function offerSnapshotsOfIn(transaction: Transaction, uid: string) {
  return (await transaction.get(offers().where('candidate', '==', uid))).docs;
}

/** Offers waiting for an admin's approval, the longest waiting first. */
export const pendingApprovalQuery = () => offers().where('status', '==', 'pending_approval').orderBy('submittedAt');

/** A candidate's offers sent and not yet answered, the oldest first. */
export const offersToAnswerQuery = (candidate: string) =>
  offers().where('candidate', '==', candidate).where('status', '==', 'sent').orderBy('sentAt');
