import type { Transaction } from 'firebase-admin/firestore';
import { LANGUAGE_LOCALES, type Language, type TaskKind } from '@hr-portal/contract';
import { queueMail, type OutboxMail } from '../../lib/mail.js';
import { longDate } from '../../lib/timestamps.js';
import { loadTemplates } from '../../data/mail/templates.js';
import { languageOf, userIn } from '../../data/users/users.js';
import { markCompletionMailedIn } from '../../data/onboarding/plans.js';
import { type PlanRecord } from '../../data/onboarding/plan-records.js';
import { composeMail, portalLink } from '../shared/compose-mail.js';

/** A task line's words in each language the welcome e-mail is written in (the digest's are English). */
const LINE_WORDS: Record<Language, { actions: Record<TaskKind, string>; due: string; nothingYet: string }> = {
  en: {
    actions: { todo: '', document: ': upload it', acknowledgment: ': read and sign it' },
    due: 'due',
    nothingYet: '- Nothing yet: we will be in touch',
  },
  de: {
    actions: { todo: '', document: ': bitte hochladen', acknowledgment: ': bitte lesen und unterschreiben' },
    due: 'fällig am',
    nothingYet: '- Noch nichts: Wir melden uns',
  },
  fr: {
    actions: { todo: '', document: ' : à téléverser', acknowledgment: ' : à lire et signer' },
    due: 'pour le',
    nothingYet: '- Rien pour l’instant : nous reviendrons vers vous',
  },
  es: {
    actions: { todo: '', document: ': súbelo', acknowledgment: ': léelo y fírmalo' },
    due: 'antes del',
    nothingYet: '- Nada por ahora: te escribiremos',
  },
};

/** A task as one line of an e-mail: "- ID document: upload it (due 28 January 2027)", in the reader's language. */
export function taskLine(
  task: { title: string; kind: TaskKind; dueDate: string },
  suffix = '',
  language: Language = 'en',
) {
  const words = LINE_WORDS[language];
  const day = longDate(task.dueDate, LANGUAGE_LOCALES[language]);
  return `- ${task.title}${words.actions[task.kind]}${suffix} (${words.due} ${day})`;
}

/** "Welcome aboard", with the new hire's own tasks: composed before the transaction that creates the plan. */
export async function welcomeMail(
  newHire: { uid: string; email: string | null; name: string },
  plan: { jobTitle: string; startDate: string },
  ownTasks: { title: string; kind: TaskKind; dueDate: string }[],
): Promise<OutboxMail | null> {
  if (!newHire.email) return null;
  const [templates, language] = await Promise.all([loadTemplates(), languageOf(newHire.uid)]);
  return composeMail(
    templates,
    'onboarding_welcome',
    newHire.email,
    {
      candidateName: newHire.name || newHire.email,
      jobTitle: plan.jobTitle,
      startDate: longDate(plan.startDate, LANGUAGE_LOCALES[language]),
      taskList: ownTasks.map((task) => taskLine(task, '', language)).join('\n') || LINE_WORDS[language].nothingYet,
      portalUrl: portalLink('/employee/onboarding'),
    },
    { recipientUid: newHire.uid },
    language,
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
