import { isOfferExpired, type CandidateOfferDto, type OfferTerms, type StaffOfferDto } from '@hr-portal/contract';
import { mintLink } from '../../lib/file-links.js';
import type { OfferRecord } from '../../data/offers/record.js';

/** The id inside an offer's file link: which offer and which file (a letter version, or the signed letter). */
export const letterLinkId = (offerId: string, version: number) => `${offerId}-v${version}`;
export const signedLinkId = (offerId: string) => `${offerId}-signed`;

/** Which file an offer file link names; null for anything else. */
export function fileOfLink(linkId: string): { offerId: string; version: number | 'signed' } | null {
  const match = /^([A-Za-z0-9]{1,40})-(?:v(\d{1,6})|(signed))$/.exec(linkId);
  if (!match) return null;
  return { offerId: match[1]!, version: match[3] ? 'signed' : Number(match[2]) };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Just the terms of an offer (or of a request body that carries them). */
export const termsOf = (terms: OfferTerms): OfferTerms => ({
  salary: terms.salary,
  currency: terms.currency,
  period: terms.period,
  startDate: terms.startDate,
  expiresOn: terms.expiresOn,
  fields: terms.fields,
});

/** The offer as its candidate sees it: the terms, the letter, their answer; nothing of the approval. */
export function toCandidateOffer(offer: OfferRecord, now = Date.now()): CandidateOfferDto {
  return {
    _id: offer.id,
    applicationId: offer.applicationId,
    jobTitle: offer.jobTitle,
    status: offer.status,
    expired: isOfferExpired(offer, now),
    ...termsOf(offer),
    pdfUrl: mintLink('offer', letterLinkId(offer.id, offer.pdfVersion), now),
    pdfSha256: offer.pdfSha256,
    signature: offer.signature
      ? {
          fullName: offer.signature.fullName,
          signedAt: offer.signature.signedAt.toISOString(),
          pdfSha256: offer.signature.pdfSha256,
        }
      : null,
    signedPdfUrl: offer.signedPdfPath ? mintLink('offer', signedLinkId(offer.id), now) : null,
    declinedAt: iso(offer.declinedAt),
    sentAt: iso(offer.sentAt),
  };
}

/** The offer as hr and admin see it; `people` resolves the staff it names (one getAll). */
export function toStaffOffer(
  offer: OfferRecord,
  people: Map<string, { name: string }>,
  now = Date.now(),
): StaffOfferDto {
  const person = (uid: string) => ({ uid, name: people.get(uid)?.name ?? '' });
  return {
    ...toCandidateOffer(offer, now),
    candidateName: offer.candidateName,
    createdBy: person(offer.createdBy),
    editedBy: person(offer.editedBy),
    submittedAt: iso(offer.submittedAt),
    approvedBy: offer.approvedBy ? person(offer.approvedBy) : null,
    sentBackComment: offer.sentBackComment,
    declineReason: offer.declineReason,
    hired: offer.hiredAt !== null,
    createdAt: iso(offer.createdAt),
    updatedAt: iso(offer.updatedAt),
  };
}
