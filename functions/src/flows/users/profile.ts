import { USER_MESSAGES } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { hasAppliedThemselves } from '../../data/applications/applications.js';
import { firstDocumentsOf } from '../documents/documents.js';
import { findUser } from '../../data/users/users.js';
import { sourcingOf } from '../../data/users/sourced.js';
import { profileOf } from './users.js';

// A person's profile with the documents its viewer may see (erasing a person is the privacy flow's).

/**
 * Whose documents HR may see: employees' (contracts HR keeps), candidates who applied to a job themselves (a
 * referral alone shows staff what the referrer sent, with the application), and people staff added (the resume
 * staff filed for them).
 */
async function hrMaySee(ownerId: string): Promise<boolean> {
  const owner = await findUser(ownerId);
  if (!owner) return false;
  if (owner.role === 'employee') return true;
  if (owner.role !== 'candidate') return false;
  return (await hasAppliedThemselves(ownerId)) || (await sourcingOf(ownerId)) !== null;
}

async function mayViewDocumentsOf(caller: Caller, ownerId: string): Promise<boolean> {
  if (caller.uid === ownerId || caller.role === 'admin') return true;
  return caller.role === 'hr' && hrMaySee(ownerId);
}

/** A profile for its owner, hr or admin, with the documents the caller may see. */
export async function profileFor(caller: Caller, uid: string) {
  if (uid !== caller.uid && caller.role !== 'admin' && caller.role !== 'hr')
    throw forbidden(USER_MESSAGES.ownProfileViewOnly);
  const profile = await profileOf(uid);
  if (!profile) throw notFound(USER_MESSAGES.userNotFound);
  return { ...profile, documents: (await mayViewDocumentsOf(caller, uid)) ? await firstDocumentsOf(uid) : [] };
}
