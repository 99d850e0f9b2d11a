import { FieldPath, FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { PendingActionDto, PendingActionState } from '@hr-portal/contract';
import { collections } from '../../lib/collections.js';
import { dateOf } from '../../lib/timestamps.js';

// Delayed e-mails of stage rules: written when the rule runs, sent by the sweep once due if the application is
// still in the stage it entered then, cancelled otherwise (or by hand).

const pending = () => collections.pendingActions();

export interface PendingAction extends PendingActionDto {
  runId: string;
  applicationId: string;
  jobId: string;
  candidate: string;
  /** When the application entered the stage: the entry this action belongs to. */
  enteredAt: Date;
  text: string;
}

export const pendingIdOf = (runId: string, key: string) => `${runId}__${key.replace(':', '__')}`;

export const toPending = (snapshot: FirebaseFirestore.DocumentSnapshot): PendingAction | null => {
  const data = snapshot.data();
  if (!data) return null;
  return {
    id: snapshot.id,
    runId: String(data.runId ?? ''),
    ruleId: String(data.ruleId ?? ''),
    applicationId: String(data.applicationId ?? ''),
    jobId: String(data.jobId ?? ''),
    candidate: String(data.candidate ?? ''),
    stage: String(data.stage ?? ''),
    enteredAt: dateOf(data.enteredAt) ?? new Date(0),
    type: 'email',
    subject: String(data.subject ?? ''),
    text: String(data.text ?? ''),
    dueAt: dateOf(data.dueAt)?.toISOString() ?? '',
    state: (data.state ?? 'pending') as PendingActionState,
    cancelledBecause: data.cancelledBecause ?? null,
  };
};

export function createPendingIn(
  transaction: Transaction,
  action: Omit<PendingAction, 'id' | 'state' | 'cancelledBecause' | 'dueAt' | 'type'> & { dueAt: Date },
  id: string,
): void {
  transaction.create(pending().doc(id), {
    runId: action.runId,
    ruleId: action.ruleId,
    applicationId: action.applicationId,
    jobId: action.jobId,
    candidate: action.candidate,
    stage: action.stage,
    enteredAt: Timestamp.fromDate(action.enteredAt),
    subject: action.subject,
    text: action.text,
    dueAt: Timestamp.fromDate(action.dueAt),
    state: 'pending',
    cancelledBecause: null,
    createdAt: FieldValue.serverTimestamp(),
  });
}

export async function pendingIn(transaction: Transaction, id: string): Promise<PendingAction | null> {
  return toPending(await transaction.get(pending().doc(id)));
}

export function closePendingIn(
  transaction: Transaction,
  id: string,
  state: Exclude<PendingActionState, 'pending'>,
  because: PendingActionDto['cancelledBecause'] = null,
  mailId: string | null = null,
): void {
  transaction.update(pending().doc(id), {
    state,
    cancelledBecause: because,
    mailId,
    closedAt: FieldValue.serverTimestamp(),
    // Kept as long as the e-mail it sent (MAIL_KEPT_DAYS), then gone (Firestore TTL).
    expireAt: Timestamp.fromMillis(Date.now() + 90 * 86_400_000),
  });
}

/** An application's delayed actions, newest first (index applicationId + dueAt desc). */
export const pendingOfApplicationQuery = (applicationId: string) =>
  pending()
    .where('applicationId', '==', applicationId)
    .orderBy('dueAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc');

export async function pendingOfApplication(applicationId: string, limit: number): Promise<PendingAction[]> {
  const found = await pendingOfApplicationQuery(applicationId).limit(limit).get();
  return found.docs.map(toPending).filter((action): action is PendingAction => action !== null);
}

/** Due and still pending, soonest first (index state + dueAt). */
export const duePendingQuery = (now: Date) =>
  pending().where('state', '==', 'pending').where('dueAt', '<=', Timestamp.fromDate(now)).orderBy('dueAt');

export async function duePending(now: Date, limit: number): Promise<string[]> {
  return (await duePendingQuery(now).limit(limit).get()).docs.map((doc) => doc.id);
}

/** A person's delayed actions (their export and erasure). */
export const pendingOfCandidateQuery = (uid: string) => pending().where('candidate', '==', uid);

/** A person's delayed e-mails, for their export (at most `cap`). */
export async function pendingToExport(uid: string, cap: number) {
  const found = await pendingOfCandidateQuery(uid).limit(cap).get();
  return found.docs
    .map(toPending)
    .filter((action): action is PendingAction => action !== null)
    .map(({ applicationId, stage, subject, dueAt, state }) => ({ applicationId, stage, subject, dueAt, state }));
}
