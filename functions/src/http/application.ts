import { Router } from 'express';
import {
  applicationListQuerySchema,
  applyRequestSchema,
  bulkStageSchema,
  interviewerAssignSchema,
  offerTermsSchema,
  bookingLinkSchema,
  scorecardSchema,
  eventListQuerySchema,
  jobApplicationsQuerySchema,
  noteSchema,
  ownListQuerySchema,
  stageMoveSchema,
  statusUpdateSchema,
  bulkRequestSchema,
} from '@hr-portal/contract/schemas';
import { callerOf, requireRole, requireRoleOrKey } from './auth-middleware.js';
import { byCreation, decodeCursor, sendPage } from '../lib/paging.js';
import { requireSafeId } from '../lib/ids.js';
import { byCaller, rateLimit, type RateLimits } from '../lib/rate-limit.js';
import { sendPdf, signedPdfRoute } from './send-pdf.js';
import { notFound } from '../lib/errors.js';
import { parseInput } from './validate.js';
import { APPLICATION_MESSAGES, INTERVIEWER_ROLES, QUESTION_ID_PATTERN } from '@hr-portal/contract';
import {
  assignInterviewer,
  scorecardsFor,
  submitScorecard,
  unassignInterviewer,
} from '../flows/interviews/interviews.js';
import { sendBookingLink } from '../flows/scheduling/links.js';
import { cancelPendingAction, pendingActionsOf } from '../flows/stage-rules/pending.js';
import { bulkProgress, startBulk } from '../flows/bulk/bulk.js';
import { sweepBulk, undoBulk } from '../flows/bulk/undo.js';
import { config } from '../lib/config.js';
import { currentOfferOf, staffView } from '../flows/offers/offers.js';
import { draftOffer } from '../flows/offers/drafting.js';
import { hire } from '../flows/pipeline/hire.js';
import { moveManyToStage, moveToStage, moveToStatus, withdraw } from '../flows/pipeline/moves.js';
import {
  addNoteTo,
  applicationsFor,
  applicationsOf,
  apply,
  eventsFor,
  notesAbout,
  openAnswerFile,
  openApplicationResume,
} from '../flows/applications/applications.js';
import { mailAboutApplication } from '../flows/mail/mail.js';
import { requireApplication } from '../flows/shared/require-application.js';
import { toMyApplication, toStaffApplication } from '../flows/applications/dto.js';

