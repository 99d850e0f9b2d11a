import { FieldPath, FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { TaskKind, TaskOwner, TaskStatus } from '@hr-portal/contract';
import { collections } from '../../lib/collections.js';
import { rewriteMatches, deleteInBatches } from '../../lib/batches.js';
import { dateOf } from '../../lib/timestamps.js';
import { runTransaction } from '../../lib/transactions.js';

// Onboarding plans (one per hire: id = the application) and their tasks (one document each, so a colleague's
// tasks across plans are one indexed query).

const plans = () => collections.onboardingPlans();
const tasks = () => collections.onboardingTasks();

export interface PlanRecord {
  id: string;
  person: string;
  personName: string;
  jobId: string;
  jobTitle: string;
  templateId: string;
  templateName: string;
  startDate: string;
  /** The hr contact: who made the offer, or the staff member who hired; told when the plan completes ('' if none). */
  hrUid: string;
  tasksTotal: number;
  tasksDone: number;
  createdAt: Date | null;
  completedAt: Date | null;
  /** Whether hr was told it completed (once, however often it opens and completes again). */
  completionMailed: boolean;
  /** Each open task's due date (YYYY-MM-DD), by task id. */
  openDue: Record<string, string>;
}

export interface TaskRecord {
  id: string;
  planId: string;
  /** The new hire whose plan it is. */
  person: string;
  personName: string;
  taskId: string;
  title: string;
  description: string;
  kind: TaskKind;
  owner: TaskOwner;
  /** Who does it: the new hire's uid, the colleague's once picked, '' for hr (or a colleague not picked yet). */
  ownerUid: string;
  /** The plan's hr contact, repeated: whom the digest tells about hr's tasks and documents to review. */
  hrUid: string;
  colleagueRole: string;
  dueDay: number;
  dueDate: string;
  status: TaskStatus;
  /** A policy to sign: which ('' otherwise). */
  policyId: string;
  /** The new hire's document: the upload of a document request, or the signed copy of a policy ('' until then). */
  documentId: string;
  /** hr's word when asking for the document again. */
  comment: string;
  signature: TaskSignature | null;
}

/** A policy signed by typing one's name: what was read (its version's path and SHA-256), when, from where. */
export interface TaskSignature {
  fullName: string;
  signedAt: Date;
  address: string;
  userAgent: string;
  policySha256: string;
  policyPath: string;
  policyVersion: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function toPlan(snapshot: FirebaseFirestore.DocumentSnapshot): PlanRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  return {
    id: snapshot.id,
    person: text(data.person),
    personName: text(data.personName),
    jobId: text(data.jobId),
    jobTitle: text(data.jobTitle),
    templateId: text(data.templateId),
    templateName: text(data.templateName),
    startDate: text(data.startDate),
    hrUid: text(data.hrUid),
    tasksTotal: Number(data.tasksTotal ?? 0),
    tasksDone: Number(data.tasksDone ?? 0),
    createdAt: dateOf(data.createdAt),
    completedAt: dateOf(data.completedAt),
    completionMailed: data.completionMailedAt != null,
    openDue: Object.fromEntries(
      Object.entries((data.openDue as Record<string, unknown> | undefined) ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
  };
}

function toTask(snapshot: FirebaseFirestore.DocumentSnapshot): TaskRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  return {
    id: snapshot.id,
    planId: text(data.planId),
    person: text(data.person),
    personName: text(data.personName),
    taskId: text(data.taskId),
    title: text(data.title),
    description: text(data.description),
    kind: data.kind as TaskKind,
    owner: data.owner as TaskOwner,
    ownerUid: text(data.ownerUid),
    hrUid: text(data.hrUid),
    colleagueRole: text(data.colleagueRole),
    dueDay: Number(data.dueDay ?? 0),
    dueDate: text(data.dueDate),
    status: data.status as TaskStatus,
    policyId: text(data.policyId),
    documentId: text(data.documentId),
    comment: text(data.comment),
    signature: toSignature(data.signature),
  };
}

function toSignature(stored: unknown): TaskSignature | null {
  if (!stored || typeof stored !== 'object') return null;
  const data = stored as Record<string, unknown>;
  const signedAt = dateOf(data.signedAt);
  if (!signedAt) return null;
  return {
    fullName: text(data.fullName),
    signedAt,
    address: text(data.address),
    userAgent: text(data.userAgent),
    policySha256: text(data.policySha256),
    policyPath: text(data.policyPath),
    policyVersion: Number(data.policyVersion ?? 0),
  };
}

const present = <T>(items: (T | null)[]) => items.filter((item): item is T => item !== null);

export async function planIn(transaction: Transaction, id: string): Promise<PlanRecord | null> {
  return toPlan(await transaction.get(plans().doc(id)));
}

export type NewPlan = Omit<PlanRecord, 'tasksDone' | 'createdAt' | 'completedAt' | 'openDue' | 'completionMailed'>;
export type NewTask = Omit<TaskRecord, 'id' | 'status' | 'documentId' | 'comment' | 'signature'>;

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

export async function plansOf(person: string, cap: number): Promise<PlanRecord[]> {
  return present((await plans().where('person', '==', person).limit(cap).get()).docs.map(toPlan));
}

export async function tasksOfPerson(person: string, cap: number): Promise<TaskRecord[]> {
  return present((await tasks().where('person', '==', person).limit(cap).get()).docs.map(toTask));
}

/**
 * Erasing a new hire: their plans and tasks go, except each signed policy, which stays as the employer's record
 * that this version was acknowledged and when: under the pseudonym, without the typed name, address, browser,
 * comment or the signed copy (the documents' own eraser removes that file).
 */
export async function erasePlansOf(person: string, pseudonym: string): Promise<number> {
  const [found, ofTasks] = await Promise.all([
    plans().where('person', '==', person).get(),
    tasks().where('person', '==', person).get(),
  ]);
  const signed = ofTasks.docs.filter((doc) => doc.get('kind') === 'acknowledgment' && doc.get('signature'));
  const signedIds = new Set(signed.map((doc) => doc.id));
  await deleteInBatches([...ofTasks.docs.filter((doc) => !signedIds.has(doc.id)), ...found.docs].map((doc) => doc.ref));
  const batch = tasks().firestore.batch();
  for (const doc of signed) {
    const signature = toSignature(doc.get('signature'));
    batch.update(doc.ref, {
      person: pseudonym,
      personName: '',
      ownerUid: pseudonym,
      doneBy: pseudonym,
      comment: '',
      documentId: FieldValue.delete(),
      signature: {
        signedAt: signature?.signedAt ?? null,
        policySha256: signature?.policySha256 ?? '',
        policyPath: signature?.policyPath ?? '',
        policyVersion: signature?.policyVersion ?? 0,
      },
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  if (signed.length > 0) await batch.commit();
  return found.size + ofTasks.size;
}

/** Erasing a colleague or hr: the tasks they do or did for others, and plans they are hr contact of, stay under the pseudonym. */
export async function pseudonymiseTaskOwner(uid: string, pseudonym: string): Promise<number> {
  const owned = await rewriteMatches(tasks().where('ownerUid', '==', uid), (task, batch) =>
    batch.update(task.ref, { ownerUid: pseudonym, updatedAt: FieldValue.serverTimestamp() }),
  );
  const done = await rewriteMatches(tasks().where('doneBy', '==', uid), (task, batch) =>
    batch.update(task.ref, { doneBy: pseudonym }),
  );
  const contact = await rewriteMatches(tasks().where('hrUid', '==', uid), (task, batch) =>
    batch.update(task.ref, { hrUid: pseudonym }),
  );
  const plansOfContact = await rewriteMatches(plans().where('hrUid', '==', uid), (plan, batch) =>
    batch.update(plan.ref, { hrUid: pseudonym }),
  );
  return owned + done + contact + plansOfContact;
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

/** hr was told the plan completed: never again for this plan. */
export function markCompletionMailedIn(transaction: Transaction, planId: string): void {
  transaction.update(plans().doc(planId), { completionMailedAt: FieldValue.serverTimestamp() });
}

/** How many plans someone is the hr contact of, and how many tasks of others' plans they do (their export). */
export async function countOnboardingRoles(uid: string) {
  const [contact, owned] = await Promise.all([
    plans().where('hrUid', '==', uid).count().get(),
    tasks().where('ownerUid', '==', uid).where('owner', '==', 'colleague').count().get(),
  ]);
  return { plansAsHrContact: contact.data().count, tasksForColleagues: owned.data().count };
}
