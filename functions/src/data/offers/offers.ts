import { FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  LIVE_OFFER_STATUSES,
  OFFER_MESSAGES,
  type ApplicationEventType,
  type AuditAction,
  type OfferStatus,
} from '@hr-portal/contract';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import { collections } from '../../lib/collections.js';
import { conflict, notFound } from '../../lib/errors.js';
import { appendEvent, subjectOfStored } from '../../lib/event-log.js';
import { queueMail, type OutboxMail } from '../../lib/mail.js';
import { runTransaction } from '../../lib/transactions.js';
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

/** What an offer change writes besides the offer's own fields: its log event, audit entry and e-mails. */
export interface OfferEffects {
  event: Extract<ApplicationEventType, `offer_${string}`>;
  audit: AuditAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  mail: OutboxMail[];
}

/** The application the offer is for, as the transaction read it. */
export interface OfferApplication {
  stage: string;
  /** The application's current offer (the pointer that keeps one live offer per application). */
  offer: { id: string; status: OfferStatus } | null;
}

const applicationOf = (snapshot: DocumentSnapshot): OfferApplication => {
  const pointer = snapshot.get('offer') as { id?: unknown; status?: unknown } | undefined;
  return {
    stage: String(snapshot.get('stage') ?? ''),
    offer: pointer && typeof pointer.id === 'string' ? { id: pointer.id, status: pointer.status as OfferStatus } : null,
  };
};

function writeEffects(
  transaction: Transaction,
  application: DocumentSnapshot,
  offerId: string,
  actor: AuditActor,
  effects: OfferEffects,
  at: Timestamp,
) {
  const mailIds = effects.mail.map((mail) => queueMail(transaction, mail));
  appendEvent(
    transaction,
    subjectOfStored(application),
    { type: effects.event, offerId, ...(mailIds[0] ? { mailId: mailIds[0] } : {}) },
    actor.uid,
    at,
  );
  recordAudit(transaction, {
    actor,
    action: effects.audit,
    target: {
      type: 'offer',
      id: offerId,
      label: String(application.get('jobSnapshot.title') ?? ''),
      person: String(application.get('candidate') ?? ''),
    },
    before: effects.before,
    after: effects.after,
  });
}

/**
 * Creates an offer in one transaction with its application's pointer, log event and audit entry. The pointer is
 * read in the transaction: of two concurrent offers for one application, the second finds the first live and
 * is refused (409). `check` refuses an application that cannot get an offer (closed, not in an Offer stage).
 */
export async function createOffer(
  id: string,
  fields: Omit<OfferRecord, 'id' | 'createdAt' | 'updatedAt'>,
  actor: AuditActor,
  check: (application: OfferApplication) => void,
  effects: OfferEffects,
): Promise<OfferRecord> {
  const applicationRef = collections.applications().doc(fields.applicationId);
  const offerRef = offers().doc(id);
  await runTransaction(async (transaction) => {
    const application = await transaction.get(applicationRef);
    if (!application.exists) throw notFound(OFFER_MESSAGES.notFound);
    const current = applicationOf(application);
    if (current.offer && LIVE_OFFER_STATUSES.includes(current.offer.status))
      throw conflict(OFFER_MESSAGES.liveOfferExists);
    check(current);
    const now = Timestamp.now();
    transaction.create(offerRef, { ...fields, createdAt: now, updatedAt: now });
    transaction.update(applicationRef, { offer: { id, status: fields.status } });
    writeEffects(transaction, application, id, actor, effects, now);
  });
  return (await findOffer(id))!;
}

/** A change decided on the offer and its application as the transaction read them; throw to refuse. */
export type DecideOfferChange = (
  offer: OfferRecord,
  application: OfferApplication,
  now: Timestamp,
) => { status: OfferStatus; fields: Record<string, unknown>; effects: OfferEffects };

/**
 * Changes an offer in one transaction: its fields and status, its application's pointer, the log event, the
 * audit entry and the e-mails. Two racing changes (accept and withdraw, two accepts) cannot both pass their
 * checks: the loser's transaction reads the winner's status and `decide` refuses it.
 */
export async function changeOffer(id: string, actor: AuditActor, decide: DecideOfferChange): Promise<OfferRecord> {
  const offerRef = offers().doc(id);
  await runTransaction(async (transaction) => {
    const offer = toOfferRecord(await transaction.get(offerRef));
    if (!offer) throw notFound(OFFER_MESSAGES.notFound);
    const applicationRef = collections.applications().doc(offer.applicationId);
    const application = await transaction.get(applicationRef);
    if (!application.exists) throw notFound(OFFER_MESSAGES.notFound);
    const now = Timestamp.now();
    const change = decide(offer, applicationOf(application), now);
    transaction.update(offerRef, { ...change.fields, status: change.status, updatedAt: now });
    transaction.update(applicationRef, { offer: { id, status: change.status } });
    writeEffects(transaction, application, id, actor, change.effects, now);
  });
  return (await findOffer(id))!;
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
