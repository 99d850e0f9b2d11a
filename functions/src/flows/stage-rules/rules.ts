import { randomBytes } from 'node:crypto';
import {
  DEFAULT_STAGES,
  pipelineOf,
  STAGE_RULE_MESSAGES,
  type StageRuleDto,
  type StageRulesDto,
} from '@hr-portal/contract';
import type { StageRulesInput } from '@hr-portal/contract/schemas';
import { recordAudit } from '../../lib/audit.js';
import type { Caller } from '../../lib/caller.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { runTransaction } from '../../lib/transactions.js';
import { findJob } from '../../data/jobs/jobs.js';
import { findUsers } from '../../data/users/users.js';
import {
  defaultRulesIn,
  jobRulesIn,
  readDefaultRules,
  readJobRules,
  writeDefaultRulesIn,
  writeJobRulesIn,
} from '../../data/stage-rules/rules.js';
import { JOB_MESSAGES } from '@hr-portal/contract';

const newRuleId = () => randomBytes(6).toString('hex');

/**
 * Checked when rules are saved: a panel seats people who work here (hr, admin or employee); a notice goes to hr and
 * admins only (it names the candidate to someone who may not be on their panel).
 */
async function requireStaff(rules: StageRulesInput['rules']): Promise<void> {
  const seated = rules.flatMap((rule) =>
    rule.actions.flatMap((action) => (action.type === 'panel' ? action.uids : [])),
  );
  const told = rules.flatMap((rule) => rule.actions.flatMap((action) => (action.type === 'notify' ? action.uids : [])));
  if (seated.length + told.length === 0) return;
  const people = await findUsers([...seated, ...told]);
  const roleOf = (uid: string) => people.get(uid)?.role;
  if (seated.some((uid) => !['hr', 'admin', 'employee'].includes(roleOf(uid) ?? '')))
    throw badRequest(STAGE_RULE_MESSAGES.notStaff);
  if (told.some((uid) => !['hr', 'admin'].includes(roleOf(uid) ?? '')))
    throw badRequest(STAGE_RULE_MESSAGES.notifyStaff);
}

/** The rules as stored: each with an id (new ones get one), each naming a stage of the pipeline given. */
function toStored(rules: StageRulesInput['rules'], stageIds: readonly string[]): StageRuleDto[] {
  const ids = new Set<string>();
  return rules.map((rule) => {
    if (!stageIds.includes(rule.stage)) throw badRequest(`${STAGE_RULE_MESSAGES.unknownStage}: ${rule.stage}`);
    let id = rule.id ?? newRuleId();
    while (ids.has(id)) id = newRuleId();
    ids.add(id);
    return {
      id,
      stage: rule.stage,
      on: rule.on,
      ...(rule.on === 'stay' ? { days: rule.days } : {}),
      actions: rule.actions,
    };
  });
}

export async function jobRules(jobId: string): Promise<StageRulesDto> {
  if (!(await findJob(jobId))) throw notFound(JOB_MESSAGES.notFound);
  return readJobRules(jobId);
}

/** PUT /api/job/:id/stage-rules: the whole set, audited with the set before and after. */
export async function saveJobRules(caller: Caller, jobId: string, input: StageRulesInput): Promise<StageRulesDto> {
  const job = await findJob(jobId);
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  await requireStaff(input.rules);
  const rules = toStored(
    input.rules,
    pipelineOf(job.stages).map((stage) => stage.id),
  );
  await runTransaction(async (transaction) => {
    const before = await jobRulesIn(transaction, jobId);
    writeJobRulesIn(transaction, jobId, rules, caller.uid);
    recordAudit(transaction, {
      actor: caller,
      action: 'stage_rules.changed',
      target: { type: 'job', id: jobId, label: job.title },
      before: { rules: before.rules },
      after: { rules },
    });
  });
  return readJobRules(jobId);
}

export const defaultRules = () => readDefaultRules();

/** PUT /api/settings/stage-rules (admins): the set new jobs start with, on the default stages. */
export async function saveDefaultRules(caller: Caller, input: StageRulesInput): Promise<StageRulesDto> {
  await requireStaff(input.rules);
  const rules = toStored(
    input.rules,
    pipelineOf(DEFAULT_STAGES).map((stage) => stage.id),
  );
  await runTransaction(async (transaction) => {
    const before = await defaultRulesIn(transaction);
    writeDefaultRulesIn(transaction, rules, caller.uid);
    recordAudit(transaction, {
      actor: caller,
      action: 'settings.stage_rules_changed',
      target: { type: 'settings', id: 'stageRules' },
      before: { rules: before.rules },
      after: { rules },
    });
  });
  return readDefaultRules();
}
