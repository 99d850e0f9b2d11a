import { PRIVACY_MESSAGES, USER_MESSAGES } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Writable } from 'node:stream';
import { composeMail, portalLink } from '../shared/compose-mail.js';
import { loadTemplates } from '../../data/mail/templates.js';
import { keepDataFor } from '../../data/users/retention.js';
import { languageOf } from '../../data/users/users.js';
import { requireRecentSignIn } from '../shared/recent-sign-in.js';
import { retentionSettings } from '../shared/settings.js';
import { isSafeId } from '../../lib/ids.js';
import { isSignedFor } from '../../lib/signed-tokens.js';
import { erasePerson, personOf } from './erasure.js';
import { collectExport, writeArchive } from './export.js';
import { findRequest, recordExport } from '../../data/privacy/requests.js';
import { fileErasureRequest, markAnswered } from './requests.js';
import { updatePersonIndex } from '../shared/person-index.js';

/** Writes the archive to the response once everything in it has been read (see export.ts). */
type ArchiveWriter = (out: Writable) => Promise<void>;

/**
 * A person's data as a ZIP: collected first (so a failure answers a clean error, not half an archive), then the
 * export is audited and the person told by e-mail, then the archive streams.
 */
async function archiveOf(actor: Caller, uid: string): Promise<ArchiveWriter> {
  const person = await personOf(uid);
  if (!person) throw notFound(USER_MESSAGES.userNotFound);
  // The person's own archive holds what only they may read (their survey answers); one an admin downloads does not.
  const archive = await collectExport(person, actor.uid === uid);
  const [templates, language] = await Promise.all([loadTemplates(), languageOf(uid)]);
  const notice = composeMail(
    templates,
    'data_exported',
    person.email,
    { candidateName: person.name || person.email, portalUrl: portalLink('/') },
    { recipientUid: uid },
    language,
  );
  await recordExport(actor, uid, notice);
  return (out) => writeArchive(archive, out);
}

/** GET /api/me/export: anyone's own data (limited per day by the router). */
export const exportOwnData = (caller: Caller) => archiveOf(caller, caller.uid);

/** An admin downloads the data of the person behind an open request (to answer it, or before erasing). */
export async function exportForRequest(caller: Caller, id: string): Promise<ArchiveWriter> {
  const request = await requireOpenRequest(caller, id);
  return archiveOf(caller, request.person);
}

/**
 * DELETE /api/me. A candidate's account and data go at once (after a recent sign-in, as for an address change);
 * employees and staff, whose records the employer may have to keep, file a request in the register instead.
 */
export async function eraseOwnAccount(caller: Caller): Promise<'erased' | 'requested'> {
  if (caller.role !== 'candidate') {
    await fileErasureRequest(caller);
    return 'requested';
  }
  requireRecentSignIn(caller);
  await erasePerson(caller, caller.uid, { selfService: true });
  return 'erased';
}

/** An admin erases a person (the users screen's delete); never themselves, so an admin always remains. */
export async function eraseUser(caller: Caller, uid: string): Promise<void> {
  if (caller.uid === uid) throw conflict(USER_MESSAGES.cannotDeleteSelf);
  if (!(await erasePerson(caller, uid))) throw notFound(USER_MESSAGES.userNotFound);
}

async function requireOpenRequest(caller: Caller, id: string) {
  const request = await findRequest(id);
  if (!request) throw notFound(PRIVACY_MESSAGES.requestNotFound);
  if (request.status === 'done') throw conflict(PRIVACY_MESSAGES.requestHandled);
  if (request.person === caller.uid) throw forbidden(PRIVACY_MESSAGES.ownRequest);
  return request;
}

/** An admin answers an erasure request by erasing the person; the row is marked answered with the erasure. */
export async function answerByErasing(caller: Caller, id: string): Promise<void> {
  const request = await requireOpenRequest(caller, id);
  if (!(await erasePerson(caller, request.person, { requestId: id }))) {
    // Nothing left of the person (erased another way): the request is answered all the same.
    await markAnswered(id, caller, { outcome: 'already erased' });
  }
}

/** An admin marks a request answered without erasing (e.g. records the employer must keep; the reply went by mail). */
export async function answerRequest(caller: Caller, id: string): Promise<void> {
  await requireOpenRequest(caller, id);
  await markAnswered(id, caller, { outcome: 'answered' });
}

/**
 * The notice's "keep my data" link (served by the careers function at /privacy/keep): valid when signed for this
 * person and due day; renews the talent-pool consent for one term.
 */
export async function keepDataByLink(
  uid: unknown,
  dueAt: unknown,
  signature: unknown,
  now = Date.now(),
): Promise<{ outcome: 'kept'; until: Date } | { outcome: 'invalid' | 'gone' }> {
  if (typeof uid !== 'string' || typeof dueAt !== 'string' || !/^\d{1,15}$/.test(dueAt)) return { outcome: 'invalid' };
  if (!isSafeId(uid) || !isSignedFor('keep-data', `${uid}:${dueAt}`, signature)) return { outcome: 'invalid' };
  const { talentPoolMonths } = await retentionSettings();
  const until = await keepDataFor(uid, Number(dueAt), talentPoolMonths, now);
  // The renewed consent puts them back under people search's talent-pool filter (read from their users document).
  if (until) await updatePersonIndex(uid, () => {});
  return until ? { outcome: 'kept', until } : { outcome: 'gone' };
}
