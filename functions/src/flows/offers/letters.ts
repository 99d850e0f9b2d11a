import { createHash, randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  OFFER_MESSAGES,
  offerValues,
  PDF_MIME_TYPE,
  type OfferTemplate,
  type OfferTerms,
} from '@hr-portal/contract';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { isValidLink } from '../../lib/file-links.js';
import { fileStore } from '../../lib/storage/index.js';
import { fileNamePart } from '../shared/file-name.js';
import { fileOfLink } from './dto.js';
import { renderLetter } from './letter.js';
import { findOffer } from '../../data/offers/offers.js';
import { log } from '../../lib/log.js';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Where an offer's files live: one letter per version of the terms, each under a path of its own (two edits racing
 * for one version never write or remove each other's letter), and the signed letter.
 */
export const letterPath = (offerId: string, version: number) =>
  `offers/${offerId}/letter-v${version}-${randomUUID()}.pdf`;
export const signedPath = (offerId: string) => `offers/${offerId}/signed.pdf`;

export interface StoredLetter {
  pdfVersion: number;
  pdfPath: string;
  pdfSha256: string;
}

/**
 * Renders the letter for `terms` with the current template and stores it as `version`. The caller writes the
 * offer next and, if that fails, removes the file again (dropLetter).
 */
export async function storeLetter(
  offerId: string,
  version: number,
  template: OfferTemplate,
  terms: OfferTerms,
  about: { candidateName: string; jobTitle: string },
): Promise<StoredLetter> {
  let bytes: Buffer;
  try {
    bytes = await renderLetter({
      title: template.title,
      body: template.body,
      values: offerValues(terms, about),
      reference: `Offer ${offerId}, version ${version}`,
    });
  } catch (error) {
    log.error('Offer letter render failed', error, { offerId });
    throw new AppError(500, ERROR_CODES.internal, OFFER_MESSAGES.renderFailed);
  }
  const path = letterPath(offerId, version);
  await fileStore().put(path, bytes, PDF_MIME_TYPE);
  return { pdfVersion: version, pdfPath: path, pdfSha256: sha256(bytes) };
}

/** Removes a stored letter nobody points at any more (best effort: a leftover file is logged, not fatal). */
export async function dropLetter(path: string): Promise<void> {
  await fileStore()
    .delete(path)
    .catch((error: unknown) => log.error('Orphaned offer letter', error, { path }));
}

/** Serves an offer file for a valid, unexpired signed link: only the current letter version, or the signed one. */
export async function openOfferFile(linkId: string, expires: unknown, signature: unknown) {
  if (!isValidLink('offer', linkId, expires, signature)) throw forbidden(OFFER_MESSAGES.linkInvalid);
  const file = fileOfLink(linkId);
  const offer = file ? await findOffer(file.offerId) : null;
  if (!file || !offer) throw notFound(OFFER_MESSAGES.notFound);
  const path =
    file.version === 'signed' ? offer.signedPdfPath : file.version === offer.pdfVersion ? offer.pdfPath : null;
  if (!path) throw notFound(OFFER_MESSAGES.versionGone);
  const bytes = await fileStore().get(path);
  if (!bytes) throw notFound(OFFER_MESSAGES.notFound);
  const name = fileNamePart(offer.jobTitle, 'offer');
  return { bytes, fileName: `Offer - ${name}${file.version === 'signed' ? ' (signed)' : ''}.pdf` };
}
