import { FieldPath, FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { StageRuleDto, StageRulesDto } from '@hr-portal/contract';
import { collections, settingsDocs } from '../../lib/collections.js';
import { dateOf } from '../../lib/timestamps.js';

// A job's stage rules (stageRules/{jobId}) and the set new jobs start with (settings/stageRules).

const jobRules = (jobId: string) => collections.stageRules().doc(jobId);

const toDto = (data: FirebaseFirestore.DocumentData | undefined): StageRulesDto => ({
  rules: Array.isArray(data?.rules) ? (data.rules as StageRuleDto[]) : [],
  updatedAt: dateOf(data?.updatedAt)?.toISOString() ?? null,
});

export async function readJobRules(jobId: string): Promise<StageRulesDto> {
  return toDto((await jobRules(jobId).get()).data());
}

export async function jobRulesIn(transaction: Transaction, jobId: string): Promise<StageRulesDto> {
  return toDto((await transaction.get(jobRules(jobId))).data());
}

export function writeJobRulesIn(
  writer: Transaction | FirebaseFirestore.WriteBatch,
  jobId: string,
  rules: StageRuleDto[],
  by: string,
) {
  (writer as FirebaseFirestore.WriteBatch).set(jobRules(jobId), {
    rules,
    ...stayFlag(rules),
    ...peopleNamed(rules, by),
    updatedAt: FieldValue.serverTimestamp(),
    updatedBy: by,
  });
}

export async function readDefaultRules(): Promise<StageRulesDto> {
  return toDto((await settingsDocs.stageRules().get()).data());
}

export async function defaultRulesIn(transaction: Transaction): Promise<StageRulesDto> {
  return toDto((await transaction.get(settingsDocs.stageRules())).data());
}

export function writeDefaultRulesIn(transaction: Transaction, rules: StageRuleDto[], by: string) {
  transaction.set(settingsDocs.stageRules(), {
    rules,
    ...peopleNamed(rules, by),
    updatedAt: FieldValue.serverTimestamp(),
    updatedBy: by,
  });
}

/** A page of the jobs with a rule for staying in a stage, by job id after `after` (the sweep reminds their owners). */
export async function jobsWithStayRules(
  after: string | null,
  limit: number,
): Promise<{ jobId: string; rules: StageRuleDto[] }[]> {
  let query = collections.stageRules().where('hasStayRules', '==', true).orderBy(FieldPath.documentId()).limit(limit);
  if (after) query = query.startAfter(after);
  const found = await query.get();
  return found.docs.map((doc) => ({ jobId: doc.id, rules: toDto(doc.data()).rules }));
}

/** The flag the sweep queries by, kept with the rules. */
export const stayFlag = (rules: StageRuleDto[]) => ({ hasStayRules: rules.some((rule) => rule.on === 'stay') });

/** The staff the rules seat or notify, and who saved them: kept with the rules so erasure finds them by uid. */
export const peopleNamed = (rules: StageRuleDto[], by: string) => ({
  people: [
    ...new Set([
      by,
      ...rules.flatMap((rule) =>
        rule.actions.flatMap((action) => (action.type === 'panel' || action.type === 'notify' ? action.uids : [])),
      ),
    ]),
  ],
});

/** The rules without a person: dropped from every panel and notify list (an action left empty goes, then a rule). */
export function rulesWithout(rules: StageRuleDto[], uid: string): StageRuleDto[] {
  return rules
    .map((rule) => ({
      ...rule,
      actions: rule.actions
        .map((action) =>
          action.type === 'panel' || action.type === 'notify'
            ? { ...action, uids: action.uids.filter((one) => one !== uid) }
            : action,
        )
        .filter((action) => !('uids' in action) || action.uids.length > 0),
    }))
    .filter((rule) => rule.actions.length > 0);
}

/** Every rules document naming the person (jobs' and the defaults), for erasure. */
export const rulesNamingQuery = (uid: string) => collections.stageRules().where('people', 'array-contains', uid);

/** A job's rules go with it. */
export function deleteJobRulesIn(writer: Transaction | FirebaseFirestore.WriteBatch, jobId: string) {
  (writer as FirebaseFirestore.WriteBatch).delete(jobRules(jobId));
}

/** A new job starts with the default rules of the stages it has (each rule keeps its id). */
export async function startingRulesFor(stageIds: readonly string[]): Promise<StageRuleDto[]> {
  return (await readDefaultRules()).rules.filter((rule) => stageIds.includes(rule.stage));
}
