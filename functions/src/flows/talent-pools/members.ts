import {
  CLOSING_STAGE_IDS,
  HIRED_STATUS,
  TALENT_POOL_MESSAGES,
  USER_MESSAGES,
  type PersonPoolDto,
  type TalentPoolMemberDto,
} from '@hr-portal/contract';
import { personTarget, recordAudit } from '../../lib/audit.js';
import type { Caller } from '../../lib/caller.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { CursorPosition } from '../../lib/paging.js';
import { runTransaction } from '../../lib/transactions.js';
import type { IndexedApplication } from '../../data/search/person-index.js';
import { countMemberIn, findPools, poolIn } from '../../data/talent-pools/pools.js';
import {
  addMemberIn,
  listMembers,
  memberIn,
  membershipsOf,
  removeMemberIn,
  setMemberNoteIn,
} from '../../data/talent-pools/members.js';
import { findPeopleWithConsent } from '../../data/users/users.js';
import { personIndexFor } from '../shared/person-index.js';

/** Open: neither closed (rejected, withdrawn) nor hired. */
const isOpen = (application: Pick<IndexedApplication, 'stage' | 'status'>) =>
  !CLOSING_STAGE_IDS.includes(application.stage) &&
  application.status !== 'rejected' &&
  application.status !== HIRED_STATUS;

/** A consent on record whose end has passed: the person is out of every pool from that moment. */
const consentEnded = (until: Date | null, now: number) => until !== null && until.getTime() <= now;

/**
 * Adds a person to a pool: only someone whose talent-pool consent runs, or who has an open application (409
 * otherwise); never to an archived pool. The membership, the pool's count, the person's search index (`pool:`
 * filter) and the audit entry are one transaction.
 */
export async function addToPool(caller: Caller, poolId: string, uid: string, note = ''): Promise<void> {
  await runTransaction(async (transaction) => {
    const [pool, member, index] = await Promise.all([
      poolIn(transaction, poolId),
      memberIn(transaction, poolId, uid),
      personIndexFor(transaction, uid),
    ]);
    if (!pool) throw notFound(TALENT_POOL_MESSAGES.poolNotFound);
    if (!index.person) throw notFound(USER_MESSAGES.userNotFound);
    if (pool.archived) throw conflict(TALENT_POOL_MESSAGES.poolArchived);
    if (member) throw conflict(TALENT_POOL_MESSAGES.alreadyMember);
    const consents = (index.person.talentPoolUntil?.getTime() ?? 0) > Date.now();
    if (!consents && !index.applications.some(isOpen)) throw conflict(TALENT_POOL_MESSAGES.notEligible);
    addMemberIn(transaction, poolId, uid, note);
    countMemberIn(transaction, poolId, 1);
    index.update((sources) => {
      if (!sources.pools.includes(poolId)) sources.pools = [...sources.pools, poolId];
    });
    recordAudit(transaction, {
      actor: caller,
      action: 'talent_pool.member_added',
      target: personTarget(uid),
      before: null,
      after: { pool: pool.name, ...(note ? { note } : {}) },
    });
  });
}

/** Takes a person out of a pool (404 when they are not in it), with the count, index and audit entry. */
export async function removeFromPool(caller: Caller, poolId: string, uid: string): Promise<void> {
  await runTransaction(async (transaction) => {
    const [pool, member, index] = await Promise.all([
      poolIn(transaction, poolId),
      memberIn(transaction, poolId, uid),
      personIndexFor(transaction, uid),
    ]);
    if (!pool) throw notFound(TALENT_POOL_MESSAGES.poolNotFound);
    if (!member) throw notFound(TALENT_POOL_MESSAGES.notMember);
    removeMemberIn(transaction, poolId, uid);
    countMemberIn(transaction, poolId, -1);
    index.update((sources) => {
      if (!sources.pools.includes(poolId)) return false;
      sources.pools = sources.pools.filter((id) => id !== poolId);
    });
    recordAudit(transaction, {
      actor: caller,
      action: 'talent_pool.member_removed',
      target: personTarget(uid),
      before: { pool: pool.name },
      after: null,
    });
  });
}

/** Replaces the pool's note about a member ('' clears it), audited; 404 when they are not in the pool. */
export async function setPoolNote(caller: Caller, poolId: string, uid: string, note: string): Promise<void> {
  await runTransaction(async (transaction) => {
    const [pool, member] = await Promise.all([poolIn(transaction, poolId), memberIn(transaction, poolId, uid)]);
    if (!pool) throw notFound(TALENT_POOL_MESSAGES.poolNotFound);
    if (!member) throw notFound(TALENT_POOL_MESSAGES.notMember);
    if (member.note === note) return;
    setMemberNoteIn(transaction, poolId, uid, note);
    recordAudit(transaction, {
      actor: caller,
      action: 'talent_pool.note_changed',
      target: personTarget(uid),
      before: { pool: pool.name, note: member.note },
      after: { pool: pool.name, note },
    });
  });
}

/**
 * One page of a pool's members, newest first, with their names and consent. Someone whose consent ended since
 * is left out at once (the hourly sweep then removes them); the page still counts them, so paging goes on.
 */
export async function poolMembers(poolId: string, limit: number, after: CursorPosition | null, now = Date.now()) {
  if (!(await findPools([poolId])).has(poolId)) throw notFound(TALENT_POOL_MESSAGES.poolNotFound);
  const page = await listMembers(poolId, limit, after);
  const people = await findPeopleWithConsent(page.map((member) => member.uid));
  return page.map((member) => {
    const person = people.get(member.uid);
    const view: TalentPoolMemberDto | null =
      !person || consentEnded(person.talentPoolUntil, now)
        ? null
        : {
            uid: member.uid,
            name: person.name,
            email: person.email,
            note: member.note,
            addedAt: member.addedAt?.toISOString() ?? null,
            talentPoolUntil: person.talentPoolUntil?.toISOString() ?? null,
          };
    return { id: member.id, at: member.addedAt?.getTime() ?? 0, view };
  });
}

/** The pools a person is in, by name, with each pool's note about them (their staff profile). */
export async function poolsOfPerson(uid: string): Promise<PersonPoolDto[]> {
  const memberships = await membershipsOf(uid);
  const pools = await findPools(memberships.map((membership) => membership.poolId));
  return memberships
    .filter((membership) => pools.has(membership.poolId))
    .map((membership) => ({
      _id: membership.poolId,
      name: pools.get(membership.poolId)!.name,
      note: membership.note,
      addedAt: membership.addedAt?.toISOString() ?? null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
