import {
  addDays,
  dayOf,
  type MyOnboardingDto,
  type OnboardingPlanDto,
  type OnboardingTaskDto,
} from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { mintFileLink } from '../../lib/file-links.js';
import { findUsers } from '../../data/users/users.js';
import { findPolicy, type PolicyRecord } from '../../data/onboarding/policies.js';
import { policyLink } from './policies.js';
import { newestPlanOf } from '../../data/onboarding/plans.js';
import { tasksDoneBy, tasksOfPlan } from '../../data/onboarding/tasks.js';
import { type PlanRecord, type TaskRecord } from '../../data/onboarding/plan-records.js';

/** How many of others' tasks "my onboarding" lists (a buddy has a handful). */
const FOR_OTHERS = 50;

/** The names of the colleagues picked for a plan's tasks (one read of their users documents). */
export async function doersOf(tasks: TaskRecord[]): Promise<Map<string, { name: string }>> {
  return findUsers(tasks.filter((task) => task.owner === 'colleague' && task.ownerUid).map((task) => task.ownerUid));
}

/** The current versions of the policies a plan's open tasks ask to sign (a plan names a handful). */
export async function policiesOf(tasks: TaskRecord[]): Promise<Map<string, PolicyRecord>> {
  const ids = [
    ...new Set(tasks.filter((task) => task.kind === 'acknowledgment' && task.status !== 'done').map((t) => t.policyId)),
  ].filter(Boolean);
  const found = await Promise.all(ids.map(findPolicy));
  return new Map(
    found.filter((policy): policy is PolicyRecord => policy !== null).map((policy) => [policy.id, policy]),
  );
}

/** What a task view may add: who does colleagues' tasks, and (new hire, hr) the policies and the files. */
export interface TaskContext {
  doers?: Map<string, { name: string }>;
  policies?: Map<string, PolicyRecord>;
  /** Only the new hire and hr see the files of a task. */
  withFiles?: boolean;
}

function policyOf(task: TaskRecord, policies: Map<string, PolicyRecord> | undefined) {
  const policy = task.status !== 'done' ? policies?.get(task.policyId) : undefined;
  return policy ? { title: policy.title, url: policyLink(policy), sha256: policy.sha256 } : null;
}

export function toTaskDto(task: TaskRecord, now = Date.now(), context: TaskContext = {}): OnboardingTaskDto {
  const { doers = new Map<string, { name: string }>(), policies, withFiles = false } = context;
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
    documentUrl: withFiles && task.documentId ? mintFileLink(task.documentId, now) : null,
    documentId: withFiles && task.documentId ? task.documentId : null,
    comment: task.comment,
    policy: withFiles ? policyOf(task, policies) : null,
    signedAt: task.signature?.signedAt.toISOString() ?? null,
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
  const [doers, policies] = await Promise.all([doersOf(planTasks), policiesOf(planTasks)]);
  const own = planTasks.map((task) => toTaskDto(task, now, { doers, policies, withFiles: true })).sort(byUrgency);
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
