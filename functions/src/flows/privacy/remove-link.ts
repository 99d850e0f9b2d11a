import type { Caller } from '../../lib/caller.js';
import { isSafeId } from '../../lib/ids.js';
import { runTransaction } from '../../lib/transactions.js';
import { erasingByLinkIn, linkStandingIn } from '../../data/users/sourced.js';
import { optOutOf } from '../shared/opt-outs.js';
import { isPersonLink, linkExpired, type PersonLink } from '../shared/person-links.js';
import { erasePerson, personOf } from './erasure.js';

export type RemovalOutcome = 'removed' | 'invalid' | 'used' | 'expired';

/** A second press while the first erasure is still running answers "removed" without starting another. */
const ERASING_FOR_MS = 5 * 60 * 1000;

/**
 * "Remove my data" from the e-mail to someone staff added (POST /privacy/remove): erases them at once, no sign-in.
 * A transaction checks the link is theirs, unspent and unexpired, and marks them as being erased (from then their
 * "Create my account" link is refused); the erasure follows and deletes the link's value with the users document,
 * so the link works once. An erasure interrupted after the users document went is finished by the same link (it
 * can only erase what is left of the person it was signed for); one interrupted before can be pressed again.
 */
export async function removeByLink(link: PersonLink, now = Date.now()): Promise<RemovalOutcome> {
  if (!isSafeId(link.u) || !isPersonLink('remove-data', link)) return 'invalid';
  const decision = await runTransaction(async (transaction): Promise<RemovalOutcome | 'erase' | 'finish'> => {
    const standing = await linkStandingIn(transaction, link.u);
    if (!standing) return 'finish';
    if (standing.hasAccount || standing.nonce === null) return 'used';
    if (standing.nonce !== link.n) return 'invalid';
    if (linkExpired(standing, now)) return 'expired';
    if (standing.erasingAt && now - standing.erasingAt.getTime() < ERASING_FOR_MS) return 'removed';
    erasingByLinkIn(transaction, link.u);
    return 'erase';
  });
  if (decision === 'finish' && !(await personOf(link.u))) return 'used';
  if (decision !== 'erase' && decision !== 'finish') return decision;
  const person = await personOf(link.u);
  // The person themselves asked: the audit entry and register row name only their pseudonym.
  const self: Caller = { uid: link.u, email: '', role: 'candidate', authTime: 0 };
  await erasePerson(self, link.u, { selfService: true });
  // They said no to being held: a salted hash of the address keeps staff from adding them again.
  if (person?.email) await optOutOf(person.email);
  return 'removed';
}
