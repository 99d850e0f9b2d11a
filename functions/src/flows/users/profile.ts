import { USER_MESSAGES } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { hasAppliedThemselves } from '../../data/applications/of-person.js';
import { firstDocumentsOf } from '../documents/documents.js';
import { findUser } from '../../data/users/users.js';
import { sourcingOf } from '../../data/users/sourced.js';
import { profileOf } from './users.js';

// A person's profile with the documents its viewer may see (erasing a person is the privacy flow's).

/** Which of a person's documents a viewer sees: all, only those others filed for them, or none. */
type DocumentsShown = 'all' | 'filed-by-others' | 'none';

/**
 * Which documents HR may see: employees' (contracts HR keeps) and those of candidates who applied to a job
 * themselves; of people staff added (or a referral made), what staff or the referrer filed for them, not what they
 * uploaded themselves after joining. A referral alone shows staff what the referrer sent, with the application.
 */
async function documentsHrMaySee(ownerId: string): Promise<DocumentsShown> {
  const owner = await findUser(ownerId);
  if (!owner) return 'none';
  if (owner.role === 'employee') return 'all';
  if (owner.role !== 'candidate') return 'none';
  if (await hasAppliedThemselves(ownerId)) return 'all';
  return (await sourcingOf(ownerId)) !== null ? 'filed-by-others' : 'none';
}

async function documentsShownTo(caller: Caller, ownerId: string): Promise<DocumentsShown> {
  if (caller.uid === ownerId || caller.role === 'admin') return 'all';
  return caller.role === 'hr' ? documentsHrMaySee(ownerId) : 'none';
}

/** A profile for its owner, hr or admin, with the documents the caller may see. */
export async function profileFor(caller: Caller, uid: string) {
  if (uid !== caller.uid && caller.role !== 'admin' && caller.role !== 'hr')
    throw forbidden(USER_MESSAGES.ownProfileViewOnly);
  const profile = await profileOf(uid);
  if (!profile) throw notFound(USER_MESSAGES.userNotFound);
  const shown = await documentsShownTo(caller, uid);
  return { ...profile, documents: shown === 'none' ? [] : await firstDocumentsOf(uid, shown === 'filed-by-others') };
}
