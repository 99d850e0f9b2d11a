import { addDays, ONBOARDING_MESSAGES, type OnboardingTaskDto } from '@hr-portal/contract';
import { personTarget, recordAudit } from '../../lib/audit.js';
import type { Caller } from '../../lib/caller.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { runTransaction } from '../../lib/transactions.js';
import {
  assignTaskIn,
  completeTaskIn,
  moveStartDateIn,
  planIn,
  planTasksIn,
  taskIn,
  type TaskRecord,
} from '../../data/onboarding/plans.js';
import { userIn } from '../../data/users/users.js';
import { toTaskDto } from './my.js';

export const forbidden = (message: string) => new AppError(403, 'forbidden', message);
const isStaff = (role: string) => role === 'hr' || role === 'admin';

/** Whether the caller is the one who does the task: its owner by uid, or hr and admins for hr's tasks. */
export const doesTask = (caller: Caller, task: TaskRecord) =>
  task.owner === 'hr' ? isStaff(caller.role) : task.ownerUid !== '' && task.ownerUid === caller.uid;

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
    completeTaskIn(transaction, plan, found, caller.uid);
    return { ...found, status: 'done' as const };
  });
  return toTaskDto(task);
}

/** hr picks the colleague for a colleague's task (an employee, hr or an admin); it lands on their list. */
export async function assignTask(caller: Caller, id: string, ownerUid: string): Promise<OnboardingTaskDto> {
  const task = await runTransaction(async (transaction) => {
    const [found, colleague] = await Promise.all([taskIn(transaction, id), userIn(transaction, ownerUid)]);
    if (!found) throw notFound(ONBOARDING_MESSAGES.taskNotFound);
    if (found.owner !== 'colleague') throw conflict(ONBOARDING_MESSAGES.onlyColleagueTasks);
    if (!colleague || colleague.mergedInto || !['employee', 'hr', 'admin'].includes(colleague.role))
      throw conflict(ONBOARDING_MESSAGES.assigneeNotStaff);
    assignTaskIn(transaction, id, ownerUid);
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
