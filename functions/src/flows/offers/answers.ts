import { CLOSING_STAGE_IDS, isOfferExpired, OFFER_MESSAGES, PDF_MIME_TYPE } from '@hr-portal/contract';
import type { AuditActor } from '../../lib/audit.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { fileStore } from '../../lib/storage/index.js';
import { hire } from '../pipeline/hire.js';
import { fileNamePart } from '../shared/file-name.js';
import { signedLetter } from './letter.js';
import { sha256, signedPath } from './letters.js';
import { answerMail } from './offer-mail.js';
import type { OfferRecord } from '../../data/offers/record.js';
import { findOffer, setHired, setSignedPdf } from '../../data/offers/offers.js';
import { changeOffer } from './offer-changes.js';
import type { SigningContext } from '../shared/signing.js';
import { offerStagesOf, requireOfferStage } from './stages.js';

/** The caller's own offer (403 for anyone else's); whether it can be answered is checked in the transaction. */
async function ownOffer(actor: AuditActor, id: string): Promise<OfferRecord> {
  const offer = await findOffer(id);
  if (!offer) throw notFound(OFFER_MESSAGES.notFound);
  if (offer.candidate !== actor.uid) throw forbidden(OFFER_MESSAGES.notYours);
  return offer;
}

/**
 * The checks an answer passes inside its transaction: still sent, application still open, and for an
 * acceptance (`acceptingAt`, the time of it) not expired; a decline may come after the expiry day.
 */
function requireAnswerable(offer: OfferRecord, stage: string, acceptingAt?: number) {
  if (offer.status === 'accepted' || offer.status === 'declined') throw conflict(OFFER_MESSAGES.alreadyDecided);
  if (offer.status !== 'sent') throw conflict(OFFER_MESSAGES.notSent);
  if (CLOSING_STAGE_IDS.includes(stage)) throw conflict(OFFER_MESSAGES.applicationClosed);
  if (acceptingAt !== undefined && isOfferExpired(offer, acceptingAt)) throw conflict(OFFER_MESSAGES.expired);
}

/**
 * POST /api/offer/:id/accept {fullName, pdfSha256?}: the typed name signs the letter the candidate was shown
 * (its SHA-256 is recorded; when the browser sends the hash it saw, a different current letter is refused).
 * Exactly one of racing accepts, declines and withdrawals wins (one transaction on the offer). Then the signed
 * letter is made and the hire follows (completeHire).
 */
export async function acceptOffer(
  actor: AuditActor,
  id: string,
  answer: { fullName: string; pdfSha256?: string },
  context: SigningContext,
  now = Date.now(),
) {
  const read = await ownOffer(actor, id);
  const [mail, stages] = await Promise.all([answerMail(read, 'offer_accepted'), offerStagesOf(read.jobId)]);
  const accepted = await changeOffer(id, actor, (offer, application, at) => {
    requireAnswerable(offer, application.stage, now);
    requireOfferStage(application.stage, stages);
    // The letter changed (and was approved again) since it was read, or since the browser showed it.
    if (offer.pdfVersion !== read.pdfVersion) throw conflict(OFFER_MESSAGES.changed);
    if (answer.pdfSha256 && answer.pdfSha256 !== offer.pdfSha256) throw conflict(OFFER_MESSAGES.changed);
    const signature = {
      fullName: answer.fullName,
      signedAt: at,
      address: context.address.slice(0, 100),
      userAgent: context.userAgent.slice(0, 500),
      pdfSha256: offer.pdfSha256,
    };
    return {
      status: 'accepted',
      fields: { signature },
      effects: {
        event: 'offer_accepted',
        audit: 'offer.accepted',
        before: { status: offer.status },
        after: { status: 'accepted', pdfSha256: offer.pdfSha256 },
        mail,
      },
    };
  });
  return completeHire(accepted, actor);
}

/** POST /api/offer/:id/decline {reason}: the candidate says no; the hiring team hears why. */
export async function declineOffer(actor: AuditActor, id: string, reason: string) {
  const read = await ownOffer(actor, id);
  const mail = await answerMail(read, 'offer_declined', reason);
  return changeOffer(id, actor, (offer, application, at) => {
    requireAnswerable(offer, application.stage);
    return {
      status: 'declined',
      fields: { declineReason: reason, declinedAt: at },
      effects: {
        event: 'offer_declined',
        audit: 'offer.declined',
        before: { status: offer.status },
        after: { status: 'declined' },
        mail,
      },
    };
  });
}

/**
 * What an acceptance leads to, each step safe to run again: the signed letter (the shown pages and a signature
 * page), then the hire (Hired stage, employee role, the resume and the signed letter among their documents,
 * under fixed ids), then the offer marked hired. The audit trail names the person whose action caused it: the
 * candidate who accepted, or the staff member who finishes an interrupted hire (POST /api/offer/:id/hire).
 * Only the letter that was accepted is signed: its bytes must hash to what the signature records.
 */
export async function completeHire(offer: OfferRecord, actor: AuditActor): Promise<OfferRecord> {
  if (offer.status !== 'accepted' || !offer.signature) throw conflict(OFFER_MESSAGES.notAccepted);
  const store = fileStore();
  let signed = offer.signedPdfPath ? await store.get(offer.signedPdfPath) : null;
  if (!signed) {
    const letter = await store.get(offer.pdfPath);
    if (!letter) throw notFound(OFFER_MESSAGES.notFound);
    if (sha256(letter) !== offer.signature.pdfSha256) throw conflict(OFFER_MESSAGES.letterMismatch);
    signed = await signedLetter(letter, { ...offer.signature, reference: `Offer ${offer.id}, signed` });
    await store.put(signedPath(offer.id), signed, PDF_MIME_TYPE);
    await setSignedPdf(offer.id, signedPath(offer.id));
  }
  const title = fileNamePart(offer.jobTitle, 'job');
  await hire(actor, offer.applicationId, [
    { documentId: `offer-${offer.id}`, fileName: `Signed offer - ${title}.pdf`, bytes: signed },
  ]);
  if (!offer.hiredAt) await setHired(offer.id);
  return (await findOffer(offer.id))!;
}

/** POST /api/offer/:id/hire (staff): finishes an accepted offer's hire if it was interrupted. */
export async function finishHire(actor: AuditActor, id: string) {
  const offer = await findOffer(id);
  if (!offer) throw notFound(OFFER_MESSAGES.notFound);
  return completeHire(offer, actor);
}
