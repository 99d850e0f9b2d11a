import { PEOPLE_LIMITS, USER_MESSAGES } from '@hr-portal/contract';
import { personTarget, recordAudit } from '../../lib/audit.js';
import type { Caller } from '../../lib/caller.js';
import { notFound } from '../../lib/errors.js';
import { runTransaction, type OnceGuard } from '../../lib/transactions.js';
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
  return writeTags(caller, uid, () => input);
}

/** Adds tags to a person's (a stage rule's step: at most once for its guard), within the tag limit. */
export async function addTags(
  caller: Caller,
  uid: string,
  added: string[],
  guard: OnceGuard,
  /** Told, in the transaction before the guard closes, which tags were new (a bulk job's undo removes those). */
  onAdded?: (fresh: string[]) => void,
): Promise<void> {
  await writeTags(
    caller,
    uid,
    (before) => {
      const next = distinctTags([...before, ...added]).slice(0, PEOPLE_LIMITS.tags);
      const had = new Set(before.map((tag) => tag.toLocaleLowerCase()));
      onAdded?.(next.filter((tag) => !had.has(tag.toLocaleLowerCase())));
      return next;
    },
    guard,
  );
}

/** Removes tags from a person's (a bulk job's undo: the ones it added), audited like any change. */
export async function removeTags(caller: Caller, uid: string, removed: string[], guard: OnceGuard): Promise<void> {
  const gone = new Set(removed.map((tag) => tag.toLocaleLowerCase()));
  await writeTags(caller, uid, (before) => before.filter((tag) => !gone.has(tag.toLocaleLowerCase())), guard);
}

async function writeTags(
  caller: Caller,
  uid: string,
  next: (before: string[]) => string[],
  guard?: OnceGuard,
): Promise<string[]> {
  let tags: string[] = [];
  await runTransaction(async (transaction) => {
    if (guard && !(await guard.open(transaction))) return;
    const [before, index, applicationIds] = await Promise.all([
      tagsIn(transaction, uid),
      personIndexFor(transaction, uid),
      applicationIdsOfIn(transaction, uid),
    ]);
    if (!index.person) throw notFound(USER_MESSAGES.userNotFound);
    tags = distinctTags(next(before));
    guard?.close(transaction);
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
