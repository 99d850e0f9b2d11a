import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { FIRESTORE_CODES, isFirestoreCode } from '../../lib/firebase.js';
import type { IndexingType } from '../../lib/indexing-api.js';

// The outbox of notices to Google's Indexing API: one per job page published or closed, sent by a trigger that
// retries; under the emulators a notice is recorded, never sent.

const notices = () => collections.indexingNotices();

export type NoticeState = 'pending' | 'sent' | 'recorded' | 'retrying' | 'failed';
/** `recorded`: kept, not sent (the emulators, or a deploy that has not opted in, such as staging). */

/** How long a notice is kept: `expireAt` is a Firestore TTL field. */
const KEPT_DAYS = 30;

/** Queues a notice under a fixed id (the job change's event), so a trigger's redelivery queues it once. */
export async function queueNotice(id: string, notice: { jobId: string; url: string; type: IndexingType }) {
  try {
    await notices()
      .doc(id)
      .create({
        ...notice,
        state: 'pending' satisfies NoticeState,
        attempts: 0,
        createdAt: FieldValue.serverTimestamp(),
        expireAt: Timestamp.fromMillis(Date.now() + KEPT_DAYS * 86_400_000),
      });
    return true;
  } catch (error) {
    if (isFirestoreCode(error, FIRESTORE_CODES.alreadyExists)) return false;
    throw error;
  }
}

/** What became of a notice: sent, recorded (emulators), retrying with the error, or failed for good. */
export async function settleNotice(id: string, state: NoticeState, error?: string): Promise<void> {
  await notices()
    .doc(id)
    .update({
      state,
      attempts: FieldValue.increment(1),
      ...(error ? { lastError: error.slice(0, 500) } : {}),
      settledAt: FieldValue.serverTimestamp(),
    });
}

export interface NoticeRecord {
  id: string;
  jobId: string;
  url: string;
  type: IndexingType;
  state: NoticeState;
  attempts: number;
}

const toNotice = (doc: FirebaseFirestore.DocumentSnapshot): NoticeRecord | null => {
  const data = doc.data();
  if (!data) return null;
  return {
    id: doc.id,
    jobId: String(data.jobId ?? ''),
    url: String(data.url ?? ''),
    type: data.type === 'URL_DELETED' ? 'URL_DELETED' : 'URL_UPDATED',
    state: (data.state ?? 'pending') as NoticeState,
    attempts: Number(data.attempts ?? 0),
  };
};

export async function findNotice(id: string): Promise<NoticeRecord | null> {
  return toNotice(await notices().doc(id).get());
}

/** A job's notices, oldest first (what its page was told). */
export async function noticesOfJob(jobId: string): Promise<NoticeRecord[]> {
  const found = await notices().where('jobId', '==', jobId).get();
  return found.docs
    .map(toNotice)
    .filter((notice): notice is NoticeRecord => notice !== null)
    .sort((a, b) => a.id.localeCompare(b.id));
}
