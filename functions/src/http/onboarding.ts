import { Router } from 'express';
import {
  onboardingTemplateSchema,
  planChangeSchema,
  plansQuerySchema,
  taskAssignSchema,
} from '@hr-portal/contract/schemas';
import { callerOf, requireRole } from './auth-middleware.js';
import { parseInput } from './validate.js';
import { requireSafeId } from '../lib/ids.js';
import {
  createOnboardingTemplate,
  onboardingTemplate,
  onboardingTemplates,
  removeOnboardingTemplate,
  replaceOnboardingTemplate,
} from '../flows/onboarding/templates.js';
import { myOnboarding } from '../flows/onboarding/my.js';
import { assignTask, completeTask, moveStartDate } from '../flows/onboarding/tasks.js';
import { onboardingPlan, onboardingPlans } from '../flows/onboarding/plans-list.js';
import { decodeCursor, sendPage } from '../lib/paging.js';

/** /api/onboarding: onboarding templates (hr, admin), and each person's own onboarding. */
export const onboardingRouter = Router();
const staff = requireRole('hr', 'admin');

/** GET /api/onboarding/my -> MyOnboardingDto: the caller's own plan, and the tasks they do for others' plans. */
onboardingRouter.get('/my', requireRole('employee', 'hr', 'admin'), async (req, res) => {
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
onboardingRouter.post('/tasks/:id/complete', requireRole('employee', 'hr', 'admin'), async (req, res) => {
  res.json(await completeTask(callerOf(req), requireSafeId(req.params.id)));
});

/** PATCH /api/onboarding/tasks/:id {ownerUid} (hr, admin) -> OnboardingTaskDto: the colleague for the task. */
onboardingRouter.patch('/tasks/:id', staff, async (req, res) => {
  const { ownerUid } = parseInput(taskAssignSchema, req.body);
  res.json(await assignTask(callerOf(req), requireSafeId(req.params.id), ownerUid));
});

/** GET /api/onboarding/plans?open=&limit=&cursor= (hr, admin) -> OnboardingPlanDto[], newest first. */
onboardingRouter.get('/plans', staff, async (req, res) => {
  const { limit, cursor, open } = parseInput(plansQuerySchema, req.query);
  const page = await onboardingPlans(limit, decodeCursor(cursor), open === 'true');
  sendPage(
    res,
    page,
    limit,
    ({ record }) => ({ at: record.createdAt?.getTime() ?? 0, id: record.id }),
    ({ dto }) => dto,
  );
});

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
