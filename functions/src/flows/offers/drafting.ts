import {
  EDITABLE_OFFER_STATUSES,
  isExpired,
  OFFER_MESSAGES,
  OFFER_VARIABLES,
  variablesIn,
  type OfferTemplate,
  type OfferTemplateDto,
  type OfferTerms,
} from '@hr-portal/contract';
import type { AuditActor } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { requireApplication } from '../shared/require-application.js';
import { termsOf } from './dto.js';
import { dropLetter, storeLetter } from './letters.js';
import type { OfferRecord } from '../../data/offers/record.js';
import { findOffer, newOfferId } from '../../data/offers/offers.js';
import { changeOffer, createOffer } from './offer-changes.js';
import { offerStagesOf, requireOfferStage } from './stages.js';
import { loadOfferTemplate, storeOfferTemplate } from '../../data/offers/template.js';

const variablesOf = (template: Pick<OfferTemplate, 'fields'>) => [
  ...OFFER_VARIABLES,
  ...template.fields.map((field) => field.key),
];

export async function offerTemplate(): Promise<OfferTemplateDto> {
  const template = await loadOfferTemplate();
  return { ...template, variables: variablesOf(template) };
}

/** Saves the letter template (admin) after checking it uses only its variables (400 naming each unknown one). */
export async function saveOfferTemplate(actor: AuditActor, template: OfferTemplate): Promise<OfferTemplateDto> {
  const allowed = new Set(variablesOf(template));
  const unknown = [...new Set([template.title, template.body].flatMap(variablesIn))].filter(
    (name) => !allowed.has(name),
  );
  if (unknown.length > 0)
    throw badRequest(`${OFFER_MESSAGES.unknownVariables}: ${unknown.map((name) => `{{${name}}}`).join(', ')}`);
  await storeOfferTemplate(actor, template);
  return { ...template, variables: variablesOf(template) };
}

/** Refuses free fields the template does not declare, and an expiry already past. */
function checkTerms(terms: OfferTerms, template: OfferTemplate, now: number) {
  const declared = new Set(template.fields.map((field) => field.key));
  const unknown = Object.keys(terms.fields).filter((key) => !declared.has(key));
  if (unknown.length > 0) throw badRequest(`${OFFER_MESSAGES.unknownFields}: ${unknown.join(', ')}`);
  if (isExpired(terms.expiresOn, now)) throw badRequest(OFFER_MESSAGES.expiryPast);
}

/**
 * POST /api/application/:id/offer: hr drafts an offer for an application in an Offer stage. The letter is
 * rendered and stored first; the offer, its application's pointer, event and audit entry are one transaction.
 */
export async function draftOffer(actor: AuditActor, applicationId: string, terms: OfferTerms, now = Date.now()) {
  const application = await requireApplication(applicationId);
  const [stages, template] = await Promise.all([offerStagesOf(application.jobId), loadOfferTemplate()]);
  checkTerms(terms, template, now);
  const id = newOfferId();
  const about = {
    candidateName: application.candidateName || application.candidateEmail,
    jobTitle: application.jobSnapshot.title,
  };
  const letter = await storeLetter(id, 1, template, terms, about);
  try {
    return await createOffer(
      id,
      {
        ...termsOf(terms),
        ...letter,
        applicationId,
        jobId: application.jobId,
        jobTitle: about.jobTitle,
        candidate: application.candidate,
        candidateName: application.candidateName,
        candidateEmail: application.candidateEmail,
        status: 'draft',
        createdBy: actor.uid,
        editedBy: actor.uid,
        submittedAt: null,
        approvedBy: null,
        sentAt: null,
        sentBackComment: null,
        signature: null,
        signedPdfPath: null,
        declineReason: null,
        declinedAt: null,
        hiredAt: null,
      },
      actor,
      (current) => requireOfferStage(current.stage, stages, OFFER_MESSAGES.notInOfferStage),
      { event: 'offer_drafted', audit: 'offer.created', before: null, after: { ...termsOf(terms) }, mail: [] },
    );
  } catch (error) {
    await dropLetter(letter.pdfPath);
    throw error;
  }
}

/**
 * PUT /api/offer/:id: new terms, a new letter version. A change after submitting returns the offer to draft and
 * voids its approval: the candidate can no longer answer the old letter, and it must be approved again.
 */
export async function changeTerms(actor: AuditActor, id: string, terms: OfferTerms, now = Date.now()) {
  const offer = await findOffer(id);
  if (!offer) throw notFound(OFFER_MESSAGES.notFound);
  if (!EDITABLE_OFFER_STATUSES.includes(offer.status)) throw conflict(OFFER_MESSAGES.notEditable);
  const template = await loadOfferTemplate();
  checkTerms(terms, template, now);
  const about = { candidateName: offer.candidateName || offer.candidateEmail, jobTitle: offer.jobTitle };
  const letter = await storeLetter(id, offer.pdfVersion + 1, template, terms, about);
  let changed: OfferRecord;
  try {
    changed = await changeOffer(id, actor, (current) => {
      if (!EDITABLE_OFFER_STATUSES.includes(current.status)) throw conflict(OFFER_MESSAGES.notEditable);
      // Someone else changed it since it was read: their letter version stands; this one is dropped.
      if (current.pdfVersion !== offer.pdfVersion) throw conflict(OFFER_MESSAGES.changed);
      return {
        status: 'draft',
        fields: {
          ...termsOf(terms),
          ...letter,
          editedBy: actor.uid,
          submittedAt: null,
          approvedBy: null,
          sentAt: null,
        },
        effects: {
          event: 'offer_changed',
          audit: 'offer.changed',
          before: { ...termsOf(current), status: current.status },
          after: { ...termsOf(terms), status: 'draft' },
          mail: [],
        },
      };
    });
  } catch (error) {
    await dropLetter(letter.pdfPath);
    throw error;
  }
  await dropLetter(offer.pdfPath);
  return changed;
}