export function applicationsRoutes(limits: RateLimits): Router {
  const applicationsRouter = Router();
  // Integrations with a key: applications:read reads as hr do; applications:write moves and notes.
  const read = requireRoleOrKey(limits, 'applications:read', 'admin', 'hr');
  const write = requireRoleOrKey(limits, 'applications:write', 'admin', 'hr');

  // The interview panel and scorecards.
  /** Panel and scorecards of one application, mounted under /api/application. */
  applicationsRouter.post('/:id/interviewers', requireRole('admin', 'hr'), async (req, res) => {
    const { uid } = parseInput(interviewerAssignSchema, req.body);
    res.status(201).json(await assignInterviewer(callerOf(req), requireSafeId(req.params.id), requireSafeId(uid)));
  });

  applicationsRouter.delete('/:id/interviewers/:uid', requireRole('admin', 'hr'), async (req, res) => {
    const id = requireSafeId(req.params.id);
    res.json(await unassignInterviewer(callerOf(req), id, requireSafeId(req.params.uid)));
  });

  applicationsRouter.put('/:id/scorecard', requireRole(...INTERVIEWER_ROLES), async (req, res) => {
    const scorecard = parseInput(scorecardSchema, req.body);
    res.json(await submitScorecard(callerOf(req), requireSafeId(req.params.id), scorecard));
  });

  applicationsRouter.get('/:id/scorecards', requireRole(...INTERVIEWER_ROLES), async (req, res) => {
    res.json(await scorecardsFor(callerOf(req), requireSafeId(req.params.id)));
  });

  /** The caller's applications with the job populated, newest first, paged (`?limit=` default 100). */
  applicationsRouter.get('/my', requireRole('candidate', 'employee'), async (req, res) => {
    const { limit, cursor } = parseInput(ownListQuerySchema, req.query);
    const records = await applicationsOf(callerOf(req).uid, limit, decodeCursor(cursor));
    sendPage(res, records, limit, byCreation, toMyApplication);
  });

  /** Applications for one job, newest first, paged like GET /api/application. */
  applicationsRouter.get('/job/:jobId', read, async (req, res) => {
    const { limit, cursor } = parseInput(jobApplicationsQuerySchema, req.query);
    const records = await applicationsFor({ jobId: requireSafeId(req.params.jobId) }, limit, decodeCursor(cursor));
    sendPage(res, records, limit, byCreation, toStaffApplication);
  });

  /**
   * Every application for the staff screens in one call (no call per job): newest first, `?limit=` (default 50,
   * max 100), `?cursor=`, optional `?job=`, `?status=` and `?meets=true` (meets every must-have); next cursor in
   * the X-Next-Cursor header.
   */
  applicationsRouter.get('/', read, async (req, res) => {
    const { limit, cursor, job, status, meets } = parseInput(applicationListQuerySchema, req.query);
    const jobId = job === undefined ? undefined : requireSafeId(job);
    const filters = { jobId, status, meetsMustHaves: meets === 'true' };
    const records = await applicationsFor(filters, limit, decodeCursor(cursor));
    sendPage(res, records, limit, byCreation, toStaffApplication);
  });

  /** Many applications to one stage: `{ moved: [...ids], failed: [{ id, message }] }` (hr, admin). */
  applicationsRouter.post('/bulk-stage', requireRole('admin', 'hr'), async (req, res) => {
    const { ids, stage, reason } = parseInput(bulkStageSchema, req.body);
    res.json(await moveManyToStage(callerOf(req), ids, { stage, reason }));
  });

  // Bulk actions: a job with progress and an undo (registered before POST /:jobId, which would take "bulk").
  /** POST /api/application/bulk {ids | filter, action, preview?} -> 202 { id }, or the preview's counts. */
  applicationsRouter.post('/bulk', write, async (req, res) => {
    const request = parseInput(bulkRequestSchema, req.body);
    const answer = await startBulk(callerOf(req), request);
    res.status('preview' in answer ? 200 : 202).json(answer);
  });
  if (config.emulated) {
    /** Runs the bulk sweep now, optionally as of a later moment (emulators only). */
    applicationsRouter.post('/bulk/sweep/run', requireRole('admin'), async (req, res) => {
      const now = Number((req.body as { now?: unknown } | undefined)?.now);
      res.json(await sweepBulk(Number.isFinite(now) && now > 0 ? now : Date.now()));
    });
  }
  applicationsRouter.get('/bulk/:id', write, async (req, res) => {
    res.json(await bulkProgress(callerOf(req), requireSafeId(req.params.id)));
  });
  applicationsRouter.post('/bulk/:id/undo', write, async (req, res) => {
    res.json(await undoBulk(callerOf(req), requireSafeId(req.params.id)));
  });

  applicationsRouter.post(
    '/:jobId',
    requireRole('candidate', 'employee'),
    rateLimit(limits, [['applyPerUser', byCaller]]),
    async (req, res) => {
      const { resumeUrl: resumeLink, ...options } = parseInput(applyRequestSchema, req.body);
      res.status(201).json(await apply(callerOf(req), requireSafeId(req.params.jobId), resumeLink, options));
    },
  );

  /** The old status dropdown: moves to the first stage showing that status. */
  applicationsRouter.patch('/:id/status', requireRole('admin', 'hr'), async (req, res) => {
    const { status } = parseInput(statusUpdateSchema, req.body);
    res.json({ status: await moveToStatus(callerOf(req), requireSafeId(req.params.id), status) });
  });

  /**
   * The application's event log, paged (`?limit=` default 20, `?cursor=`): hr and admin get the timeline, the
   * candidate their own status history.
   */
  applicationsRouter.get(
    '/:id/events',
    requireRoleOrKey(limits, 'applications:read', 'admin', 'hr', 'candidate', 'employee'),
    async (req, res) => {
      const { limit, cursor } = parseInput(eventListQuerySchema, req.query);
      const { page, toDto } = await eventsFor(callerOf(req), requireSafeId(req.params.id), limit, decodeCursor(cursor));
      sendPage(res, page, limit, (last) => ({ at: last.at.getTime(), id: last.id }), toDto);
    },
  );

  /** One application as staff see it (the board's drawer; its timeline is GET /:id/events). */
  applicationsRouter.get('/:id', read, async (req, res) => {
    res.json(toStaffApplication(await requireApplication(requireSafeId(req.params.id))));
  });

  applicationsRouter.patch('/:id/stage', write, async (req, res) => {
    res.json(await moveToStage(callerOf(req), requireSafeId(req.params.id), parseInput(stageMoveSchema, req.body)));
  });

  applicationsRouter.post('/:id/withdraw', requireRole('candidate', 'employee'), async (req, res) => {
    res.json(await withdraw(callerOf(req), requireSafeId(req.params.id)));
  });

  applicationsRouter.post('/:id/hire', requireRole('admin', 'hr'), async (req, res) => {
    res.json(await hire(callerOf(req), requireSafeId(req.params.id)));
  });

  applicationsRouter.get('/:id/notes', read, async (req, res) => {
    res.json(await notesAbout(requireSafeId(req.params.id)));
  });

  applicationsRouter.post('/:id/notes', write, async (req, res) => {
    const { text, mentions } = parseInput(noteSchema, req.body);
    res.status(201).json(await addNoteTo(callerOf(req), requireSafeId(req.params.id), text, mentions ?? []));
  });

  /** Every message about an application (the staff timeline). */
  applicationsRouter.get('/:id/mail', requireRole('admin', 'hr'), async (req, res) => {
    res.json(await mailAboutApplication(requireSafeId(req.params.id)));
  });

  applicationsRouter.get('/:id/resume', signedPdfRoute(openApplicationResume));

  /** A file answer, behind a signed link from the staff view (like the resume). */
  applicationsRouter.get('/:id/answers/:questionId/file', async (req, res) => {
    const questionId = String(req.params.questionId);
    if (!QUESTION_ID_PATTERN.test(questionId)) throw notFound(APPLICATION_MESSAGES.resumeNotFound);
    const { expires, signature } = req.query;
    const { bytes, fileName } = await openAnswerFile(requireSafeId(req.params.id), questionId, expires, signature);
    sendPdf(res, bytes, fileName);
  });

  // The booking link sent to the candidate.
  /** POST /api/application/:id/schedule {lengthMinutes, required, days} -> {bookingId, url} (hr, admin). */
  applicationsRouter.post('/:id/schedule', requireRole('hr', 'admin'), async (req, res) => {
    const input = parseInput(bookingLinkSchema, req.body);
    res.status(201).json(await sendBookingLink(callerOf(req), requireSafeId(req.params.id), input));
  });

  // What its stage rules hold back: delayed e-mails, listed and cancellable (hr, admin).
  applicationsRouter.get('/:id/pending-actions', requireRole('hr', 'admin'), async (req, res) => {
    res.json(await pendingActionsOf(requireSafeId(req.params.id)));
  });
  applicationsRouter.post('/:id/pending-actions/:actionId/cancel', requireRole('hr', 'admin'), async (req, res) => {
    const id = requireSafeId(req.params.id);
    res.json(await cancelPendingAction(callerOf(req), id, requireSafeId(req.params.actionId)));
  });

  // Its offer.
  /** Offers of an application: POST /api/application/:id/offer (draft), GET the current one (hr, admin). */
  applicationsRouter.post('/:id/offer', requireRole('hr', 'admin'), async (req, res) => {
    const offer = await draftOffer(callerOf(req), requireSafeId(req.params.id), parseInput(offerTermsSchema, req.body));
    res.status(201).json(await staffView(offer));
  });
  applicationsRouter.get('/:id/offer', requireRole('hr', 'admin'), async (req, res) => {
    res.json(await currentOfferOf(requireSafeId(req.params.id)));
  });
  return applicationsRouter;
}
