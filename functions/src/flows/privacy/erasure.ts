import { MERGE_MESSAGES } from '@hr-portal/contract';
import { SYSTEM_ACTOR } from '../../lib/audit.js';
import { conflict } from '../../lib/errors.js';
import type { Caller } from '../../lib/caller.js';
import { auth, AUTH_CODES, isAuthCode } from '../../lib/firebase.js';
import { newPseudonym, type Person } from '../../lib/personal-data.js';
import { listAllApplicationsOf } from '../../data/applications/of-person.js';
import { listAllDocumentsOf } from '../../data/documents/documents.js';
import { addTombstone } from '../../data/users/retention.js';
import { closeForErasure } from '../../data/users/erasure.js';
import { readProfile as storedProfile } from '../../data/users/users.js';
import { signFor } from '../../lib/signed-tokens.js';
import { PERSONAL_DATA } from './registry.js';
import { mergesOf } from '../../data/merges/merges.js';
import { recordAnonymised } from '../../data/privacy/requests.js';
import { recordErasure } from './requests.js';

/** Who `uid` is, from the users document and Auth (either may be gone after an interrupted erasure); null when nothing is left. */
export async function personOf(uid: string): Promise<(Person & { role: string | null }) | null> {
  const [profile, account, applications, documents] = await Promise.all([
    storedProfile(uid),
    auth()
      .getUser(uid)
      .catch(() => null),
    listAllApplicationsOf(uid),
    listAllDocumentsOf(uid),
  ]);
  if (!profile && !account && applications.length === 0 && documents.length === 0) return null;
  return {
    uid,
    email: (profile?.email || account?.email || '').toLowerCase(),
    name: profile?.name || account?.displayName || '',
    applicationIds: applications.map((application) => application.id),
    role: profile?.role ?? (account?.customClaims?.role as string | undefined) ?? null,
  };
}

/** Firebase's answer for an account that is not there (a person staff added, or one an earlier run deleted). */
const gone = (error: unknown) => isAuthCode(error, AUTH_CODES.userNotFound);

/**
 * Before anything is deleted, every way in ends: the users document says disabled (the session wall and the rules
 * refuse it, sessions of this very second too) and refuses the account link of someone staff added; the account is
 * disabled (no password, link or provider gets a session) and its refresh tokens are revoked. A run that stops
 * half-way leaves it so, and sign-ins never re-create the users document, so nothing opens it again until the run
 * is finished.
 */
async function endWaysIn(uid: string): Promise<void> {
  await closeForErasure(uid);
  await auth()
    .updateUser(uid, { disabled: true })
    .catch((error: unknown) => {
      if (!gone(error)) throw error;
    });
  await auth()
    .revokeRefreshTokens(uid)
    .catch((error: unknown) => {
      if (!gone(error)) throw error;
    });
}

/**
 * Whoever was merged into the person is theirs now: erasing (or anonymising) the survivor does the same to them
 * first (what stayed of them: their users document, a disabled account). A merge or undo under way is finished
 * first: 409 meanwhile, so no lock is left pointing at a merge that erasure removed.
 */
async function eraseMergedInto(uid: string, erase: (other: string) => Promise<unknown>): Promise<void> {
  const merges = await mergesOf(uid);
  if (merges.some((merge) => merge.status === 'moving' || merge.status === 'undoing'))
    throw conflict(MERGE_MESSAGES.busy);
  for (const merge of merges) if (merge.survivor === uid && merge.status === 'done') await erase(merge.other);
}

/**
 * Erases a person everywhere the registry knows, in its order: deleted where the data is theirs, replaced by one
 * random pseudonym where the record is the employer's. The audit entry (and, when asked for, the register row)
 * names only the pseudonym. Answers what was changed per place, or null when there was no such person.
 */
export async function erasePerson(
  actor: Caller | typeof SYSTEM_ACTOR,
  uid: string,
  answering: { requestId?: string; selfService?: boolean } = {},
): Promise<Record<string, number> | null> {
  const person = await personOf(uid);
  if (!person) return null;
  await eraseMergedInto(uid, (other) => erasePerson(actor, other));
  await endWaysIn(uid);
  const pseudonym = newPseudonym();
  const changed: Record<string, number> = {};
  for (const place of PERSONAL_DATA) changed[place.id] = await place.erase(person, pseudonym);
  const by = actor.uid === uid ? { uid: pseudonym, role: actor.role } : { uid: actor.uid, role: actor.role };
  await recordErasure(by, pseudonym, { role: person.role, applications: person.applicationIds.length }, answering, uid);
  return changed;
}

/**
 * Retention's anonymisation: as erasure, except that the applications stay under the pseudonym without what
 * names the person (see the registry's `anonymise`), and a tombstone keeps a salted hash of the address.
 */
export async function anonymisePerson(uid: string, now: number): Promise<boolean> {
  const person = await personOf(uid);
  if (!person) return false;
  await eraseMergedInto(uid, (other) => anonymisePerson(other, now));
  await endWaysIn(uid);
  const pseudonym = newPseudonym();
  for (const place of PERSONAL_DATA) await (place.anonymise ?? place.erase)(person, pseudonym);
  if (person.email) await addTombstone(signFor('tombstone', person.email), now);
  await recordAnonymised(pseudonym, { applications: person.applicationIds.length }, uid);
  return true;
}
