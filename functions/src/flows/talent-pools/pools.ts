import { TALENT_POOL_MESSAGES } from '@hr-portal/contract';
import { recordAudit, type AuditTarget } from '../../lib/audit.js';
import type { Caller } from '../../lib/caller.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { CursorPosition } from '../../lib/paging.js';
import { runTransaction } from '../../lib/transactions.js';
import {
  createPoolIn,
  findPools,
  listPools,
  nameTakenIn,
  poolIn,
  updatePoolIn,
  type PoolRecord,
} from '../../data/talent-pools/pools.js';

export const poolTarget = (id: string, name: string): AuditTarget => ({ type: 'talentPool', id, label: name });

const tidy = (name: string) => name.replace(/\s+/g, ' ').trim();

/** Creates a pool (409 when another has the name in any case), audited; answers it. */
export async function createTalentPool(caller: Caller, input: string): Promise<PoolRecord> {
  const name = tidy(input);
  const id = await runTransaction(async (transaction) => {
    if (await nameTakenIn(transaction, name)) throw conflict(TALENT_POOL_MESSAGES.nameTaken);
    const created = createPoolIn(transaction, name);
    recordAudit(transaction, {
      actor: caller,
      action: 'talent_pool.created',
      target: poolTarget(created, name),
      before: null,
      after: { name },
    });
    return created;
  });
  return requirePool(id);
}

/** The pool (404 for none). */
export async function requirePool(id: string): Promise<PoolRecord> {
  const pool = (await findPools([id])).get(id);
  if (!pool) throw notFound(TALENT_POOL_MESSAGES.poolNotFound);
  return pool;
}

/** Renames, archives or restores a pool, each audited; a change to what it already is changes nothing. */
export async function changeTalentPool(
  caller: Caller,
  id: string,
  change: { name?: string; archived?: boolean },
): Promise<PoolRecord> {
  const name = change.name === undefined ? undefined : tidy(change.name);
  await runTransaction(async (transaction) => {
    const pool = await poolIn(transaction, id);
    if (!pool) throw notFound(TALENT_POOL_MESSAGES.poolNotFound);
    const renamed = name !== undefined && name !== pool.name;
    if (renamed && (await nameTakenIn(transaction, name, id))) throw conflict(TALENT_POOL_MESSAGES.nameTaken);
    const archiving = change.archived !== undefined && change.archived !== pool.archived;
    if (!renamed && !archiving) return;
    updatePoolIn(transaction, id, {
      ...(renamed ? { name } : {}),
      ...(archiving ? { archived: change.archived } : {}),
    });
    if (renamed)
      recordAudit(transaction, {
        actor: caller,
        action: 'talent_pool.renamed',
        target: poolTarget(id, name),
        before: { name: pool.name },
        after: { name },
      });
    if (archiving)
      recordAudit(transaction, {
        actor: caller,
        action: change.archived ? 'talent_pool.archived' : 'talent_pool.restored',
        target: poolTarget(id, name ?? pool.name),
        before: { archived: pool.archived },
        after: { archived: change.archived },
      });
  });
  return requirePool(id);
}

/** One page of pools, newest first. */
export function talentPools(archived: boolean, limit: number, after: CursorPosition | null) {
  return listPools(archived, limit, after);
}
