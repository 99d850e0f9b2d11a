import { CLOSING_STAGE_IDS, HIRED_STATUS, type RetentionReport, type RetentionSettings } from '@hr-portal/contract';
import { config } from '../../lib/config.js';
import { signFor } from '../../lib/signed-tokens.js';
import { longDate } from '../../lib/timestamps.js';
import { candidatesClosedBefore, listAllApplicationsOf } from '../applications/service.js';
import { composeMail, loadTemplates, type MailTemplates } from '../mail/service.js';
import { retentionSettings } from '../settings/service.js';
import { recordRetentionNotice, retentionStateOf } from '../users/service.js';
import { anonymisePerson } from './erasure.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const PAGE = 200;

/** The one-click "keep my data" link of a notice: signed for this person and this due day. */
export function keepDataLink(uid: string, dueAt: number): string {
  const query = new URLSearchParams({ u: uid, d: String(dueAt), s: signFor('keep-data', `${uid}:${dueAt}`) });
  return `${config.portalUrl}/privacy/keep?${query}`;
}

type Outcome = keyof RetentionReport;

/**
 * One candidate: left alone unless every application of theirs closed (rejected or withdrawn, none hired) and
 * they are a candidate; then their data goes `anonymiseAfterDays` after the last one closed, or when their
 * talent-pool consent ends if later. `noticeDays` before, they are e-mailed the day and a link to keep their data;
 * the day comes no sooner than `noticeDays` after the notice, however late the run.
 */
async function retainOne(uid: string, settings: RetentionSettings, templates: MailTemplates, now: number) {
  const [state, applications] = await Promise.all([retentionStateOf(uid), listAllApplicationsOf(uid)]);
  if (!state || state.role !== 'candidate' || applications.length === 0) return 'kept';
  if (applications.some((a) => !CLOSING_STAGE_IDS.includes(a.stage) || a.status === HIRED_STATUS)) return 'kept';
  const lastClosed = Math.max(...applications.map((a) => a.stageEnteredAt?.getTime() ?? 0));
  const due = Math.max(lastClosed + settings.anonymiseAfterDays * DAY_MS, state.talentPoolUntil?.getTime() ?? 0);
  if (now < due - settings.noticeDays * DAY_MS) return 'kept';

  if (state.notice?.sentAt && now >= state.notice.dueAt.getTime()) {
    return (await anonymisePerson(uid, now)) ? 'anonymised' : 'kept';
  }
  if (state.notice?.sentAt && state.notice.dueAt.getTime() >= due) return 'kept';
  const dueAt = new Date(Math.max(due, now + settings.noticeDays * DAY_MS));
  const values = {
    candidateName: state.name || state.email,
    portalUrl: keepDataLink(uid, dueAt.getTime()),
    keepUntil: longDate(dueAt),
  };
  const mail = composeMail(templates, 'retention_notice', state.email, values, { recipientUid: uid });
  await recordRetentionNotice(uid, dueAt, mail, now);
  return 'noticed';
}

/**
 * The retention run (daily; under the emulators also on demand): every candidate with an application closed long
 * enough ago to be due for a notice is looked at once. `now` is injectable for tests and the demo.
 */
export async function runRetention(now = Date.now()): Promise<RetentionReport> {
  const [settings, templates] = await Promise.all([retentionSettings(), loadTemplates()]);
  const cutoff = new Date(now - (settings.anonymiseAfterDays - settings.noticeDays) * DAY_MS);
  const report: RetentionReport = { noticed: 0, anonymised: 0, kept: 0 };
  const seen = new Set<string>();
  let after: Parameters<typeof candidatesClosedBefore>[2] = null;
  do {
    const page = await candidatesClosedBefore(cutoff, PAGE, after);
    for (const uid of page.candidates) {
      // Applications already anonymised belong to a pseudonym: nobody to look at.
      if (seen.has(uid) || uid.startsWith('erased-')) continue;
      seen.add(uid);
      const outcome: Outcome = await retainOne(uid, settings, templates, now);
      report[outcome] += 1;
    }
    after = page.last;
  } while (after);
  return report;
}
