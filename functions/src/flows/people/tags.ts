import { USER_MESSAGES } from '@hr-portal/contract';
import { personTarget, recordAudit } from '../../lib/audit.js';
import type { Caller } from '../../lib/caller.js';
import { notFound } from '../../lib/errors.js';
import { runTransaction } from '../../lib/transactions.js';
import { setTagsIn, tagsIn } from '../../data/people/people.js';
import { applicationIdsOfIn } from '../../data/applications/of-person.js';
import { setCandidateTagsIn } from '../../data/applications/pointers.js';
import { personIndexFor } from '../shared/person-index.js';
import { distinctTags } from '../shared/distinct-tags.js';

/**
 * Replaces a person's tags (404 for no such person), audited with the list before and after, indexed, and copied
 * to their applications for the board's cards.
 */
export async function setTags(caller: Caller, uid: string, input: string[]): Promise<string[]> {
  const tags = distinctTags(input);
  await runTransaction(async (transaction) => {
    const [before, index, applicationIds] = await Promise.all([
      tagsIn(transaction, uid),
      personIndexFor(transaction, uid),
      applicationIdsOfIn(transaction, uid),
    ]);
    if (!index.person) throw notFound(USER_MESSAGES.userNotFound);
    if (before.length === tags.length && before.every((tag, i) => tag === tags[i])) return;
    setTagsIn(transaction, uid, tags);
    for (const id of applicationIds) setCandidateTagsIn(transaction, id, tags);
    index.update((sources) => {
      sources.tags = tags;
    });
    recordAudit(transaction, {
      actor: caller,
      action: 'person.tags_changed',
      target: personTarget(uid),
      before: { tags: before },
      after: { tags },
    });
  });
  return tags;
}
