import { rewriteMatches } from '../../lib/batches.js';
import { collections } from '../../lib/collections.js';

// A job keeps who posted it (never shown to candidates); a job outlives the person, so the poster becomes the
// pseudonym when they are erased.

const postedByQuery = (uid: string) => collections.jobs().where('postedBy', '==', uid);

export async function jobsPostedBy(uid: string, limit: number) {
  const snapshot = await postedByQuery(uid).limit(limit).get();
  return snapshot.docs.map((job) => ({ _id: job.id, title: String(job.get('title') ?? '') }));
}

export function pseudonymisePoster(uid: string, pseudonym: string): Promise<number> {
  return rewriteMatches(postedByQuery(uid), (job, batch) => batch.update(job.ref, { postedBy: pseudonym }));
}
