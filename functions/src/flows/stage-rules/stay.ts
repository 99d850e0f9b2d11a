import { newWriteBatch } from '../../lib/transactions.js';
import { toRecord } from '../../data/applications/record.js';
import { stayedSinceQuery } from '../../data/applications/staff-lists.js';
import { findJob } from '../../data/jobs/jobs.js';
import { notYetMade, notifyIn, type NotificationDraft } from '../../data/notifications/notifications.js';
import { jobsWithStayRules } from '../../data/stage-rules/rules.js';
import { findUser } from '../../data/users/users.js';
import { pipelinePath } from '../shared/record-links.js';

const DAY = 86_400_000;
/** Jobs with "stayed" rules one sweep looks at, and applications per rule it reminds of. */
const JOBS_PER_SWEEP = 200;
const PER_RULE = 100;

/**
 * Reminds each job's owner of the applications that stayed in a stage longer than a "stay" rule allows: one
 * notification per application and entry (its id names the entry), so a daily sweep never repeats one.
 */
export async function remindOfStays(now = Date.now()): Promise<number> {
  let reminded = 0;
  for (const { jobId, rules } of await jobsWithStayRules(JOBS_PER_SWEEP)) {
    const job = await findJob(jobId);
    if (!job?.isActive) continue;
    const owner = await findUser(job.postedBy);
    if (!owner || owner.role === 'candidate') continue;
    const area = `/${owner.role === 'employee' ? 'employee' : owner.role}`;
    const drafts: NotificationDraft[] = [];
    for (const rule of rules.filter((one) => one.on === 'stay' && one.days)) {
      const cutoff = new Date(now - rule.days! * DAY);
      const found = await stayedSinceQuery(jobId, rule.stage, cutoff).limit(PER_RULE).get();
      for (const application of found.docs.map(toRecord)) {
        if (!application) continue;
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
    const fresh = await notYetMade(drafts);
    for (let start = 0; start < fresh.length; start += 400) {
      const batch = newWriteBatch();
      notifyIn(batch, fresh.slice(start, start + 400));
      await batch.commit();
    }
    reminded += fresh.length;
  }
  return reminded;
}
