import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  LIVE_OFFER_STATUSES,
  OFFER_MESSAGES,
  type ApplicationEventType,
  type AuditAction,
  type OfferStatus,
} from '@hr-portal/contract';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import { appendEvent } from '../../lib/event-log.js';
import { queueMail, type OutboxMail } from '../../lib/mail.js';
import { runTransaction } from '../../lib/transactions.js';
import { createOfferIn, findOffer, offerIn, updateOfferIn } from '../../data/offers/offers.js';
import type { OfferRecord } from '../../data/offers/record.js';
import { storedApplicationIn } from '../../data/applications/applications.js';
import { setOfferPointerIn } from '../../data/applications/pointers.js';
import { notifyIn, type NotificationDraft } from '../../data/notifications/notifications.js';

/** What an offer change writes besides the offer's own fields: its log event, audit entry, e-mails and notifications. */
export interface OfferEffects {
  event: Extract<ApplicationEventType, `offer_${string}`>;
  audit: AuditAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  mail: OutboxMail[];
  /** Who is told (an offer sent for approval tells the admins). */
  notify?: NotificationDraft[];
}

/** The application the offer is for, as the transaction read it. */
type StoredApplication = Awaited<ReturnType<typeof storedApplicationIn>>;
export type OfferApplication = Pick<
  StoredApplication,
  'stage' | 'offer' | 'candidate' | 'candidateName' | 'jobId' | 'jobTitle'
>;

function writeEffects(
  transaction: Transaction,
  application: StoredApplication,
  offerId: string,
  actor: AuditActor,
  effects: OfferEffects,
  at: Timestamp,
) {
  const mailIds = effects.mail.map((mail) => queueMail(transaction, mail));
  notifyIn(transaction, effects.notify ?? [], at);
  appendEvent(
    transaction,
    application.subject,
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
      label: application.jobTitle,
      person: application.candidate,
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
  await runTransaction(async (transaction) => {
    const application = await storedApplicationIn(transaction, fields.applicationId);
    if (!application.exists) throw notFound(OFFER_MESSAGES.notFound);
    if (application.offer && LIVE_OFFER_STATUSES.includes(application.offer.status))
      throw conflict(OFFER_MESSAGES.liveOfferExists);
    check(application);
    const now = Timestamp.now();
    createOfferIn(transaction, id, fields, now);
    setOfferPointerIn(transaction, fields.applicationId, { id, status: fields.status });
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
  await runTransaction(async (transaction) => {
    const offer = await offerIn(transaction, id);
    if (!offer) throw notFound(OFFER_MESSAGES.notFound);
    const application = await storedApplicationIn(transaction, offer.applicationId);
    if (!application.exists) throw notFound(OFFER_MESSAGES.notFound);
    const now = Timestamp.now();
    const change = decide(offer, application, now);
    updateOfferIn(transaction, id, change.fields, change.status, now);
    setOfferPointerIn(transaction, offer.applicationId, { id, status: change.status });
    writeEffects(transaction, application, id, actor, change.effects, now);
  });
  return (await findOffer(id))!;
}
