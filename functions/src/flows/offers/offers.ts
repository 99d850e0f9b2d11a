import {
  APPLICATION_MESSAGES,
  CANDIDATE_OFFER_STATUSES,
  OFFER_MESSAGES,
  type CandidateOfferDto,
  type StaffOfferDto,
} from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { isStaffRole, needlesOf, type Person } from '../../lib/personal-data.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { findApplication } from '../../data/applications/applications.js';
import { seesStaffView } from '../shared/job-views.js';
import { findUsers } from '../../data/users/users.js';
import { termsOf, toCandidateOffer, toStaffOffer } from './dto.js';
import type { OfferRecord } from '../../data/offers/record.js';
import { findOffer, offersHandledBy, offersOfCandidate } from '../../data/offers/offers.js';
import { deleteOfferRecords, pseudonymiseOfferStaff, scrubOfferText } from '../../data/offers/erasure.js';
import { dropLetter } from './letters.js';

/** The staff view, with the people it names resolved in one read. */
export async function staffView(offer: OfferRecord): Promise<StaffOfferDto> {
  const people = await findUsers([offer.createdBy, offer.editedBy, ...(offer.approvedBy ? [offer.approvedBy] : [])]);
  return toStaffOffer(offer, people);
}

/** The view the caller's role gets: staff see everything; a candidate their own offer once it was sent to them. */
export async function viewFor(caller: Caller, offer: OfferRecord): Promise<StaffOfferDto | CandidateOfferDto> {
  if (seesStaffView(caller)) return staffView(offer);
  if (offer.candidate !== caller.uid) throw forbidden(OFFER_MESSAGES.notYours);
  if (!CANDIDATE_OFFER_STATUSES.includes(offer.status)) throw notFound(OFFER_MESSAGES.notFound);
  return toCandidateOffer(offer);
}

/** GET /api/offer/:id. */
export async function offerFor(caller: Caller, id: string) {
  const offer = await findOffer(id);
  if (!offer) throw notFound(OFFER_MESSAGES.notFound);
  return viewFor(caller, offer);
}

/** GET /api/application/:id/offer (staff): the application's current offer, or null when none was made. */
export async function currentOfferOf(applicationId: string): Promise<{ offer: StaffOfferDto | null }> {
  const application = await findApplication(applicationId);
  if (!application) throw notFound(APPLICATION_MESSAGES.notFound);
  const offer = application.offerId ? await findOffer(application.offerId) : null;
  return { offer: offer ? await staffView(offer) : null };
}

/** GET /api/offer/my (candidate): their offers that were sent to them, for My Applications. */
export async function myOffers(caller: Caller): Promise<CandidateOfferDto[]> {
  const offers = await offersOfCandidate(caller.uid);
  return offers
    .filter((offer) => CANDIDATE_OFFER_STATUSES.includes(offer.status))
    .map((offer) => toCandidateOffer(offer));
}

/** A candidate's offers for their data export: terms, status, answer and signature (with address and browser). */
export async function offersToExport(uid: string) {
  return (await offersOfCandidate(uid)).map((offer) => ({
    jobTitle: offer.jobTitle,
    status: offer.status,
    ...termsOf(offer),
    sentAt: offer.sentAt?.toISOString() ?? null,
    signature: offer.signature ? { ...offer.signature, signedAt: offer.signature.signedAt.toISOString() } : null,
    declineReason: offer.declineReason,
    declinedAt: offer.declinedAt?.toISOString() ?? null,
  }));
}

/** The files of a candidate's offers: the current letter and the signed one. */
export async function offerFilesOf(uid: string) {
  return (await offersOfCandidate(uid)).flatMap((offer) => [
    ...(offer.pdfPath ? [{ name: `offers/${offer.id}-letter.pdf`, path: offer.pdfPath }] : []),
    ...(offer.signedPdfPath ? [{ name: `offers/${offer.id}-signed.pdf`, path: offer.signedPdfPath }] : []),
  ]);
}

/** Erases a candidate's offers, with every file. */
export async function eraseOffersOf(uid: string): Promise<number> {
  const own = await offersOfCandidate(uid);
  await Promise.all(
    own.flatMap((offer) => [offer.pdfPath, offer.signedPdfPath].filter(Boolean).map((path) => dropLetter(path!))),
  );
  await deleteOfferRecords(own.map((offer) => offer.id));
  return own.length;
}

/** The offers a staff member handled, for their export: what they did, not the candidate's terms. */
export async function offersHandledToExport(uid: string) {
  return (await offersHandledBy(uid)).map((offer) => ({
    jobTitle: offer.jobTitle,
    status: offer.status,
    drafted: offer.createdBy === uid,
    lastChanged: offer.editedBy === uid,
    approved: offer.approvedBy === uid,
    createdAt: offer.createdAt?.toISOString() ?? null,
    sentAt: offer.sentAt?.toISOString() ?? null,
  }));
}

/**
 * Erasure of staff: offers they handled name a pseudonym, by uid and in free text. Free text is read only for staff
 * and for anyone who handled an offer: a candidate's name in someone else's offer is no one else's business here.
 */
export async function eraseOfferStaff(person: Person, pseudonym: string): Promise<number> {
  const handled = await offersHandledBy(person.uid);
  const byUid = await pseudonymiseOfferStaff(person.uid, pseudonym);
  if (!isStaffRole(person.role) && handled.length === 0) return byUid;
  return byUid + (await scrubOfferText(needlesOf(person), pseudonym));
}
