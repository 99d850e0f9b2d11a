import type { Transaction } from 'firebase-admin/firestore';
import type { TaskKind } from '@hr-portal/contract';
import { queueMail, type OutboxMail } from '../../lib/mail.js';
import { longDate } from '../../lib/timestamps.js';
import { loadTemplates } from '../../data/mail/templates.js';
import { userIn } from '../../data/users/users.js';
import { markCompletionMailedIn, type PlanRecord } from '../../data/onboarding/plans.js';
import { composeMail, portalLink } from '../shared/compose-mail.js';

const ACTIONS: Record<TaskKind, string> = { todo: '', document: ': upload it', acknowledgment: ': read and sign it' };

/** A task as one line of an e-mail: "- ID document: upload it (due 28 January 2027)". */
export const taskLine = (task: { title: string; kind: TaskKind; dueDate: string }, suffix = '') =>
  `- ${task.title}${ACTIONS[task.kind]}${suffix} (due ${longDate(task.dueDate)})`;

/** "Welcome aboard", with the new hire's own tasks: composed before the transaction that creates the plan. */
export async function welcomeMail(
  newHire: { uid: string; email: string | null; name: string },
  plan: { jobTitle: string; startDate: string },
  ownTasks: { title: string; kind: TaskKind; dueDate: string }[],
): Promise<OutboxMail | null> {
  if (!newHire.email) return null;
  return composeMail(
    await loadTemplates(),
    'onboarding_welcome',
    newHire.email,
    {
      candidateName: newHire.name || newHire.email,
      jobTitle: plan.jobTitle,
      startDate: longDate(plan.startDate),
      taskList: ownTasks.map((task) => taskLine(task)).join('\n') || '- Nothing yet: we will be in touch',
      portalUrl: portalLink('/employee/onboarding'),
    },
    { recipientUid: newHire.uid },
  );
}

/**
 * Whether completing one more task completes the plan, and if so the e-mail telling its hr contact, queued with
 * the completion: read in the caller's transaction before it writes.
 */
export async function completionMailIn(transaction: Transaction, plan: PlanRecord, doneAfter: number) {
  if (doneAfter < plan.tasksTotal || !plan.hrUid || plan.completionMailed) return null;
  const contact = await userIn(transaction, plan.hrUid);
  if (!contact?.email || !['hr', 'admin'].includes(contact.role) || contact.mergedInto) return null;
  return composeMail(
    await loadTemplates(),
    'onboarding_completed',
    contact.email,
    {
      candidateName: plan.personName,
      jobTitle: plan.jobTitle,
      startDate: longDate(plan.startDate),
      portalUrl: portalLink(`/${contact.role}/onboarding/${encodeURIComponent(plan.id)}`),
    },
    { applicationId: plan.id, recipientUid: plan.hrUid },
  );
}

/** Queues the completion e-mail, if any, in the transaction that completes the plan; it is sent once per plan. */
export function queueIfAny(transaction: Transaction, planId: string, mail: OutboxMail | null): void {
  if (!mail) return;
  queueMail(transaction, mail);
  markCompletionMailedIn(transaction, planId);
}
