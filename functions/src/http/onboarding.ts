import { Router } from 'express';
import { onboardingTemplateSchema } from '@hr-portal/contract/schemas';
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
