import type { Caller } from '../../lib/auth-middleware.js';
import { auth } from '../../lib/firebase.js';
import { fileStore } from '../../storage/index.js';
import { deleteApplicationRecords, listAllApplicationsOf } from '../applications/service.js';
import { deleteDocumentRecords, listAllDocumentsOf } from '../documents/service.js';
import { removeFromEveryPanel } from '../interviews/service.js';
import { removeUserRecord, storedProfile } from '../users/service.js';

/**
 * Removes a person and everything that is theirs: stored files, document records, applications (with the
 * resume copies kept with them, and their notes, panels and scorecards), their seats on other applications'
 * interview panels, the users document with its audit entry, and the Auth account. Each step
 * tolerates what an earlier, interrupted run already removed, so running it again finishes the job.
 * Returns false when there was nothing left to delete.
 */
export async function deleteUserEverywhere(actor: Caller, uid: string): Promise<boolean> {
  const [profile, authUser, documents, applications] = await Promise.all([
    storedProfile(uid),
    auth()
      .getUser(uid)
      .catch(() => null),
    listAllDocumentsOf(uid),
    listAllApplicationsOf(uid),
  ]);
  if (!profile && !authUser && documents.length === 0 && applications.length === 0) return false;

  // Files first: if a later step fails, a rerun still finds the records that point at them.
  const paths = [...documents.map((doc) => doc.storagePath), ...applications.map((app) => app.resumePath)];
  await Promise.all(paths.filter(Boolean).map((path) => fileStore().delete(path)));
  await deleteDocumentRecords(documents.map((doc) => doc.id));
  await deleteApplicationRecords(applications.map((app) => app.id));
  await removeFromEveryPanel(uid);

  // The entry keeps what was removed, not who: no name or e-mail outlives the person in the audit trail.
  await removeUserRecord(actor, uid, {
    role: profile?.role ?? authUser?.customClaims?.role ?? null,
    documents: documents.length,
    applications: applications.length,
  });
  if (authUser) {
    await auth()
      .deleteUser(uid)
      .catch((error: { code?: string }) => {
        if (error.code !== 'auth/user-not-found') throw error;
      });
  }
  return true;
}
