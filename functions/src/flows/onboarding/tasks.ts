import { randomBytes } from 'node:crypto';
import { addDays, ONBOARDING_LIMITS, ONBOARDING_MESSAGES, type OnboardingTaskDto } from '@hr-portal/contract';
import type { PlanTaskInput } from '@hr-portal/contract/schemas';
import { personTarget, recordAudit } from '../../lib/audit.js';
import type { Caller } from '../../lib/caller.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { runTransaction } from '../../lib/transactions.js';
import {
  addTaskIn,
  assignTaskIn,
  completeTaskIn,
  removeTaskIn,
  planTasksIn,
  taskIn,
} from '../../data/onboarding/tasks.js';
import { moveStartDateIn, planIn } from '../../data/onboarding/plans.js';
import { type PlanRecord, type TaskRecord, type TaskSignature } from '../../data/onboarding/plan-records.js';
import type { Transaction } from 'firebase-admin/firestore';
import { userIn } from '../../data/users/users.js';
import { toTaskDto } from './my.js';
import { existingPolicyIds } from '../../data/onboarding/policies.js';
import { completionMailIn, queueIfAny } from './mail.js';
import { notifyIn } from '../../data/notifications/notifications.js';
import { onboardingTask } from '../shared/notification-drafts.js';

export const forbidden = (message: string) => new AppError(403, 'forbidden', message);
const isStaff = (role: string) => role === 'hr' || role === 'admin';

/** Whether the caller is the one who does the task: its owner by uid, or hr and admins for hr's tasks. */
export const doesTask = (caller: Caller, task: TaskRecord) =>
  task.owner === 'hr' ? isStaff(caller.role) : task.ownerUid !== '' && task.ownerUid === caller.uid;

/**
 * A task is done, with what its kind records (a signature); the plan's last one also tells its hr contact, in the
 * same transaction (completeTask, acceptTaskDocument, signPolicy). Reads before it writes.
 */
export async function finishTaskIn(
  transaction: Transaction,
  plan: PlanRecord,
  task: TaskRecord,
  by: string,
  extra: { signature?: TaskSignature } = {},
): Promise<void> {
  const mail = await completionMailIn(transaction, plan, plan.tasksDone + 1);
  completeTaskIn(transaction, plan, task, by, extra);
  queueIfAny(transaction, plan.id, mail);
}

/**
 * A to-do is done (POST /api/onboarding/tasks/:id/complete), by whoever does it. Recorded once: the task and its
 * plan's count change in one transaction that reads the task first, so a second press, or two people at once,
 * find it done and change nothing.
 */
export async function completeTask(caller: Caller, id: string): Promise<OnboardingTaskDto> {
  const task = await runTransaction(async (transaction) => {
    const found = await taskIn(transaction, id);
    if (!found) throw notFound(ONBOARDING_MESSAGES.taskNotFound);
    if (!doesTask(caller, found)) throw forbidden(ONBOARDING_MESSAGES.notYourTask);
    if (found.kind !== 'todo') throw conflict(ONBOARDING_MESSAGES.notATodo);
    if (found.status === 'done') return found;
    const plan = await planIn(transaction, found.planId);
    if (!plan) throw notFound(ONBOARDING_MESSAGES.planNotFound);
    await finishTaskIn(transaction, plan, found, caller.uid);
    return { ...found, status: 'done' as const };
  });
  return toTaskDto(task);
}

/** hr picks the colleague for a colleague's task (an employee, hr or an admin); it lands on their list, and they are told. */
export async function assignTask(caller: Caller, id: string, ownerUid: string): Promise<OnboardingTaskDto> {
  const task = await runTransaction(async (transaction) => {
    const [found, colleague] = await Promise.all([taskIn(transaction, id), userIn(transaction, ownerUid)]);
    if (!found) throw notFound(ONBOARDING_MESSAGES.taskNotFound);
    if (found.owner !== 'colleague') throw conflict(ONBOARDING_MESSAGES.onlyColleagueTasks);
    if (!colleague || colleague.mergedInto || !['employee', 'hr', 'admin'].includes(colleague.role))
      throw conflict(ONBOARDING_MESSAGES.assigneeNotStaff);
    assignTaskIn(transaction, id, ownerUid);
    const given = { id, title: found.title, owner: ownerUid, ownerRole: colleague.role, hire: found.person };
    notifyIn(transaction, onboardingTask(given, String(Date.now()), caller));
    recordAudit(transaction, {
      actor: caller,
      action: 'onboarding.task_assigned',
      target: { ...personTarget(found.person), label: found.title },
      before: { ownerUid: found.ownerUid || null },
      after: { ownerUid, task: found.title },
    });
    return { ...found, ownerUid };
  });
  return toTaskDto(task);
}

