import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  TASK_KINDS,
  TASK_OWNERS,
  type OnboardingTemplateDto,
  type TaskKind,
  type TaskOwner,
  type TemplateTaskDto,
} from '@hr-portal/contract';
import type { OnboardingTemplateInput } from '@hr-portal/contract/schemas';
import type { Caller } from '../../lib/caller.js';
import { recordAudit } from '../../lib/audit.js';
import { collections } from '../../lib/collections.js';
import { isoOf } from '../../lib/timestamps.js';

// Onboarding templates: a name, its tasks, the jobs and departments it is for, and whether it is the default.

const templates = () => collections.onboardingTemplates();

const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Stored tasks read defensively: one with an unknown owner or kind is left out. */
function tasksOf(stored: unknown): TemplateTaskDto[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter(
      (task) =>
        task &&
        typeof task.id === 'string' &&
        TASK_OWNERS.includes(task.owner as TaskOwner) &&
        TASK_KINDS.includes(task.kind as TaskKind),
    )
    .map((task) => ({
      id: String(task.id),
      title: String(task.title ?? ''),
      description: String(task.description ?? ''),
      owner: task.owner as TaskOwner,
      colleagueRole: String(task.colleagueRole ?? ''),
      dueDay: Number.isInteger(task.dueDay) ? (task.dueDay as number) : 0,
      kind: task.kind as TaskKind,
      policyId: task.kind === 'acknowledgment' ? String(task.policyId ?? '') : '',
    }));
}

function toTemplate(snapshot: FirebaseFirestore.DocumentSnapshot): OnboardingTemplateDto | null {
  const data = snapshot.data();
  if (!data) return null;
  return {
    _id: snapshot.id,
    name: String(data.name ?? ''),
    tasks: tasksOf(data.tasks),
    jobIds: strings(data.jobIds),
    departments: strings(data.departments),
    isDefault: data.isDefault === true,
    updatedAt: isoOf(data.updatedAt),
  };
}

/** Every template, by name (there are at most `limit`, so one read is all of them). */
export async function listTemplates(limit: number): Promise<OnboardingTemplateDto[]> {
  const found = await templates().orderBy('name').limit(limit).get();
  return found.docs.map(toTemplate).filter((template): template is OnboardingTemplateDto => template !== null);
}

/**
 * The templates a hire could get, at most one each: the first (by name) made for the job, for its department, and
 * the default. Three one-document queries, however many templates there are.
 */
export async function templateCandidates(jobId: string, department: string) {
  const first = async (query: FirebaseFirestore.Query) =>
    (await query.orderBy('name').limit(1).get()).docs.map(toTemplate)[0] ?? null;
  const [forJob, forDepartment, byDefault] = await Promise.all([
    first(templates().where('jobIds', 'array-contains', jobId)),
    department ? first(templates().where('departments', 'array-contains', department)) : null,
    first(templates().where('isDefault', '==', true)),
  ]);
  return { forJob, forDepartment, byDefault };
}

export async function findTemplate(id: string): Promise<OnboardingTemplateDto | null> {
  return toTemplate(await templates().doc(id).get());
}

/** The default goes to one template at a time: the others that were default stop being it, in the transaction. */
async function otherDefaultsIn(transaction: Transaction, id: string) {
  const found = await transaction.get(templates().where('isDefault', '==', true));
  return found.docs.filter((doc) => doc.id !== id).map((doc) => doc.ref);
}

/** Who changed a template is in the audit trail only: the template names no one. */
const fieldsOf = (template: OnboardingTemplateInput) => ({
  name: template.name,
  tasks: template.tasks,
  jobIds: template.jobIds,
  departments: template.departments,
  isDefault: template.isDefault,
  updatedAt: FieldValue.serverTimestamp(),
});

/** Creates a template with its audit entry; null when there are `limit` already (counted in the transaction). */
export async function createTemplateIn(
  transaction: Transaction,
  actor: Caller,
  template: OnboardingTemplateInput,
  limit: number,
): Promise<string | null> {
  const ref = templates().doc();
  const [count, defaults] = await Promise.all([
    transaction.get(templates().count()),
    template.isDefault ? otherDefaultsIn(transaction, ref.id) : [],
  ]);
  if (count.data().count >= limit) return null;
  for (const other of defaults) transaction.update(other, { isDefault: false });
  transaction.create(ref, { ...fieldsOf(template), createdAt: Timestamp.now() });
  recordAudit(transaction, {
    actor,
    action: 'onboarding_template.created',
    target: { type: 'onboardingTemplate', id: ref.id, label: template.name },
    before: null,
    after: { name: template.name, tasks: template.tasks.length, isDefault: template.isDefault },
  });
  return ref.id;
}

/** Replaces a template with its audit entry; false when there is none. */
export async function replaceTemplateIn(
  transaction: Transaction,
  actor: Caller,
  id: string,
  template: OnboardingTemplateInput,
): Promise<boolean> {
  const ref = templates().doc(id);
  const [found, defaults] = await Promise.all([
    transaction.get(ref),
    template.isDefault ? otherDefaultsIn(transaction, id) : [],
  ]);
  const before = toTemplate(found);
  if (!before) return false;
  for (const other of defaults) transaction.update(other, { isDefault: false });
  transaction.update(ref, fieldsOf(template));
  recordAudit(transaction, {
    actor,
    action: 'onboarding_template.changed',
    target: { type: 'onboardingTemplate', id, label: template.name },
    before: { name: before.name, tasks: before.tasks.length, isDefault: before.isDefault },
    after: { name: template.name, tasks: template.tasks.length, isDefault: template.isDefault },
  });
  return true;
}

/** Removes a template with its audit entry; false when there is none. Plans made from it keep their tasks. */
export async function removeTemplateIn(transaction: Transaction, actor: Caller, id: string): Promise<boolean> {
  const ref = templates().doc(id);
  const before = toTemplate(await transaction.get(ref));
  if (!before) return false;
  transaction.delete(ref);
  recordAudit(transaction, {
    actor,
    action: 'onboarding_template.removed',
    target: { type: 'onboardingTemplate', id, label: before.name },
    before: { name: before.name, tasks: before.tasks.length },
    after: null,
  });
  return true;
}
