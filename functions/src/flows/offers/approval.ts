import { OFFER_MESSAGES, WITHDRAWABLE_OFFER_STATUSES, type OfferStatus } from '@hr-portal/contract';
import type { AuditActor } from '../../lib/audit.js';
import type { Caller } from '../../lib/caller.js';
import { adminAddresses } from '../../data/users/roles.js';
import { offerToApprove } from '../shared/notification-drafts.js';
import { conflict, forbidden } from '../../lib/errors.js';
import { offerSentMail } from './offer-mail.js';
import { findOffer } from '../../data/offers/offers.js';
import { changeOffer, type OfferEffects } from './offer-changes.js';
import { offerStagesOf, requireOfferStage } from './stages.js';

const effects = (
  event: OfferEffects['event'],
  audit: OfferEffects['audit'],
  from: OfferStatus,
  to: OfferStatus,
  extra: Record<string, unknown> = {},
): OfferEffects => ({ event, audit, before: { status: from }, after: { status: to, ...extra }, mail: [] });

/** POST /api/offer/:id/submit: a draft goes to the admins for approval (each but its sender is notified). */
export async function submitOffer(actor: Caller, id: string) {
  const read = await findOffer(id);
  const [stages, admins] = read ? await Promise.all([offerStagesOf(read.jobId), adminAddresses()]) : [[], []];
  return changeOffer(id, actor, (offer, application, now) => {
    if (offer.status !== 'draft') throw conflict(OFFER_MESSAGES.notDraft);
    requireOfferStage(application.stage, stages);
    const approvers = admins.map((admin) => admin.uid);
    const sending = { ...application, id: offer.applicationId };
    return {
      status: 'pending_approval',
      fields: { submittedAt: now, sentBackComment: null },
      effects: {
        ...effects('offer_submitted', 'offer.submitted', offer.status, 'pending_approval'),
        notify: offerToApprove(sending, id, String(now.toMillis()), approvers, actor),
      },
    };
  });
}

/**
 * POST /api/offer/:id/approve (admin): approving sends the letter as it is to the candidate. Nobody approves an
 * offer they drafted or last changed (403): four eyes on every offer.
 */
export async function approveOffer(actor: AuditActor, id: string) {
  const read = await findOffer(id);
  // The e-mail is composed before the transaction (it reads the templates); the transaction re-checks the state.
  const [mail, stages] = read ? await Promise.all([offerSentMail(read), offerStagesOf(read.jobId)]) : [[], []];
  return changeOffer(id, actor, (offer, application, now) => {
    if (offer.createdBy === actor.uid || offer.editedBy === actor.uid) throw forbidden(OFFER_MESSAGES.ownOffer);
    if (offer.status !== 'pending_approval') throw conflict(OFFER_MESSAGES.notPending);
    // The terms changed between the read and now: the e-mail names the old expiry, so refuse and let them retry.
    if (offer.pdfVersion !== read?.pdfVersion) throw conflict(OFFER_MESSAGES.changed);
    requireOfferStage(application.stage, stages);
    return {
      status: 'sent',
      fields: { approvedBy: actor.uid, sentAt: now },
      effects: { ...effects('offer_approved', 'offer.approved', offer.status, 'sent'), mail },
    };
  });
}

/** POST /api/offer/:id/send-back {comment} (admin): back to draft, with what needs to change. */
export function sendBackOffer(actor: AuditActor, id: string, comment: string) {
  return changeOffer(id, actor, (offer) => {
    if (offer.status !== 'pending_approval') throw conflict(OFFER_MESSAGES.notPending);
    return {
      status: 'draft',
      fields: { sentBackComment: comment, submittedAt: null },
      effects: effects('offer_sent_back', 'offer.sent_back', offer.status, 'draft', { comment }),
    };
  });
}

/** POST /api/offer/:id/withdraw: staff take back an offer not yet answered (a racing accept wins or loses whole). */
export function withdrawOffer(actor: AuditActor, id: string) {
  return changeOffer(id, actor, (offer) => {
    if (!WITHDRAWABLE_OFFER_STATUSES.includes(offer.status)) throw conflict(OFFER_MESSAGES.notWithdrawable);
    return {
      status: 'withdrawn',
      fields: {},
      effects: effects('offer_withdrawn', 'offer.withdrawn', offer.status, 'withdrawn'),
    };
  });
}
