import type { Caller } from '../../lib/auth-middleware.js';
import { recordAudit } from '../../lib/audit.js';
import { auth, db } from '../../lib/firebase.js';
import { fileStore } from '../../storage/index.js';

const BATCH_LIMIT = 400;

/**
 * Removes a person and everything that is theirs: stored files, document records, applications (and the
 * resume copies kept with them), the users document and the Auth account. Each step tolerates what an
 * earlier, interrupted run already removed, so running it again finishes the job.
 * The users document goes in the last batch together with the audit entry.
 * Returns false when there was nothing left to delete.
 */
export async function deleteUserEverywhere(actor: Caller, uid: string): Promise<boolean> {
  const [userDoc, authUser, documents, applications] = await Promise.all([
    db().collection('users').doc(uid).get(),
    auth()
      .getUser(uid)
      .catch(() => null),
    db().collection('documents').where('ownerId', '==', uid).get(),
    db().collection('applications').where('candidate', '==', uid).get(),
  ]);
  if (!userDoc.exists && !authUser && documents.empty && applications.empty) return false;

  // Files first: if a later step fails, a rerun still finds the records that point at them.
  const paths = [
    ...documents.docs.map((doc) => String(doc.get('filePath') ?? '')),
    ...applications.docs.map((doc) => String(doc.get('resumePath') ?? '')),
  ].filter(Boolean);
  await Promise.all(paths.map((path) => fileStore().delete(path)));

  const refs = [...documents.docs.map((doc) => doc.ref), ...applications.docs.map((doc) => doc.ref), userDoc.ref];
  for (let start = 0; start < refs.length; start += BATCH_LIMIT) {
    const batch = db().batch();
    for (const ref of refs.slice(start, start + BATCH_LIMIT)) batch.delete(ref);
    if (start + BATCH_LIMIT >= refs.length) {
      recordAudit(batch, {
        actor,
        action: 'user.deleted',
        target: { type: 'user', id: uid, label: String(userDoc.get('email') ?? authUser?.email ?? '') },
        before: {
          name: userDoc.get('name') ?? authUser?.displayName ?? null,
          email: userDoc.get('email') ?? authUser?.email ?? null,
          role: userDoc.get('role') ?? authUser?.customClaims?.role ?? null,
          documents: documents.size,
          applications: applications.size,
        },
        after: null,
      });
    }
    await batch.commit();
  }

  if (authUser) {
    await auth()
      .deleteUser(uid)
      .catch((error: { code?: string }) => {
        if (error.code !== 'auth/user-not-found') throw error;
      });
  }
  return true;
}
