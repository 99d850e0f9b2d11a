import { TALENT_POOL_MESSAGES, USER_MESSAGES, type PersonPoolDto, type TalentPoolMemberDto } from '@hr-portal/contract';
import type { Transaction } from 'firebase-admin/firestore';
import { personTarget, recordAudit } from '../../lib/audit.js';
import type { Caller } from '../../lib/caller.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { CursorPosition } from '../../lib/paging.js';
import { runTransaction } from '../../lib/transactions.js';
import { poolStandingOf } from '../../data/search/pool-standing.js';
import { countMemberIn, findPools, poolIn } from '../../data/talent-pools/pools.js';
import {
  addMemberIn,
  listMembers,
  memberIn,
  membershipsOf,
  removeMemberIn,
  setMemberNoteIn,
} from '../../data/talent-pools/members.js';
import { personIndexFor } from '../shared/person-index.js';
import { requirePool } from './pools.js';
import { mayBeInPools, poolConsentOf, poolsAllowedUntil } from '../shared/pool-eligibility.js';

/** The pool (404 for none), the person's membership of it and their index writer, read in one round. */
async function membershipIn(transaction: Transaction, poolId: string, uid: string) {
  const [pool, member, index] = await Promise.all([
    poolIn(transaction, poolId),
    memberIn(transaction, poolId, uid),
    personIndexFor(transaction, uid),
  ]);
  if (!pool) throw notFound(TALENT_POOL_MESSAGES.poolNotFound);
  return { pool, member, index };
}

/**
 * Adds a person to a pool: only someone whose talent-pool consent runs, or who has an open application (409
 * otherwise); never to an archived pool. The membership, the pool's count, the person's search index (`pool:`
 * filter) and the audit entry are one transaction.
 */
export async function addToPool(caller: Caller, poolId: string, uid: string, note = ''): Promise<void> {
  await runTransaction(async (transaction) => {
    const { pool, member, index } = await membershipIn(transaction, poolId, uid);
    if (!index.person) throw notFound(USER_MESSAGES.userNotFound);
    if (pool.archived) throw conflict(TALENT_POOL_MESSAGES.poolArchived);
    if (member) throw conflict(TALENT_POOL_MESSAGES.alreadyMember);
    const now = Date.now();
    const allowedUntil = poolsAllowedUntil(poolConsentOf(index.person), index.applications, now);
    if (!mayBeInPools(allowedUntil, now)) throw conflict(TALENT_POOL_MESSAGES.notEligible);
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
      // The note itself stays out of the trail: erasing the person could not find it there.
      after: { pool: pool.name, withNote: note !== '' },
    });
  });
}

/** Takes a person out of a pool (404 when they are not in it), with the count, index and audit entry. */
export async function removeFromPool(caller: Caller, poolId: string, uid: string): Promise<void> {
  await runTransaction(async (transaction) => {
    const { pool, member, index } = await membershipIn(transaction, poolId, uid);
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
      before: { pool: pool.name, withNote: member.note !== '' },
      after: { pool: pool.name, withNote: note !== '' },
    });
  });
}

/**
 * One page of a pool's members, newest first, with their names and consent. Someone who may no longer be in
 * pools (consent ended; or no consent and no open application) is left out at once, before the hourly sweep
 * removes them; the page still counts them, so paging goes on.
 */
export async function poolMembers(poolId: string, limit: number, after: CursorPosition | null, now = Date.now()) {
  await requirePool(poolId);
  const page = await listMembers(poolId, limit, after);
  // The index holds their name, address and running consent (kept in step with the users document).
  const people = await poolStandingOf(page.map((member) => member.uid));
  return page.map((member) => {
    const person = people.get(member.uid);
    const view: TalentPoolMemberDto | null =
      !person || !mayBeInPools(person.poolsAllowedUntil, now)
        ? null
        : {
            uid: member.uid,
            name: person.name,
            email: person.email,
            note: member.note,
            addedAt: member.addedAt?.toISOString() ?? null,
            talentPoolUntil:
              person.talentPoolUntil !== null && person.talentPoolUntil > now
                ? new Date(person.talentPoolUntil).toISOString()
                : null,
          };
    return { id: member.id, at: member.addedAt?.getTime() ?? 0, view };
  });
}

/** The pools a person is in, by name, with each pool's note about them (their staff profile); none once they may no longer be in pools. */
export async function poolsOfPerson(uid: string, now = Date.now()): Promise<PersonPoolDto[]> {
  const standing = (await poolStandingOf([uid])).get(uid);
  if (!standing || !mayBeInPools(standing.poolsAllowedUntil, now)) return [];
  return everyPoolOf(uid);
}

/** Every pool the person is in, by name, with its note, whether or not they may stay (their data export). */
export async function everyPoolOf(uid: string): Promise<PersonPoolDto[]> {
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
