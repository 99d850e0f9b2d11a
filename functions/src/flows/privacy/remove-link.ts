import type { Caller } from '../../lib/caller.js';
import { isSafeId } from '../../lib/ids.js';
import { linkStanding } from '../../data/users/sourced.js';
import { isPersonLink, type PersonLink } from '../shared/person-links.js';
import { erasePerson, personOf } from './erasure.js';

export type RemovalOutcome = 'removed' | 'invalid' | 'used';

/**
 * "Remove my data" from the e-mail to someone staff added (POST /privacy/remove): erases them at once, no sign-in.
 * The link works while they have no account and its one-time value is theirs; the erasure deletes that value with
 * the users document, so the link works once. An erasure interrupted after the users document went is finished by
 * the same link (it can only erase what is left of the person it was signed for).
 */
export async function removeByLink(link: PersonLink): Promise<RemovalOutcome> {
  if (!isSafeId(link.u) || !isPersonLink('remove-data', link)) return 'invalid';
  const standing = await linkStanding(link.u);
  if (standing) {
    if (standing.hasAccount || standing.nonce !== link.n) return 'used';
  } else if (!(await personOf(link.u))) {
    return 'used';
  }
  // The person themselves asked: the audit entry and register row name only their pseudonym.
  const self: Caller = { uid: link.u, email: '', role: 'candidate', authTime: 0 };
  await erasePerson(self, link.u, { selfService: true });
  return 'removed';
}
