import { ONBOARDING_MESSAGES, type OnboardingPlanDto, type OnboardingTaskDto } from '@hr-portal/contract';
import { notFound } from '../../lib/errors.js';
import { findPlan, listPlans, tasksOfPlan } from '../../data/onboarding/plans.js';
import { doersOf, policiesOf, toPlanDto, toTaskDto } from './my.js';

/** hr's list of plans, newest first: progress and overdue counts from each plan alone (no task is read). */
export async function onboardingPlans(limit: number, after: { at: number; id: string } | null, openOnly: boolean) {
  const plans = await listPlans(limit, after, openOnly);
  return plans.map((plan) => ({ record: plan, dto: toPlanDto(plan) }));
}

/** One plan with all its tasks (hr, admin). */
export async function onboardingPlan(id: string): Promise<OnboardingPlanDto & { tasks: OnboardingTaskDto[] }> {
  const plan = await findPlan(id);
  if (!plan) throw notFound(ONBOARDING_MESSAGES.planNotFound);
  const tasks = await tasksOfPlan(id);
  const [doers, policies] = await Promise.all([doersOf(tasks), policiesOf(tasks)]);
  const now = Date.now();
  return { ...toPlanDto(plan), tasks: tasks.map((task) => toTaskDto(task, now, { doers, policies, withFiles: true })) };
}
