import { addDays, dayOf } from '@hr-portal/contract';
import { queueMailOnce } from '../../lib/mail.js';
import { loadTemplates } from '../../data/mail/templates.js';
import { findUsers } from '../../data/users/users.js';
import { dueTasks } from '../../data/onboarding/tasks.js';
import { type TaskRecord } from '../../data/onboarding/plan-records.js';
import { composeMail, portalLink } from '../shared/compose-mail.js';
import { taskLine } from './mail.js';

/** How many due tasks a digest run reads per page. */
const PAGE = 300;
/** How many tasks one person's digest lists (the rest: "and N more"). */
const LISTED = 30;

/** How long an overdue task keeps being listed: the digest reads a bounded window, not every task ever missed. */
const OVERDUE_DAYS = 90;

/**
 * Who hears about a due task: its doer; hr's tasks, documents waiting for review and colleagues' tasks nobody was
 * picked for go to the plan's hr contact (who must still be hr or an admin).
 */
function recipientOf(task: TaskRecord): { uid: string; asHr: boolean } {
  if (task.status === 'submitted' || task.owner === 'hr' || (task.owner === 'colleague' && !task.ownerUid))
    return { uid: task.hrUid, asHr: true };
  return { uid: task.ownerUid, asHr: false };
}

function lineOf(task: TaskRecord, recipient: string, today: string): string {
  const whose = task.person === recipient ? '' : ` (${task.personName || 'a new hire'})`;
  const review = task.status === 'submitted' ? ' [document to review]' : '';
  const unpicked =
    task.owner === 'colleague' && !task.ownerUid ? ` [pick the ${task.colleagueRole || 'colleague'}]` : '';
  const overdue = task.dueDate < today ? ' OVERDUE' : '';
  return `${taskLine(task, `${whose}${review}${unpicked}`)}${overdue}`;
}

export interface DigestRun {
  day: string;
  tasks: number;
  recipients: number;
  queued: number;
}

/**
 * The daily digest (`onboardingDigest`, and POST /api/onboarding/digest/run under the emulators with the clock a
 * test sets): each person who does a task due today or overdue (up to OVERDUE_DAYS) gets one e-mail listing them.
 * Reads only those tasks (by an index on status and due date) and the recipients' users documents; each e-mail has the id
 * `onboarding-digest-{day}-{uid}`, so running twice on one day sends it once.
 */
export async function runDigest(now = Date.now()): Promise<DigestRun> {
  const today = dayOf(now);
  const byRecipient = new Map<string, TaskRecord[]>();
  /** Recipients who hear about something as hr: they must be hr or an admin today. */
  const asHr = new Set<string>();
  let tasks = 0;
  let after: string | null = null;
  for (;;) {
    const page = await dueTasks(addDays(today, -OVERDUE_DAYS), today, PAGE, after);
    tasks += page.length;
    for (const task of page) {
      const { uid, asHr: routedToHr } = recipientOf(task);
      if (!uid) continue;
      if (routedToHr) asHr.add(uid);
      byRecipient.set(uid, [...(byRecipient.get(uid) ?? []), task]);
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
    // Someone no longer hr hears only of their own tasks, never of others' documents or hr's work.
    const theirs = person.role === 'employee' && asHr.has(uid) ? due.filter((task) => !recipientOf(task).asHr) : due;
    if (theirs.length === 0) continue;
    const lines = theirs.slice(0, LISTED).map((task) => lineOf(task, uid, today));
    if (theirs.length > LISTED) lines.push(`- and ${theirs.length - LISTED} more`);
    const mail = composeMail(
      templates,
      'onboarding_digest',
      person.email,
      {
        candidateName: person.name || person.email,
        taskList: lines.join('\n'),
        portalUrl: portalLink(`/${person.role}/onboarding`),
      },
      // The new hires it names: erasing one deletes it (data/mail/erasure.ts).
      { recipientUid: uid, aboutPeople: [...new Set(theirs.map((task) => task.person))] },
    );
    if (mail && (await queueMailOnce(`onboarding-digest-${today}-${uid}`, mail, now))) queued += 1;
  }
  return { day: today, tasks, recipients: byRecipient.size, queued };
}
