import { Router, type Request } from 'express';
import {
  offerAcceptSchema,
  offerCommentSchema,
  offerDeclineSchema,
  offerTermsSchema,
} from '@hr-portal/contract/schemas';
import { callerOf, requireRole } from './auth-middleware.js';
import { requireSafeId } from '../lib/ids.js';
import { signedPdfRoute } from './send-pdf.js';
import { parseInput } from './validate.js';
import { signingContextOf } from './signing-context.js';
import { acceptOffer, declineOffer, finishHire } from '../flows/offers/answers.js';
import { approveOffer, sendBackOffer, submitOffer, withdrawOffer } from '../flows/offers/approval.js';
import { changeTerms } from '../flows/offers/drafting.js';
import { myOffers, offerFor, staffView, viewFor } from '../flows/offers/offers.js';
import { openOfferFile } from '../flows/offers/letters.js';

const STAFF = ['hr', 'admin'] as const;
/** Who can be made an offer: candidates, and employees who applied for an internal move. */
const PEOPLE = ['candidate', 'employee'] as const;
const offerId = (req: Request) => requireSafeId(req.params.id);

/** One offer: its views, the approval steps (staff) and the candidate's answer. */
export const offerRouter = Router();

/** GET /api/offer/my -> CandidateOfferDto[]: the caller's offers sent to them (My Applications). */
offerRouter.get('/my', requireRole(...PEOPLE), async (req, res) => {
  res.json(await myOffers(callerOf(req)));
});

/** GET /api/offer/:id: the candidate's own sent offer, or the staff view. */
offerRouter.get('/:id', requireRole(...PEOPLE, ...STAFF), async (req, res) => {
  res.json(await offerFor(callerOf(req), offerId(req)));
});

/** PUT /api/offer/:id OfferTerms: new terms and letter; after submitting, back to draft (approval void). */
offerRouter.put('/:id', requireRole(...STAFF), async (req, res) => {
  const terms = parseInput(offerTermsSchema, req.body);
  res.json(await staffView(await changeTerms(callerOf(req), offerId(req), terms)));
});

offerRouter.post('/:id/submit', requireRole(...STAFF), async (req, res) => {
  res.json(await staffView(await submitOffer(callerOf(req), offerId(req))));
});

offerRouter.post('/:id/approve', requireRole('admin'), async (req, res) => {
  res.json(await staffView(await approveOffer(callerOf(req), offerId(req))));
});

offerRouter.post('/:id/send-back', requireRole('admin'), async (req, res) => {
  const { comment } = parseInput(offerCommentSchema, req.body);
  res.json(await staffView(await sendBackOffer(callerOf(req), offerId(req), comment)));
});

offerRouter.post('/:id/withdraw', requireRole(...STAFF), async (req, res) => {
  res.json(await staffView(await withdrawOffer(callerOf(req), offerId(req))));
});

/** POST /api/offer/:id/hire (staff): completes an accepted offer's hire when it was interrupted. */
offerRouter.post('/:id/hire', requireRole(...STAFF), async (req, res) => {
  res.json(await staffView(await finishHire(callerOf(req), offerId(req))));
});

/** POST /api/offer/:id/accept {fullName, pdfSha256?}: signs; the address and browser are recorded with it. */
offerRouter.post('/:id/accept', requireRole(...PEOPLE), async (req, res) => {
  const answer = parseInput(offerAcceptSchema, req.body);
  const caller = callerOf(req);
  const context = signingContextOf(req);
  res.json(await viewFor(caller, await acceptOffer(caller, offerId(req), answer, context)));
});

offerRouter.post('/:id/decline', requireRole(...PEOPLE), async (req, res) => {
  const { reason } = parseInput(offerDeclineSchema, req.body);
  const caller = callerOf(req);
  res.json(await viewFor(caller, await declineOffer(caller, offerId(req), reason)));
});

/** GET /api/offer/:id/file?expires&signature: a letter version or the signed letter, by its signed link. */
offerRouter.get('/:id/file', signedPdfRoute(openOfferFile));
