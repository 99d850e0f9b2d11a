import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { rewriteMatches } from '../../lib/batches.js';
import { storedKey } from './record.js';

// The interviewer load names interviewers by uid (counts only, no names).

const naming = (uid: string) => collections.insights().where('interviewerUids', 'array-contains', uid);

/** A person's interviewer load, month by month over all jobs (their part of the insights). */
export async function insightsOfPerson(
  uid: string,
): Promise<{ month: string; assigned: number; submitted: number; overdue: number }[]> {
  const snapshot = await naming(uid).get();
  return snapshot.docs
    .filter((doc) => doc.get('jobId') === null && doc.get('period') === 'month')
    .map((doc) => {
      const row = (doc.get(new FieldPath('interviewers', storedKey(uid))) ?? {}) as Record<string, number>;
      return {
        month: String(doc.get('date')),
        assigned: row.assigned ?? 0,
        submitted: row.submitted ?? 0,
        overdue: row.overdue ?? 0,
      };
    })
    .sort((a, b) => a.month.localeCompare(b.month));
}

/** Moves an interviewer's counters to `pseudonym` in every bucket, so the totals stay and the person goes. */
export function pseudonymiseInterviewer(uid: string, pseudonym: string): Promise<number> {
  return rewriteMatches(naming(uid), (snapshot, batch) => {
    const uids = (snapshot.get('interviewerUids') as string[] | undefined) ?? [];
    batch.update(
      snapshot.ref,
      new FieldPath('interviewers', storedKey(pseudonym)),
      snapshot.get(new FieldPath('interviewers', storedKey(uid))) ?? {},
      new FieldPath('interviewers', storedKey(uid)),
      FieldValue.delete(),
      'interviewerUids',
      uids.map((value) => (value === uid ? pseudonym : value)),
    );
  });
}
