import {
  addDays,
  dayOf,
  type MyOnboardingDto,
  type OnboardingPlanDto,
  type OnboardingTaskDto,
} from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { findUsers } from '../../data/users/users.js';
import {
  newestPlanOf,
  tasksDoneBy,
  tasksOfPlan,
  type PlanRecord,
  type TaskRecord,
} from '../../data/onboarding/plans.js';

/** How many of others' tasks "my onboarding" lists (a buddy has a handful). */
const FOR_OTHERS = 50;

/** The names of the colleagues picked for a plan's tasks (one read of their users documents). */
export async function doersOf(tasks: TaskRecord[]): Promise<Map<string, { name: string }>> {
  return findUsers(tasks.filter((task) => task.owner === 'colleague' && task.ownerUid).map((task) => task.ownerUid));
}

export function toTaskDto(
  task: TaskRecord,
  now = Date.now(),
  doers: Map<string, { name: string }> = new Map(),
): OnboardingTaskDto {
  return {
    _id: task.id,
    planId: task.planId,
    title: task.title,
    description: task.description,
    kind: task.kind,
    owner: task.owner,
    colleagueRole: task.colleagueRole,
    doerName: task.owner === 'colleague' ? (doers.get(task.ownerUid)?.name ?? '') : '',
    dueDate: task.dueDate,
    status: task.status,
    overdue: task.status !== 'done' && task.dueDate < dayOf(now),
  };
}

export const toPlanDto = (plan: PlanRecord, now = Date.now()): OnboardingPlanDto => ({
  _id: plan.id,
  person: plan.person,
  personName: plan.personName,
  jobTitle: plan.jobTitle,
  templateName: plan.templateName,
  startDate: plan.startDate,
  tasksTotal: plan.tasksTotal,
  tasksDone: plan.tasksDone,
  overdue: Object.values(plan.openDue).filter((dueDate) => dueDate < dayOf(now)).length,
  completedAt: plan.completedAt?.toISOString() ?? null,
});

/** Overdue first, then by due date. */
const byUrgency = (a: OnboardingTaskDto, b: OnboardingTaskDto) =>
  Number(b.overdue) - Number(a.overdue) || a.dueDate.localeCompare(b.dueDate);

/**
 * GET /api/onboarding/my: the caller's own plan with its tasks, and the tasks they do for others' plans with only
 * the new hire's name and start date. Nothing else of anyone's plan reaches them.
 */
export async function myOnboarding(caller: Caller, now = Date.now()): Promise<MyOnboardingDto> {
  const [plan, forOthers] = await Promise.all([newestPlanOf(caller.uid), tasksDoneBy(caller.uid, FOR_OTHERS)]);
  const planTasks = plan ? await tasksOfPlan(plan.id) : [];
  const doers = await doersOf(planTasks);
  const own = planTasks.map((task) => toTaskDto(task, now, doers)).sort(byUrgency);
  return {
    plan: plan && { ...toPlanDto(plan, now), tasks: own },
    forOthers: forOthers.map((task) => ({
      ...toTaskDto(task, now),
      newHireName: task.personName,
      // The plan's start date, as the task implies it (its due date less its due day).
      startDate: addDays(task.dueDate, -task.dueDay),
    })),
  };
}
