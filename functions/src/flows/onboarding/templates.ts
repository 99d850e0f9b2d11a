import { ONBOARDING_LIMITS, ONBOARDING_MESSAGES, type OnboardingTemplateDto } from '@hr-portal/contract';
import type { OnboardingTemplateInput } from '@hr-portal/contract/schemas';
import type { Caller } from '../../lib/caller.js';
import { conflict, notFound } from '../../lib/errors.js';
import { runTransaction } from '../../lib/transactions.js';
import {
  createTemplateIn,
  findTemplate,
  listTemplates,
  removeTemplateIn,
  replaceTemplateIn,
} from '../../data/onboarding/templates.js';
import { existingPolicyIds } from '../../data/onboarding/policies.js';

/** Every onboarding template, by name. */
export const onboardingTemplates = () => listTemplates(ONBOARDING_LIMITS.templates);

export async function onboardingTemplate(id: string): Promise<OnboardingTemplateDto> {
  const template = await findTemplate(id);
  if (!template) throw notFound(ONBOARDING_MESSAGES.templateNotFound);
  return template;
}

/** Every policy a template's tasks ask to sign exists (409 otherwise: upload it first). */
async function requirePolicies(input: OnboardingTemplateInput): Promise<void> {
  const named = [...new Set(input.tasks.map((task) => task.policyId).filter(Boolean))];
  const existing = await existingPolicyIds(named);
  if (named.some((id) => !existing.has(id))) throw conflict(ONBOARDING_MESSAGES.policyUnknown);
}

/** A new template (at most ONBOARDING_LIMITS.templates); made default, it takes the default from the others. */
export async function createOnboardingTemplate(caller: Caller, input: OnboardingTemplateInput) {
  await requirePolicies(input);
  const id = await runTransaction((transaction) =>
    createTemplateIn(transaction, caller, input, ONBOARDING_LIMITS.templates),
  );
  if (!id) throw conflict(ONBOARDING_MESSAGES.templatesFull);
  return onboardingTemplate(id);
}

/** The whole template replaced; plans already made from it keep their tasks. */
export async function replaceOnboardingTemplate(caller: Caller, id: string, input: OnboardingTemplateInput) {
  await requirePolicies(input);
  if (!(await runTransaction((transaction) => replaceTemplateIn(transaction, caller, id, input))))
    throw notFound(ONBOARDING_MESSAGES.templateNotFound);
  return onboardingTemplate(id);
}

export async function removeOnboardingTemplate(caller: Caller, id: string) {
  if (!(await runTransaction((transaction) => removeTemplateIn(transaction, caller, id))))
    throw notFound(ONBOARDING_MESSAGES.templateNotFound);
  return { message: ONBOARDING_MESSAGES.templateRemoved };
}
