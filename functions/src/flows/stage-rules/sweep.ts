import { unfinishedRuns } from '../../data/stage-rules/runs.js';
import { sendDuePending } from './pending.js';
import { resumeRun } from './run.js';
import { remindOfStays } from './stay.js';

/** A run still open this long after it began was left by a crash (a trigger's own run takes seconds). */
const STALE_MS = 10 * 60_000;

/**
 * The stage rules' sweep (every 5 minutes; run-now under the emulators): delayed e-mails now due, runs a crash left
 * unfinished, and owners' reminders of applications that stayed in a stage too long.
 */
export async function sweepStageRules(now = Date.now()) {
  const resumable = await unfinishedRuns(new Date(now - STALE_MS), 50);
  for (const id of resumable) await resumeRun(id);
  const { sent, cancelled } = await sendDuePending(now);
  const reminded = await remindOfStays(now);
  return { resumed: resumable.length, sent, cancelled, reminded };
}