/** hr moves the start date: every task's due date follows (read and rewritten in one transaction). */
export async function moveStartDate(caller: Caller, planId: string, startDate: string) {
  await runTransaction(async (transaction) => {
    const [plan, tasks] = await Promise.all([planIn(transaction, planId), planTasksIn(transaction, planId)]);
    if (!plan) throw notFound(ONBOARDING_MESSAGES.planNotFound);
    moveStartDateIn(transaction, plan, tasks, startDate, (task) => addDays(startDate, task.dueDay));
    recordAudit(transaction, {
      actor: caller,
      action: 'onboarding.start_date_changed',
      target: personTarget(plan.person),
      before: { startDate: plan.startDate },
      after: { startDate },
    });
  });
}

/** A task id for one added to a plan: from its title, made unique with a few random characters. */
const addedTaskId = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 28) || 'task'
  }-${randomBytes(3).toString('hex')}`;

/**
 * hr adds a task to one plan (POST /api/onboarding/plans/:id/tasks): due from the plan's start date, the new hire's
 * own at once; at most ONBOARDING_LIMITS.tasks per plan.
 */
export async function addPlanTask(caller: Caller, planId: string, input: PlanTaskInput): Promise<OnboardingTaskDto> {
  if (input.policyId && !(await existingPolicyIds([input.policyId])).has(input.policyId))
    throw conflict(ONBOARDING_MESSAGES.policyUnknown);
  const task = await runTransaction(async (transaction) => {
    const plan = await planIn(transaction, planId);
    if (!plan) throw notFound(ONBOARDING_MESSAGES.planNotFound);
    if (plan.tasksTotal >= ONBOARDING_LIMITS.tasks) throw conflict(ONBOARDING_MESSAGES.tooManyTasks);
    const fields = {
      planId,
      person: plan.person,
      personName: plan.personName,
      taskId: addedTaskId(input.title),
      title: input.title,
      description: input.description,
      kind: input.kind,
      owner: input.owner,
      ownerUid: input.owner === 'new_hire' ? plan.person : '',
      hrUid: plan.hrUid,
      colleagueRole: input.colleagueRole,
      dueDay: input.dueDay,
      dueDate: addDays(plan.startDate, input.dueDay),
      policyId: input.policyId,
    };
    const id = addTaskIn(transaction, plan, fields);
    recordAudit(transaction, {
      actor: caller,
      action: 'onboarding.task_added',
      target: { ...personTarget(plan.person), label: input.title },
      before: null,
      after: { title: input.title, kind: input.kind, owner: input.owner, dueDate: fields.dueDate },
    });
    return { ...fields, id, status: 'open' as const, documentId: '', comment: '', signature: null };
  });
  return toTaskDto(task);
}

/** hr removes a task from a plan (DELETE /api/onboarding/plans/:id/tasks/:taskId); the last open one completes it. */
export async function removePlanTask(caller: Caller, planId: string, taskId: string): Promise<void> {
  await runTransaction(async (transaction) => {
    const [plan, task] = await Promise.all([planIn(transaction, planId), taskIn(transaction, taskId)]);
    if (!plan) throw notFound(ONBOARDING_MESSAGES.planNotFound);
    if (!task || task.planId !== planId) throw notFound(ONBOARDING_MESSAGES.taskNotFound);
    // A signed policy is the employer's record (it outlives even erasure): it stays on the plan.
    if (task.signature) throw conflict(ONBOARDING_MESSAGES.signedStays);
    if (plan.tasksTotal <= 1) throw conflict(ONBOARDING_MESSAGES.lastTaskStays);
    const remaining = plan.tasksTotal - 1;
    const doneLeft = plan.tasksDone - (task.status === 'done' ? 1 : 0);
    const mail =
      remaining > 0 && !plan.completedAt
        ? await completionMailIn(transaction, { ...plan, tasksTotal: remaining }, doneLeft)
        : null;
    removeTaskIn(transaction, plan, task);
    queueIfAny(transaction, plan.id, mail);
    recordAudit(transaction, {
      actor: caller,
      action: 'onboarding.task_removed',
      target: { ...personTarget(plan.person), label: task.title },
      before: { title: task.title, status: task.status },
      after: null,
    });
  });
}
