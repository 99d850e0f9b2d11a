import { newWriteBatch } from '../../lib/transactions.js';
import { toRecord } from '../../data/applications/record.js';
import { stayedSinceQuery } from '../../data/applications/staff-lists.js';
import { findJob } from '../../data/jobs/jobs.js';
import { notYetMade, notifyIn, type NotificationDraft } from '../../data/notifications/notifications.js';
import { jobsWithStayRules } from '../../data/stage-rules/rules.js';
import { findUser } from '../../data/users/users.js';
import { pipelinePath } from '../shared/record-links.js';

const DAY = 86_400_000;
/** Jobs read per page of the sweep, and applications per rule and sweep. */
const JOBS_PER_PAGE = 100;
const PER_RULE = 200;
/**
 * The window of entries a sweep looks at: those that crossed the rule's days within the last two days. The sweep
 * runs every few minutes, so each crossing is seen many times (made once); a longer outage than the window loses
 * reminders, never repeats them.
 */
const WINDOW_MS = 2 * DAY;

/** The reminders of one job's "stay" rules, not yet made. */
async function remindersOf(
  jobId: string,
  rules: { id: string; stage: string; on: string; days?: number }[],
  now: number,
) {
  const job = await findJob(jobId);
  if (!job?.isActive) return [];
  const owner = await findUser(job.postedBy);
  if (!owner || owner.role === 'candidate') return [];
  const area = `/${owner.role === 'employee' ? 'employee' : owner.role}`;
  const drafts: NotificationDraft[] = [];
  for (const rule of rules.filter((one) => one.on === 'stay' && one.days)) {
    const cutoff = new Date(now - rule.days! * DAY);
    const found = await stayedSinceQuery(jobId, rule.stage, cutoff, new Date(cutoff.getTime() - WINDOW_MS))
      .limit(PER_RULE)
      .get();
    for (const application of found.docs.map(toRecord)) {
      if (!application || application.anonymised) continue;
      drafts.push({
        to: owner._id,
        kind: 'stage_rule',
        event: `stay__${rule.id}__${application.id}__${application.stageEnteredAt?.getTime() ?? 0}`,
        subject: `${application.candidateName || application.candidateEmail} · ${job.title}`,
        actor: `Stage rule ${rule.id}`,
        href: pipelinePath(area, jobId, application.id),
        about: [application.candidate],
      });
    }
  }
  // A reminder already made (read or not) is left as it is: one per application and entry.
  return notYetMade(drafts);
}

/**
 * Reminds each job's owner of the applications that stayed in a stage longer than a "stay" rule allows: one
 * notification per application and entry (its id names the entry), so the sweep never repeats one.
 */
export async function remindOfStays(now = Date.now()): Promise<number> {
  let reminded = 0;
  let after: string | null = null;
  for (;;) {
    const page = await jobsWithStayRules(after, JOBS_PER_PAGE);
    for (const { jobId, rules } of page) {
      const fresh = await remindersOf(jobId, rules, now);
      for (let start = 0; start < fresh.length; start += 400) {
        const batch = newWriteBatch();
        notifyIn(batch, fresh.slice(start, start + 400));
        await batch.commit();
      }
      reminded += fresh.length;
    }
    if (page.length < JOBS_PER_PAGE) return reminded;
    after = page.at(-1)!.jobId;
  }
}
