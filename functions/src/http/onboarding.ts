import { Router, type RequestHandler } from 'express';
import { DOCUMENT_MESSAGES, MAX_UPLOAD_BYTES, ONBOARDING_MESSAGES } from '@hr-portal/contract';
import {
  onboardingTemplateSchema,
  planChangeSchema,
  plansQuerySchema,
  taskAcceptSchema,
  taskAskAgainSchema,
  taskAssignSchema,
  taskSignSchema,
  digestRunSchema,
  planTaskSchema,
} from '@hr-portal/contract/schemas';
import { callerOf, requireRole } from './auth-middleware.js';
import { parseInput } from './validate.js';
import { signingContextOf } from './signing-context.js';
import { requireSafeId } from '../lib/ids.js';
import {
  createOnboardingTemplate,
  onboardingTemplate,
  onboardingTemplates,
  removeOnboardingTemplate,
  replaceOnboardingTemplate,
} from '../flows/onboarding/templates.js';
import { myOnboarding } from '../flows/onboarding/my.js';
import { addPlanTask, assignTask, completeTask, moveStartDate, removePlanTask } from '../flows/onboarding/tasks.js';
import { onboardingPlan, onboardingPlans, PLAN_CSV_FIELDS, plansCsvRows } from '../flows/onboarding/plans-list.js';
import { csvHeaders, csvOf } from '../lib/csv.js';
import { decodeCursor, sendPage } from '../lib/paging.js';
import { readMultipart } from '../lib/multipart.js';
import { byCaller, rateLimit, type RateLimits } from '../lib/rate-limit.js';
import { signedPdfRoute } from './send-pdf.js';
import { onboardingPolicies, openPolicyFile, uploadPolicy } from '../flows/onboarding/policies.js';
import { acceptTaskDocument, askForDocumentAgain, uploadTaskDocument } from '../flows/onboarding/documents.js';
import { signPolicy } from '../flows/onboarding/acknowledgments.js';
import { runDigest } from '../flows/onboarding/digest.js';
import { config } from '../lib/config.js';

