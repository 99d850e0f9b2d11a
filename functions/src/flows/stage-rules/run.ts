import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { StageRuleAction, StageRuleDto } from '@hr-portal/contract';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { appendEvent, type EventSubject } from '../../lib/event-log.js';
import { findEvent } from '../../data/applications/event-reads.js';
import { log } from '../../lib/log.js';
import { queueMail } from '../../lib/mail.js';
import { runTransaction, type OnceGuard } from '../../lib/transactions.js';
import { findApplication, applicationIn } from '../../data/applications/applications.js';
import type { ApplicationRecord } from '../../data/applications/record.js';
import { findJob } from '../../data/jobs/jobs.js';
import { notifyIn } from '../../data/notifications/notifications.js';
import { readJobRules } from '../../data/stage-rules/rules.js';
import { createPendingIn, pendingIdOf } from '../../data/stage-rules/pending.js';
import {
  countResume,
  finishRun,
  findRun,
  markStepIn,
  openRun,
  runIdOf,
  stepKey,
  stepOpenIn,
  type RuleRun,
} from '../../data/stage-rules/runs.js';
import { findUsers } from '../../data/users/users.js';
import { assignInterviewer } from '../interviews/interviews.js';
import { addTags } from '../people/tags.js';
import { sendBookingLink } from '../scheduling/links.js';
import { pipelinePath } from '../shared/record-links.js';
import { ruleCaller, ruleMail, RULE_CAUSE } from './rule-effects.js';

/** Logged events that put an application into a stage. */
const ENTRIES = new Set(['applied', 'moved', 'hired', 'withdrawn']);

/**
 * An entry older than this runs no rules: a copied log (anonymisation, a migration) or a very late redelivery is
 * history, not an application entering a stage now. A crashed run is resumed well within it.
 */
const FRESH_MS = 24 * 60 * 60_000;

/**
 * The rules of one logged event: when it put the application into a stage with "enter" rules, each of their actions
 * is taken once. Called by the trigger on every new event (and by the sweep for runs a crash left unfinished).
 */
export async function runRulesOfEvent(applicationId: string, eventId: string): Promise<void> {
  const event = await findEvent(applicationId, eventId);
  // A bulk action's moves can be undone, and an undo puts applications back: rules act on neither.
  if (!event || !ENTRIES.has(event.type) || !event.toStage || event.source === 'undo' || event.source === 'bulk')
    return;
  if (Date.now() - event.at.getTime() > FRESH_MS) return;
  const jobId = event.jobId;
  const rules = (await readJobRules(jobId)).rules.filter((rule) => rule.on === 'enter' && rule.stage === event.toStage);
  if (rules.length === 0) return;
  const run = await openRun({
    id: runIdOf(applicationId, eventId),
    applicationId,
    jobId,
    candidate: event.candidate,
    stage: event.toStage,
    enteredAt: event.at,
    rules,
  });
  await takeSteps(run);
}

/** Resumes a run (the sweep: a crash between steps). */
export async function resumeRun(runId: string): Promise<void> {
  const run = await findRun(runId);
  if (!run || run.finished) return;
  // A run that failed this often fails for a reason a retry does not fix: it is closed, logged, and not blocking.
  if ((await countResume(runId)) > MAX_RESUMES) {
    log.error('stage rule run given up', { run: runId, done: run.done });
    return finishRun(runId);
  }
  await takeSteps(run);
}

const MAX_RESUMES = 5;

async function takeSteps(run: RuleRun): Promise<void> {
  for (const rule of run.rules) {
    for (const [index, action] of rule.actions.entries()) {
      const key = stepKey(rule.id, index);
      if (run.done.includes(key)) continue;
      await takeStep(run, rule, index, action);
    }
  }
  await finishRun(run.id);
}

/** Why a step is not taken for this application now, or null to take it. */
async function skipReason(run: RuleRun, application: ApplicationRecord | null): Promise<string | null> {
  if (!application || application.anonymised) return 'the application is gone';
  // Still in the entry this run belongs to: not moved on, and not moved away and back (a later entry has its own run).
  const entered = application.stageEnteredAt?.getTime() ?? 0;
  if (application.stage !== run.stage || Math.abs(entered - run.enteredAt.getTime()) >= 1000)
    return 'the application left the stage first';
  const job = await findJob(run.jobId);
  if (!job?.isActive) return 'the job is closed';
  return null;
}

/** One action of one rule for one entry: taken, or skipped with its reason, exactly once. */
async function takeStep(run: RuleRun, rule: StageRuleDto, index: number, action: StageRuleAction): Promise<void> {
  const key = stepKey(rule.id, index);
  const guard: OnceGuard = {
    open: (transaction) => stepOpenIn(transaction, run.id, key),
    close: (transaction) => markStepIn(transaction, run.id, key),
  };
  const application = await findApplication(run.applicationId);
  const skipped = await skipReason(run, application);
  if (skipped) return recordStep(run, rule, action, guard, { skipped });
  try {
    await act(run, rule, index, action, application!, guard);
  } catch (error) {
    // A refusal (no panel to book with, already on the panel) is this step's outcome; anything else is retried.
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    await recordStep(run, rule, action, guard, { skipped: error.message });
  }
}

