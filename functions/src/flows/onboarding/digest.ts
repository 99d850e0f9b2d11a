import { dayOf } from '@hr-portal/contract';
import { queueMailOnce } from '../../lib/mail.js';
import { loadTemplates } from '../../data/mail/templates.js';
import { findUsers } from '../../data/users/users.js';
import { dueTasks, type TaskRecord } from '../../data/onboarding/plans.js';
import { composeMail, portalLink } from '../shared/compose-mail.js';
import { taskLine } from './mail.js';

/** How many due tasks a digest run reads per page. */
const PAGE = 300;
/** How many tasks one person's digest lists (the rest: "and N more"). */
const LISTED = 30;

/** Who hears about a due task: its doer; hr's tasks and documents waiting for review go to the plan's hr contact. */
function recipientOf(task: TaskRecord): string {
  if (task.status === 'submitted' || task.owner === 'hr') return task.hrUid;
  return task.ownerUid;
}

function lineOf(task: TaskRecord, recipient: string, today: string): string {
  const whose = task.person === recipient ? '' : ` (${task.personName || 'a new hire'})`;
  const review = task.status === 'submitted' ? ' [document to review]' : '';
  const overdue = task.dueDate < today ? ' OVERDUE' : '';
  return `${taskLine(task, `${whose}${review}`)}${overdue}`;
}

export interface DigestRun {
  day: string;
  tasks: number;
  recipients: number;
  queued: number;
}

/**
 * The daily digest (`onboardingDigest`, and POST /api/onboarding/digest/run under the emulators with the clock a
 * test sets): each person who does a task due today or overdue gets one e-mail listing them. Reads only the due
 * tasks (by an index on status and due date) and the recipients' users documents; each e-mail has the id
 * `onboarding-digest-{day}-{uid}`, so running twice on one day sends it once.
 */
export async function runDigest(now = Date.now()): Promise<DigestRun> {
  const today = dayOf(now);
  const byRecipient = new Map<string, TaskRecord[]>();
  let tasks = 0;
  let after: string | null = null;
  for (;;) {
    const page = await dueTasks(today, PAGE, after);
    tasks += page.length;
    for (const task of page) {
      const recipient = recipientOf(task);
      if (!recipient) continue;
      byRecipient.set(recipient, [...(byRecipient.get(recipient) ?? []), task]);
    }
    if (page.length < PAGE) break;
    const last = page[page.length - 1]!;
    after = `${last.dueDate}|${last.id}`;
  }
  const [templates, people] = await Promise.all([loadTemplates(), findUsers([...byRecipient.keys()])]);
  let queued = 0;
  for (const [uid, due] of byRecipient) {
    const person = people.get(uid);
    if (!person?.email || !['employee', 'hr', 'admin'].includes(person.role)) continue;
    const lines = due.slice(0, LISTED).map((task) => lineOf(task, uid, today));
    if (due.length > LISTED) lines.push(`- and ${due.length - LISTED} more`);
    const mail = composeMail(
      templates,
      'onboarding_digest',
      person.email,
      {
        candidateName: person.name || person.email,
        taskList: lines.join('\n'),
        portalUrl: portalLink(`/${person.role}/onboarding`),
      },
      { recipientUid: uid },
    );
    if (mail && (await queueMailOnce(`onboarding-digest-${today}-${uid}`, mail, now))) queued += 1;
  }
  return { day: today, tasks, recipients: byRecipient.size, queued };
}
