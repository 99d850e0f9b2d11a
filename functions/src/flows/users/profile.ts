import { USER_MESSAGES } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { hasApplied } from '../../data/applications/applications.js';
import { firstDocumentsOf } from '../documents/documents.js';
import { findUser } from '../../data/users/users.js';
import { profileOf } from './users.js';

// A person's profile with the documents its viewer may see (erasing a person is the privacy flow's).

/** Whose documents HR may see: employees' (contracts HR keeps) and candidates who applied to a job. */
async function hrMaySee(ownerId: string): Promise<boolean> {
  const owner = await findUser(ownerId);
  if (!owner) return false;
  if (owner.role === 'employee') return true;
  return owner.role === 'candidate' && hasApplied(ownerId);
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
