import { FieldPath, FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { type PlanRecord, type TaskRecord, toPlan, present, type NewPlan, type NewTask } from './plan-records.js';

// Onboarding plans (one per hire: id = the application) and their tasks (one document each, so a colleague's
// tasks across plans are one indexed query).

const plans = () => collections.onboardingPlans();

const tasks = () => collections.onboardingTasks();

export async function planIn(transaction: Transaction, id: string): Promise<PlanRecord | null> {
  return toPlan(await transaction.get(plans().doc(id)));
}

/** The plan and every task of it (at most a template's 40), in the caller's transaction. */
export function createPlanIn(transaction: Transaction, plan: NewPlan, planTasks: NewTask[], now: Timestamp): void {
  const { id, ...fields } = plan;
  // The open tasks' due dates, on the plan: hr's list counts what is overdue without reading any task (at most 40).
  const openDue = Object.fromEntries(planTasks.map((task) => [task.taskId, task.dueDate]));
  transaction.create(plans().doc(id), { ...fields, tasksDone: 0, openDue, createdAt: now, completedAt: null });
  for (const task of planTasks) {
    transaction.create(tasks().doc(`${id}__${task.taskId}`), { ...task, status: 'open', updatedAt: now });
  }
}

/** The person's newest plan (a person is hired once at a time). */
export async function newestPlanOf(person: string): Promise<PlanRecord | null> {
  const found = await plans().where('person', '==', person).orderBy('createdAt', 'desc').limit(1).get();
  return found.docs[0] ? toPlan(found.docs[0]) : null;
}

export async function plansOf(person: string, cap: number): Promise<PlanRecord[]> {
  return present((await plans().where('person', '==', person).limit(cap).get()).docs.map(toPlan));
}

/** A new start date: every task's due date moves with it (the plan's open ones too). */
export function moveStartDateIn(
  transaction: Transaction,
  plan: PlanRecord,
  planTasks: TaskRecord[],
  startDate: string,
  dueDateOf: (task: TaskRecord) => string,
): void {
  const openDue: Record<string, string> = {};
  for (const task of planTasks) {
    const dueDate = dueDateOf(task);
    transaction.update(tasks().doc(task.id), { dueDate, updatedAt: FieldValue.serverTimestamp() });
    if (task.status !== 'done') openDue[task.taskId] = dueDate;
  }
  transaction.update(plans().doc(plan.id), { startDate, openDue });
}

export async function findPlan(id: string): Promise<PlanRecord | null> {
  return toPlan(await plans().doc(id).get());
}

/**
 * hr's list, a page at a time: open plans and all plans newest first (the cursor is the creation time), completed
 * ones most recently completed first (the cursor is the completion time).
 */
export async function listPlans(
  limit: number,
  after: { at: number; id: string } | null,
  status: 'open' | 'completed' | 'all',
) {
  let query =
    status === 'open'
      ? plans().where('completedAt', '==', null).orderBy('createdAt', 'desc')
      : status === 'completed'
        ? plans().where('completedAt', '!=', null).orderBy('completedAt', 'desc')
        : plans().orderBy('createdAt', 'desc');
  query = query.orderBy(FieldPath.documentId(), 'desc').limit(limit);
  if (after) query = query.startAfter(Timestamp.fromMillis(after.at), after.id);
  return present((await query.get()).docs.map(toPlan));
}

/** hr was told the plan completed: never again for this plan. */
export function markCompletionMailedIn(transaction: Transaction, planId: string): void {
  transaction.update(plans().doc(planId), { completionMailedAt: FieldValue.serverTimestamp() });
}
