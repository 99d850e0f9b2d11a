import {
  CLOSING_STAGE_IDS,
  HIRED_STATUS,
  LANGUAGE_LOCALES,
  type RetentionReport,
  type RetentionSettings,
} from '@hr-portal/contract';
import { config } from '../../lib/config.js';
import { signFor } from '../../lib/signed-tokens.js';
import { longDate } from '../../lib/timestamps.js';
import { candidatesClosedBefore } from '../../data/applications/anonymise.js';
import { composeMail } from '../shared/compose-mail.js';
import { loadTemplates, type MailTemplates } from '../../data/mail/templates.js';
import { retentionSettings } from '../shared/settings.js';
import {
  addedWithoutAccountBefore,
  claimedForAnonymisation,
  claimForAnonymisationIn,
  recordNoticeIn,
  retentionStateIn,
  type RetentionState,
} from '../../data/users/retention.js';
import { retentionFactsIn } from '../../data/applications/of-person.js';
import { queueMail, type OutboxMail } from '../../lib/mail.js';
import { runTransaction } from '../../lib/transactions.js';
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
 * When a candidate's data is due to go: never while any application of theirs is open or hired, or for anyone
 * but a candidate; otherwise `anonymiseAfterDays` after the last one closed, or when their talent-pool consent
 * ends if later.
 */
export function retentionDue(facts: RetentionFacts, settings: RetentionSettings): number | null {
  if (facts.role !== 'candidate' || facts.mergedInto) return null;
  // Someone staff added who never applied nor made an account: kept as long as a closed application would be.
  if (facts.applications.length === 0 && facts.addedWithoutAccountAt) {
    const added = facts.addedWithoutAccountAt.getTime() + settings.anonymiseAfterDays * DAY_MS;
    return Math.max(added, facts.talentPoolUntil?.getTime() ?? 0);
  }
  if (facts.applications.length === 0) return null;
  if (facts.applications.some((a) => !CLOSING_STAGE_IDS.includes(a.stage) || a.status === HIRED_STATUS)) return null;
  const lastClosed = Math.max(...facts.applications.map((a) => a.closedAt ?? 0));
  return Math.max(lastClosed + settings.anonymiseAfterDays * DAY_MS, facts.talentPoolUntil?.getTime() ?? 0);
}

/** What retention decides on: the person and every application of theirs, read in one transaction. */
export interface RetentionFacts extends RetentionState {
  applications: { stage: string; status: string; closedAt: number | null }[];
}

/** A decision: leave them, (re)send the notice for `due` telling them `dueAt`, or anonymise them now. */
export type RetentionStep =
  { kind: 'kept' } | { kind: 'anonymise' } | { kind: 'notice'; due: number; dueAt: Date; mail: OutboxMail | null };

/**
 * Reads the person and all their applications, decides, and writes the decision, in one transaction: an
 * application made meanwhile (it reads the person too) either comes first and is seen, or finds the person
 * claimed for anonymisation and is refused. A notice is recorded with its e-mail; "anonymise" records the claim
 * (the erasure itself is too large for a transaction and runs after it). An unfinished claim is finished.
 */
function settleRetention(
  uid: string,
  decide: (facts: RetentionFacts) => RetentionStep,
  now: number,
): Promise<RetentionStep['kind']> {
  return runTransaction(async (transaction) => {
    const state = await retentionStateIn(transaction, uid);
    if (!state) return 'kept';
    if (state.anonymisingAt) return 'anonymise';
    const step = decide({ ...state, applications: await retentionFactsIn(transaction, uid) });
    if (step.kind === 'notice') {
      recordNoticeIn(transaction, uid, step, now);
      if (step.mail) queueMail(transaction, step.mail, now);
    }
    if (step.kind === 'anonymise') claimForAnonymisationIn(transaction, uid, now);
    return step.kind;
  });
}

/**
 * What the run does with one person at `now`. Anonymise only when the due day computed now has come, and they
 * were sent a notice for that same due day, at least `noticeDays` before the day it named, which has come too.
 * Anything that moved the due day since (a new application, new consent, a longer setting) or a longer notice
 * period makes the old notice void: they get a new one, and their day is no sooner than `noticeDays` after it.
 */
export function retentionStep(
  facts: RetentionFacts,
  settings: RetentionSettings,
  now: number,
): { kind: 'kept' } | { kind: 'anonymise' } | { kind: 'notice'; due: number; dueAt: Date } {
  const due = retentionDue(facts, settings);
  const noticeMs = settings.noticeDays * DAY_MS;
  // They were told when added (with a link to remove their data at once) and the notice speaks of applications
  // they never made: at their day they go, without a second e-mail.
  if (due !== null && facts.applications.length === 0) return now >= due ? { kind: 'anonymise' } : { kind: 'kept' };
  if (due === null || now < due - noticeMs) return { kind: 'kept' };
  const { notice } = facts;
  const valid =
    notice?.sentAt &&
    notice.dueFor?.getTime() === due &&
    notice.dueAt.getTime() >= due &&
    notice.dueAt.getTime() - notice.sentAt.getTime() >= noticeMs;
  if (valid) return now >= notice.dueAt.getTime() ? { kind: 'anonymise' } : { kind: 'kept' };
  return { kind: 'notice', due, dueAt: new Date(Math.max(due, now + noticeMs)) };
}

/** One candidate: decided and recorded in one transaction (settleRetention), then anonymised if due. */
async function retainOne(uid: string, settings: RetentionSettings, templates: MailTemplates, now: number) {
  const decided = await settleRetention(
    uid,
    (facts) => {
      const step = retentionStep(facts, settings, now);
      if (step.kind !== 'notice') return step;
      const values = {
        candidateName: facts.name || facts.email,
        portalUrl: keepDataLink(uid, step.dueAt.getTime()),
        keepUntil: longDate(step.dueAt, LANGUAGE_LOCALES[facts.language]),
      };
      const mail = composeMail(
        templates,
        'retention_notice',
        facts.email,
        values,
        { recipientUid: uid },
        facts.language,
      );
      return { ...step, mail };
    },
    now,
  );
  if (decided === 'notice') return 'noticed';
  if (decided === 'kept') return 'kept';
  return (await anonymisePerson(uid, now)) ? 'anonymised' : 'kept';
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
  // Anyone a run claimed and did not finish (their applications may already be under the pseudonym, so the query
  // below no longer finds them) is finished first.
  for (const uid of await claimedForAnonymisation()) {
    seen.add(uid);
    report[await retainOne(uid, settings, templates, now)] += 1;
  }
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
  // People staff added who never applied nor made an account (no application to find them by).
  const addedBy = new Date(now - settings.anonymiseAfterDays * DAY_MS);
  let afterAdded: string | null = null;
  do {
    const page = await addedWithoutAccountBefore(addedBy, PAGE, afterAdded);
    for (const uid of page.uids) {
      if (seen.has(uid)) continue;
      seen.add(uid);
      report[await retainOne(uid, settings, templates, now)] += 1;
    }
    afterAdded = page.last;
  } while (afterAdded);
  return report;
}
