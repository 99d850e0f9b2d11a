import type { TaskKind, TaskOwner, TaskStatus } from '@hr-portal/contract';
import { dateOf } from '../../lib/timestamps.js';

// The stored shapes of onboarding plans and tasks, and their mappers (a malformed document reads as none).

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

export const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function toPlan(snapshot: FirebaseFirestore.DocumentSnapshot): PlanRecord | null {
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

export function toTask(snapshot: FirebaseFirestore.DocumentSnapshot): TaskRecord | null {
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

export function toSignature(stored: unknown): TaskSignature | null {
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

export const present = <T>(items: (T | null)[]) => items.filter((item): item is T => item !== null);

export type NewPlan = Omit<PlanRecord, 'tasksDone' | 'createdAt' | 'completedAt' | 'openDue' | 'completionMailed'>;

export type NewTask = Omit<TaskRecord, 'id' | 'status' | 'documentId' | 'comment' | 'signature'>;
