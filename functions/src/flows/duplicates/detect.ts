import { DUPLICATE_LIMITS } from '@hr-portal/contract';
import { log } from '../../lib/log.js';
import { runTransaction } from '../../lib/transactions.js';
import { documentHashesOf } from '../../data/documents/documents.js';
import { peopleSharingKeys, recordPairsIn, setKeysIn, storedKeysIn } from '../../data/duplicates/duplicates.js';
import { contactDetailsOf, userSnapshotIn } from '../../data/users/users.js';
import { duplicateKeys, reasonsBetween } from './keys.js';

/** The newest documents whose files count (a person has a handful; the bound keeps the check's cost fixed). */
const HASHED_DOCUMENTS = 20;

/** What one check read and found (the bench prints the reads). */
export interface DuplicateCheck {
  reads: number;
  matches: number;
  opened: number;
}

/**
 * Finds who may be the same person as `uid` (when they are added, sign up or apply): their keys from their users
 * document and newest documents' file hashes, stored; then one indexed query for anyone sharing a key, and the
 * pairs recorded with their reasons. A bounded number of reads: 3 + HASHED_DOCUMENTS + matchesPerCheck + the
 * pairs, never a scan. Suggests only: nobody is merged or told.
 */
export async function checkDuplicates(uid: string): Promise<DuplicateCheck> {
  const [details, resumeHashes] = await Promise.all([contactDetailsOf(uid), documentHashesOf(uid, HASHED_DOCUMENTS)]);
  if (!details) return { reads: 1, matches: 0, opened: 0 };
  const keys = duplicateKeys({ ...details, resumeHashes });
  // Only while they still exist as themselves: an erasure or merge meanwhile leaves no keys behind.
  // Keys that did not change are not written again: one person's concurrent checks (applies) then only read.
  const stored = await runTransaction(async (transaction) => {
    const [person, before] = await Promise.all([userSnapshotIn(transaction, uid), storedKeysIn(transaction, uid)]);
    if (!person.exists || person.get('mergedInto')) return false;
    if (before.length !== keys.length || keys.some((key) => !before.includes(key))) setKeysIn(transaction, uid, keys);
    return true;
  });
  if (!stored) return { reads: 3, matches: 0, opened: 0 };
  const sharing = await peopleSharingKeys(keys, DUPLICATE_LIMITS.matchesPerCheck + 1);
  const found = sharing
    .filter((other) => other.uid !== uid)
    .map((other) => ({ uid: other.uid, reasons: reasonsBetween(keys, other.keys) }))
    .filter((match) => match.reasons.length > 0)
    .slice(0, DUPLICATE_LIMITS.matchesPerCheck);
  const opened = found.length > 0 ? await runTransaction((transaction) => recordPairsIn(transaction, uid, found)) : 0;
  const reads = 3 + Math.max(1, resumeHashes.length) + Math.max(1, sharing.length) + found.length;
  return { reads, matches: found.length, opened };
}

/** The check after an action that already succeeded: a failure is logged, never the action's. */
export async function checkDuplicatesAfter(uid: string): Promise<void> {
  try {
    await checkDuplicates(uid);
  } catch (error) {
    log.error('Could not check for duplicates', error, { uid });
  }
}
