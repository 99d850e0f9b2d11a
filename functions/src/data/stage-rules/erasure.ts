import type { StageRuleDto } from '@hr-portal/contract';
import { rewriteMatches } from '../../lib/batches.js';
import { settingsDocs } from '../../lib/collections.js';
import { peopleNamed, rulesNamingQuery, rulesWithout } from './rules.js';
import { pendingOfCandidateQuery } from './pending.js';
import { runsOfCandidateQuery } from './runs.js';

/** Erases a person from the stage rules' records: their delayed e-mails and the runs of their applications. */
export async function eraseStageRuleDataOf(uid: string): Promise<number> {
  const pending = await rewriteMatches(pendingOfCandidateQuery(uid), (snapshot, batch) => batch.delete(snapshot.ref));
  const runs = await rewriteMatches(runsOfCandidateQuery(uid), (snapshot, batch) => batch.delete(snapshot.ref));
  return pending + runs;
}

/**
 * Takes a person out of every rule set that names them (as one the rules seat or notify, or who saved them): the
 * jobs' and the defaults. Answers how many sets changed.
 */
export async function forgetInRules(uid: string, pseudonym: string): Promise<number> {
  const sets = [...(await rulesNamingQuery(uid).get()).docs];
  const defaults = await settingsDocs.stageRules().get();
  if (((defaults.get('people') as string[] | undefined) ?? []).includes(uid)) sets.push(defaults as never);
  for (const set of sets) {
    const rules = rulesWithout((set.get('rules') as StageRuleDto[] | undefined) ?? [], uid);
    const updatedBy = set.get('updatedBy') === uid ? pseudonym : set.get('updatedBy');
    await set.ref.update({ rules, ...peopleNamed(rules, updatedBy), updatedBy });
  }
  return sets.length;
}
