import { collections } from '../../lib/collections.js';
import { rewriteMatches } from '../../lib/batches.js';
import { dateOf } from '../../lib/timestamps.js';

// What applications keep of a referral for staff (the referrer, how they know the person, their note), as the
// referrer's export and erasure reach it.

const referredByQuery = (uid: string) => collections.applications().where('referral.by', '==', uid);

/** The notes a referrer wrote about the people they referred (their export), up to `cap`. */
export async function referralNotesBy(uid: string, cap: number) {
  const found = await referredByQuery(uid).limit(cap).get();
  return found.docs.map((doc) => ({
    job: String(doc.get('jobSnapshot.title') ?? ''),
    relationship: String(doc.get('referral.relationship') ?? ''),
    note: String(doc.get('referral.note') ?? ''),
    at: dateOf(doc.get('referral.at'))?.toISOString() ?? null,
  }));
}

/**
 * Erasing a referrer: the applications keep that someone referred the person, under the pseudonym, without the
 * referrer's name, how they know the person or their note (either may say who they are).
 */
export function pseudonymiseReferrerOfApplications(uid: string, pseudonym: string): Promise<number> {
  return rewriteMatches(referredByQuery(uid), (application, batch) =>
    batch.update(application.ref, {
      'referral.by': pseudonym,
      'referral.byName': '',
      'referral.relationship': '',
      'referral.note': '',
    }),
  );
}
