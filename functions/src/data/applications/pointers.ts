import { Timestamp, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import type { ApplicationStatus, OfferStatus } from '@hr-portal/contract';
import { runTransaction } from '../../lib/transactions.js';
import { appendEvent } from '../../lib/event-log.js';
import { eventSubjectOf, type ApplicationRecord } from './record.js';
import { collections } from '../../lib/collections.js';

// What other parts of hiring write onto an application: its stage, offer, booking link, interview, tags and resume.

const applications = () => collections.applications();

/**
 * Puts an application in a stage: its stage, the status candidates see, and when it entered (the event's time,
 * kept on the application so a board column stays one query); with the offer's new state when the move changed it.
 */
export function setStageIn(
  transaction: Transaction,
  id: string,
  stage: { id: string; status: ApplicationStatus },
  now: Timestamp,
  offer: { id: string; status: 'withdrawn' } | null,
): void {
  transaction.update(applications().doc(id), {
    stage: stage.id,
    status: stage.status,
    stageEnteredAt: now,
    updatedAt: now,
    ...(offer ? { offer } : {}),
  });
}

/** Points the application at its offer and that offer's status. */
export function setOfferPointerIn(transaction: Transaction, id: string, offer: { id: string; status: OfferStatus }) {
  transaction.update(applications().doc(id), { offer });
}

/** Points the application at the booking link sent last (the one left open). */
export function setBookingLinkIn(transaction: Transaction, id: string, bookingId: string): void {
  transaction.update(applications().doc(id), { bookingLinkId: bookingId });
}

/** The booked interview's time on the application (null once cancelled). */
export function setInterviewIn(
  batch: WriteBatch,
  id: string,
  interview: { start: Timestamp; end: Timestamp } | null,
): void {
  batch.update(applications().doc(id), { interview });
}

/** The person's tags as their application's board card shows them. */
export function setCandidateTagsIn(transaction: Transaction, id: string, tags: string[]): void {
  transaction.update(applications().doc(id), { candidateTags: tags });
}

/**
 * Points the application at the candidate's document holding its resume (after a hire restored it), once: a
 * second call with the same document writes nothing.
 */
export async function setResumeDocument(record: ApplicationRecord, documentId: string, actor: string): Promise<void> {
  const ref = applications().doc(record.id);
  await runTransaction(async (transaction) => {
    if ((await transaction.get(ref)).get('resumeDocumentId') === documentId) return;
    transaction.update(ref, { resumeDocumentId: documentId });
    appendEvent(transaction, eventSubjectOf(record), { type: 'resume_restored', documentId }, actor);
  });
}
