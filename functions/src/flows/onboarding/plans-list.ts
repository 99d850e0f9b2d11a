import { ONBOARDING_MESSAGES, type OnboardingPlanDto, type OnboardingTaskDto } from '@hr-portal/contract';
import { notFound } from '../../lib/errors.js';
import { findPlan, listPlans } from '../../data/onboarding/plans.js';
import { tasksOfPlan } from '../../data/onboarding/tasks.js';
import { doersOf, policiesOf, toPlanDto, toTaskDto } from './my.js';

type Status = 'open' | 'completed' | 'all';

/** hr's list of plans: progress and overdue counts from each plan alone (no task is read). */
export async function onboardingPlans(limit: number, after: { at: number; id: string } | null, status: Status) {
  const plans = await listPlans(limit, after, status);
  const now = Date.now();
  return plans.map((plan) => ({
    dto: toPlanDto(plan, now),
    // Where the next page starts: the order's time (completion for completed plans, else creation).
    cursor: { at: (status === 'completed' ? plan.completedAt : plan.createdAt)?.getTime() ?? 0, id: plan.id },
  }));
}

/** How many plans a CSV export holds at most. */
export const PLANS_CSV_CAP = 2000;

export const PLAN_CSV_FIELDS = [
  'name',
  'job',
  'template',
  'startDate',
  'tasksDone',
  'tasksTotal',
  'progressPercent',
  'overdue',
  'completedAt',
];

/** Every plan of the list (up to PLANS_CSV_CAP), as CSV rows. */
export async function plansCsvRows(status: Status) {
  const rows: Record<string, string | number | null>[] = [];
  let after: { at: number; id: string } | null = null;
  while (rows.length < PLANS_CSV_CAP) {
    const page = await onboardingPlans(500, after, status);
    for (const { dto } of page)
      rows.push({
        name: dto.personName,
        job: dto.jobTitle,
        template: dto.templateName,
        startDate: dto.startDate,
        tasksDone: dto.tasksDone,
        tasksTotal: dto.tasksTotal,
        progressPercent: dto.tasksTotal ? Math.round((dto.tasksDone / dto.tasksTotal) * 100) : 100,
        overdue: dto.overdue,
        completedAt: dto.completedAt,
      });
    if (page.length < 500) break;
    after = page[page.length - 1]!.cursor;
  }
  return rows.slice(0, PLANS_CSV_CAP);
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
