import { rewriteMatches } from '../../lib/batches.js';
import { collections } from '../../lib/collections.js';

/** HR uploads employees' contracts: those documents are the employee's and stay; the uploader becomes the pseudonym. */
export function pseudonymiseUploader(uid: string, pseudonym: string): Promise<number> {
  const uploadedFor = collections.documents().where('uploadedBy', '==', uid);
  return rewriteMatches(uploadedFor, (document, batch) => batch.update(document.ref, { uploadedBy: pseudonym }));
}