async function act(
  run: RuleRun,
  rule: StageRuleDto,
  index: number,
  action: StageRuleAction,
  application: ApplicationRecord,
  guard: OnceGuard,
): Promise<void> {
  const caller = ruleCaller(rule.id);
  // An effect another flow takes in its own transaction has a guard of its own; the step is then logged under
  // the step's guard (a crash between the two logs it on resume, and never takes the effect twice).
  const effect = (suffix: string): OnceGuard => {
    const effectKey = `${stepKey(rule.id, index)}:${suffix}`;
    return {
      open: (transaction) => stepOpenIn(transaction, run.id, effectKey),
      close: (transaction) => markStepIn(transaction, run.id, effectKey),
    };
  };
  switch (action.type) {
    case 'email': {
      if (action.delayMinutes > 0) return schedule(run, rule, index, action, guard);
      const mail = await ruleMail(application, action, run.stage);
      return recordStep(run, rule, action, guard, {}, (transaction) => (mail ? queueMail(transaction, mail) : null));
    }
    case 'booking_link':
      await sendBookingLink(caller, run.applicationId, action, Date.now(), effect('link'));
      return recordStep(run, rule, action, guard, {});
    case 'panel': {
      const people = await findUsers(action.uids);
      for (const [seat, uid] of action.uids.entries()) {
        if (!people.has(uid)) continue;
        // Each seat is its own guard (by position: the run keeps no one's id in it): a retry seats those not yet
        // seated, never one twice.
        await assignInterviewer(caller, run.applicationId, uid, effect(`seat${seat}`)).catch((error: unknown) => {
          if (!(error instanceof AppError) || error.status >= 500) throw error;
        });
      }
      return recordStep(run, rule, action, guard, {});
    }
    case 'tags':
      await addTags(caller, application.candidate, action.tags, effect('tags'));
      return recordStep(run, rule, action, guard, {});
    case 'notify': {
      const staff = [...(await findUsers(action.uids)).values()].filter((person) => person.role !== 'candidate');
      return recordStep(run, rule, action, guard, {}, (transaction) => {
        notifyIn(
          transaction,
          staff.map((person) => ({
            to: person._id,
            kind: 'stage_rule',
            event: `${run.id}__${stepKey(rule.id, index)}`,
            subject: `${application.candidateName || application.candidateEmail} · ${application.jobSnapshot.title}`,
            actor: caller.integration!.name,
            href: pipelinePath(
              `/${person.role === 'employee' ? 'employee' : person.role}`,
              run.jobId,
              run.applicationId,
            ),
            about: [application.candidate],
          })),
        );
        return null;
      });
    }
    case 'remind_owner':
      // Belongs to "stay" rules (flows/stage-rules/stay.ts); an "enter" rule cannot hold it (the schema refuses).
      return recordStep(run, rule, action, guard, { skipped: 'reminders belong to rules for staying in a stage' });
  }
}

/** A delayed e-mail: pending until due, then sent by the sweep if the application is still where it entered. */
async function schedule(
  run: RuleRun,
  rule: StageRuleDto,
  index: number,
  action: Extract<StageRuleAction, { type: 'email' }>,
  guard: OnceGuard,
): Promise<void> {
  const dueAt = new Date(run.enteredAt.getTime() + action.delayMinutes * 60_000);
  await recordStep(run, rule, action, guard, { dueAt: dueAt.toISOString() }, (transaction) => {
    createPendingIn(
      transaction,
      {
        runId: run.id,
        ruleId: rule.id,
        applicationId: run.applicationId,
        jobId: run.jobId,
        candidate: run.candidate,
        stage: run.stage,
        enteredAt: run.enteredAt,
        subject: action.subject,
        text: action.text,
        dueAt,
      },
      pendingIdOf(run.id, stepKey(rule.id, index)),
    );
    return null;
  });
}

/**
 * Marks a step done with its timeline event and audit entry, and whatever `write` adds (an e-mail: its id goes on
 * the event), in one transaction: a step already done writes nothing.
 */
async function recordStep(
  run: RuleRun,
  rule: StageRuleDto,
  action: StageRuleAction,
  guard: OnceGuard,
  outcome: { skipped?: string; dueAt?: string },
  write?: (transaction: Transaction) => string | null,
): Promise<void> {
  await runTransaction(async (transaction) => {
    if (!(await guard.open(transaction))) return;
    const application = await applicationIn(transaction, run.applicationId);
    if (!application) {
      guard.close(transaction);
      return;
    }
    const mailId = outcome.skipped ? null : (write?.(transaction) ?? null);
    guard.close(transaction);
    const subject: EventSubject = { applicationId: run.applicationId, jobId: run.jobId, candidate: run.candidate };
    appendEvent(
      transaction,
      subject,
      {
        type: 'rule_applied',
        ruleId: rule.id,
        ruleAction: action.type,
        mailId,
        ...(outcome.skipped ? { skipped: outcome.skipped } : {}),
      },
      RULE_CAUSE.uid,
      Timestamp.now(),
    );
    recordAudit(transaction, {
      actor: { uid: RULE_CAUSE.uid, role: 'system' },
      action: 'stage_rule.applied',
      target: {
        type: 'application',
        id: run.applicationId,
        label: application.jobSnapshot.title,
        person: run.candidate,
      },
      before: null,
      after: { rule: rule.id, stage: run.stage, action: action.type, ...outcome },
    });
  });
  if (outcome.skipped) log.info('stage rule step skipped', { run: run.id, rule: rule.id, why: outcome.skipped });
}