/** /api/onboarding: templates and policies (hr, admin), plans (hr, admin), and each person's own onboarding. */
export function onboardingRoutes(limits: RateLimits): Router {
  const onboardingRouter = Router();
  const staff = requireRole('hr', 'admin');
  const staffAndEmployees = requireRole('employee', 'hr', 'admin');
  /** Room for the multipart envelope around a file at the limit (and a title); the file is checked exactly. */
  const readUpload = (req: Parameters<typeof readMultipart>[0]) =>
    readMultipart(req, MAX_UPLOAD_BYTES + 1, DOCUMENT_MESSAGES.tooLarge);

  /** GET /api/onboarding/my -> MyOnboardingDto: the caller's own plan, and the tasks they do for others' plans. */
  onboardingRouter.get('/my', staffAndEmployees, async (req, res) => {
    res.json(await myOnboarding(callerOf(req)));
  });

  /** GET /api/onboarding/templates -> OnboardingTemplateDto[], by name (all of them: at most 100). */
  onboardingRouter.get('/templates', staff, async (_req, res) => {
    res.json(await onboardingTemplates());
  });

  /** POST /api/onboarding/templates {name, tasks, jobIds?, departments?, isDefault?} -> 201 OnboardingTemplateDto. */
  onboardingRouter.post('/templates', staff, async (req, res) => {
    res.status(201).json(await createOnboardingTemplate(callerOf(req), parseInput(onboardingTemplateSchema, req.body)));
  });

  /** GET /api/onboarding/templates/:id -> OnboardingTemplateDto. */
  onboardingRouter.get('/templates/:id', staff, async (req, res) => {
    res.json(await onboardingTemplate(requireSafeId(req.params.id)));
  });

  /** PUT /api/onboarding/templates/:id {whole template} -> OnboardingTemplateDto, audited. */
  onboardingRouter.put('/templates/:id', staff, async (req, res) => {
    const input = parseInput(onboardingTemplateSchema, req.body);
    res.json(await replaceOnboardingTemplate(callerOf(req), requireSafeId(req.params.id), input));
  });

  /** DELETE /api/onboarding/templates/:id: plans made from it keep their tasks. */
  onboardingRouter.delete('/templates/:id', staff, async (req, res) => {
    res.json(await removeOnboardingTemplate(callerOf(req), requireSafeId(req.params.id)));
  });

  /** POST /api/onboarding/tasks/:id/complete -> OnboardingTaskDto: a to-do done by whoever does it (once). */
  onboardingRouter.post('/tasks/:id/complete', staffAndEmployees, async (req, res) => {
    res.json(await completeTask(callerOf(req), requireSafeId(req.params.id)));
  });

  /** PATCH /api/onboarding/tasks/:id {ownerUid} (hr, admin) -> OnboardingTaskDto: the colleague for the task. */
  onboardingRouter.patch('/tasks/:id', staff, async (req, res) => {
    const { ownerUid } = parseInput(taskAssignSchema, req.body);
    res.json(await assignTask(callerOf(req), requireSafeId(req.params.id), ownerUid));
  });

  /**
   * GET /api/onboarding/plans?status=open|completed|all&limit=&cursor= (hr, admin) -> OnboardingPlanDto[]; with
   * format=csv, every plan of the list as CSV. GET /api/onboarding is the same list.
   */
  const listPlans: RequestHandler = async (req, res) => {
    const { limit, cursor, status, format } = parseInput(plansQuerySchema, req.query);
    if (format === 'csv') {
      res.set(csvHeaders(`onboarding-plans-${status}.csv`));
      return void res.send(csvOf(PLAN_CSV_FIELDS, await plansCsvRows(status)));
    }
    const page = await onboardingPlans(limit, decodeCursor(cursor), status);
    sendPage(
      res,
      page,
      limit,
      ({ cursor: position }) => position,
      ({ dto }) => dto,
    );
  };
  onboardingRouter.get('/', staff, listPlans);
  onboardingRouter.get('/plans', staff, listPlans);

  /** GET /api/onboarding/plans/:id (hr, admin) -> the plan with its tasks. */
  onboardingRouter.get('/plans/:id', staff, async (req, res) => {
    res.json(await onboardingPlan(requireSafeId(req.params.id)));
  });

  /** PATCH /api/onboarding/plans/:id {startDate} (hr, admin) -> the plan: every due date moves with the start date. */
  onboardingRouter.patch('/plans/:id', staff, async (req, res) => {
    const { startDate } = parseInput(planChangeSchema, req.body);
    const id = requireSafeId(req.params.id);
    await moveStartDate(callerOf(req), id, startDate);
    res.json(await onboardingPlan(id));
  });

  /** POST /api/onboarding/plans/:id/tasks {title, owner, kind, dueDay, ...} (hr, admin) -> 201 the task added. */
  onboardingRouter.post('/plans/:id/tasks', staff, async (req, res) => {
    const input = parseInput(planTaskSchema, req.body);
    res.status(201).json(await addPlanTask(callerOf(req), requireSafeId(req.params.id), input));
  });

  /** DELETE /api/onboarding/plans/:id/tasks/:taskId (hr, admin): the task leaves the plan. */
  onboardingRouter.delete('/plans/:id/tasks/:taskId', staff, async (req, res) => {
    await removePlanTask(callerOf(req), requireSafeId(req.params.id), requireSafeId(req.params.taskId));
    res.json({ message: ONBOARDING_MESSAGES.taskRemoved });
  });

  /** GET /api/onboarding/policies (hr, admin) -> OnboardingPolicyDto[], by title. */
  onboardingRouter.get('/policies', staff, async (_req, res) => {
    res.json(await onboardingPolicies());
  });

  /** POST /api/onboarding/policies (admin; multipart `title`, `file`) -> 201 OnboardingPolicyDto. */
  onboardingRouter.post('/policies', requireRole('admin'), async (req, res) => {
    res.status(201).json(await uploadPolicy(callerOf(req), await readUpload(req)));
  });

  /** PUT /api/onboarding/policies/:id (admin; multipart `file`, `title?`) -> a new version of the policy. */
  onboardingRouter.put('/policies/:id', requireRole('admin'), async (req, res) => {
    const id = requireSafeId(req.params.id);
    res.json(await uploadPolicy(callerOf(req), await readUpload(req), id));
  });

  /** GET /api/onboarding/policies/:id/file?expires&signature: a policy version, by its signed link. */
  onboardingRouter.get('/policies/:id/file', signedPdfRoute(openPolicyFile));

  /** POST /api/onboarding/tasks/:id/document (multipart `file`) -> the task, submitted: the new hire's PDF. */
  onboardingRouter.post(
    '/tasks/:id/document',
    staffAndEmployees,
    rateLimit(limits, [['uploadPerUser', byCaller]]),
    async (req, res) => {
      const id = requireSafeId(req.params.id);
      res.json(await uploadTaskDocument(callerOf(req), id, await readUpload(req)));
    },
  );

  /** POST /api/onboarding/tasks/:id/accept {documentId} (hr, admin) -> the task, done: the document is accepted. */
  onboardingRouter.post('/tasks/:id/accept', staff, async (req, res) => {
    const { documentId } = parseInput(taskAcceptSchema, req.body);
    res.json(await acceptTaskDocument(callerOf(req), requireSafeId(req.params.id), documentId));
  });

  /** POST /api/onboarding/tasks/:id/ask-again {documentId, comment} (hr, admin) -> the task, open again with the comment. */
  onboardingRouter.post('/tasks/:id/ask-again', staff, async (req, res) => {
    const { documentId, comment } = parseInput(taskAskAgainSchema, req.body);
    res.json(await askForDocumentAgain(callerOf(req), requireSafeId(req.params.id), documentId, comment));
  });

  /** POST /api/onboarding/tasks/:id/sign {fullName, policySha256} -> the task, done; the signed copy is filed. */
  onboardingRouter.post(
    '/tasks/:id/sign',
    staffAndEmployees,
    rateLimit(limits, [['uploadPerUser', byCaller]]),
    async (req, res) => {
      const answer = parseInput(taskSignSchema, req.body);
      const context = signingContextOf(req);
      res.json(await signPolicy(callerOf(req), requireSafeId(req.params.id), answer, context));
    },
  );

  // The daily digest is a scheduled function (index.ts), which the emulators do not run: here it runs on demand,
  // with the clock a test sets.
  if (config.emulated) {
    onboardingRouter.post('/digest/run', staff, async (req, res) => {
      const { now } = parseInput(digestRunSchema, req.body);
      res.json(await runDigest(now ? Date.parse(now) : Date.now()));
    });
  }

  return onboardingRouter;
}
