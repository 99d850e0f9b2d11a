import { FieldPath, FieldValue, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { runTransaction } from '../../lib/transactions.js';
import { type PlanRecord, type TaskRecord, type TaskSignature, toTask, present, type NewTask } from './plan-records.js';

// Onboarding tasks: one document each, so a colleague's tasks across plans are one indexed query.

const plans = () => collections.onboardingPlans();
const tasks = () => collections.onboardingTasks();

/** A plan's tasks, by due date. */
export async function tasksOfPlan(planId: string): Promise<TaskRecord[]> {
  const found = await tasks().where('planId', '==', planId).orderBy('dueDate').orderBy(FieldPath.documentId()).get();
  return present(found.docs.map(toTask));
}

/** Tasks of other people's plans someone does (a buddy's), by due date, at most `limit`. */
export async function tasksDoneBy(uid: string, limit: number): Promise<TaskRecord[]> {
  const found = await tasks()
    .where('ownerUid', '==', uid)
    .where('owner', '==', 'colleague')
    .orderBy('dueDate')
    .limit(limit)
    .get();
  return present(found.docs.map(toTask));
}

export async function tasksOfPerson(person: string, cap: number): Promise<TaskRecord[]> {
  return present((await tasks().where('person', '==', person).limit(cap).get()).docs.map(toTask));
}

export async function findTask(id: string): Promise<TaskRecord | null> {
  return toTask(await tasks().doc(id).get());
}

export async function taskIn(transaction: Transaction, id: string): Promise<TaskRecord | null> {
  return toTask(await transaction.get(tasks().doc(id)));
}

export async function planTasksIn(transaction: Transaction, planId: string): Promise<TaskRecord[]> {
  return present((await transaction.get(tasks().where('planId', '==', planId))).docs.map(toTask));
}

/**
 * A task is done (with what else its kind records: a signature, who accepted a document): the plan counts it and
 * forgets its due date; the last one completes the plan.
 */
export function completeTaskIn(
  transaction: Transaction,
  plan: PlanRecord,
  task: TaskRecord,
  by: string,
  extra: { signature?: TaskSignature } = {},
): boolean {
  const done = plan.tasksDone + 1;
  const completes = done >= plan.tasksTotal;
  transaction.update(tasks().doc(task.id), {
    ...extra,
    status: 'done',
    doneBy: by,
    doneAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  transaction.update(plans().doc(plan.id), {
    tasksDone: done,
    [`openDue.${task.taskId}`]: FieldValue.delete(),
    ...(completes ? { completedAt: FieldValue.serverTimestamp() } : {}),
  });
  return completes;
}

/** The new hire's upload for a document request: it waits for hr (a new upload replaces one not yet accepted). */
export function submitDocumentIn(transaction: Transaction, id: string, documentId: string): void {
  transaction.update(tasks().doc(id), {
    status: 'submitted',
    documentId,
    submittedAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

/**
 * hr asks for a document again, with a comment: the task is open once more. One that was accepted is no longer
 * counted done, and the plan is open again if it had completed.
 */
export function reopenTaskIn(transaction: Transaction, plan: PlanRecord, task: TaskRecord, comment: string): void {
  transaction.update(tasks().doc(task.id), {
    status: 'open',
    comment,
    doneBy: FieldValue.delete(),
    doneAt: FieldValue.delete(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  if (task.status !== 'done') return;
  transaction.update(plans().doc(plan.id), {
    tasksDone: Math.max(0, plan.tasksDone - 1),
    [`openDue.${task.taskId}`]: task.dueDate,
    completedAt: null,
  });
}

/** The signed copy of a policy, filed among the new hire's documents; false when the task is no longer theirs. */
export async function setTaskDocument(id: string, person: string, documentId: string): Promise<boolean> {
  return runTransaction(async (transaction) => {
    const task = await transaction.get(tasks().doc(id));
    if (!task.exists || task.get('person') !== person) return false;
    transaction.update(task.ref, { documentId, updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
}

/** A colleague picked for a task (hr): from now it is on their list. */
export function assignTaskIn(transaction: Transaction, id: string, ownerUid: string): void {
  transaction.update(tasks().doc(id), { ownerUid, updatedAt: FieldValue.serverTimestamp() });
}

/**
 * The open and submitted tasks due from `from` to `day` (YYYY-MM-DD), a page at a time by due date: the daily
 * digest reads only what is due, never a whole plan.
 */
export async function dueTasks(from: string, day: string, limit: number, after: string | null): Promise<TaskRecord[]> {
  let query = tasks()
    .where('status', 'in', ['open', 'submitted'])
    .where('dueDate', '>=', from)
    .where('dueDate', '<=', day)
    .orderBy('dueDate')
    .orderBy(FieldPath.documentId())
    .limit(limit);
  if (after) {
    const [dueDate, id] = after.split('|');
    query = query.startAfter(dueDate, id);
  }
  return present((await query.get()).docs.map(toTask));
}

/** hr adds a task to a plan: counted, and open (a completed plan is open again). */
export function addTaskIn(transaction: Transaction, plan: PlanRecord, task: NewTask): string {
  const id = `${plan.id}__${task.taskId}`;
  transaction.create(tasks().doc(id), { ...task, status: 'open', updatedAt: FieldValue.serverTimestamp() });
  transaction.update(plans().doc(plan.id), {
    tasksTotal: plan.tasksTotal + 1,
    [`openDue.${task.taskId}`]: task.dueDate,
    completedAt: null,
  });
  return id;
}

/**
 * hr removes a task from a plan: no longer counted. Answers whether that completes the plan (every task left is
 * done); the caller tells hr in the same transaction.
 */
export function removeTaskIn(transaction: Transaction, plan: PlanRecord, task: TaskRecord): boolean {
  const total = plan.tasksTotal - 1;
  const done = plan.tasksDone - (task.status === 'done' ? 1 : 0);
  const completes = plan.completedAt === null && total > 0 && done >= total;
  transaction.delete(tasks().doc(task.id));
  transaction.update(plans().doc(plan.id), {
    tasksTotal: total,
    tasksDone: done,
    [`openDue.${task.taskId}`]: FieldValue.delete(),
    ...(completes ? { completedAt: FieldValue.serverTimestamp() } : {}),
  });
  return completes;
}

/** Open tasks a person owns that were due before `today` (YYYY-MM-DD), the oldest first. */
/** A new hire's document uploads still to do, soonest due first ("Needs you"). */
export const documentTasksQuery = (uid: string) =>
  tasks().where('ownerUid', '==', uid).where('status', '==', 'open').where('kind', '==', 'document').orderBy('dueDate');

export const overdueTasksQuery = (uid: string, today: string) =>
  tasks().where('ownerUid', '==', uid).where('status', '==', 'open').where('dueDate', '<', today).orderBy('dueDate');
