import { FieldPath, FieldValue, Timestamp, type Query, type Transaction } from 'firebase-admin/firestore';
import { recommendationScore, type Recommendation, type ScorecardInput } from '@hr-portal/contract';
import { deleteInBatches } from '../../lib/batches.js';
import type { CursorPosition } from '../../lib/paging.js';
import { toAssignment, toScorecardRecord, type AssignmentRecord, type ScorecardRecord } from './panel-record.js';
import { applicationSubcollections, collectionGroups, collections } from '../../lib/collections.js';

const applicationRef = (id: string) => collections.applications().doc(id);
const panelOf = (applicationId: string) => applicationSubcollections.interviewers(applicationId);
const scorecardsOf = (applicationId: string) => applicationSubcollections.scorecards(applicationId);

/** Who is put on a panel (a users record). */
export interface PanelMember {
  _id: string;
  role: string;
}

export async function findAssignment(applicationId: string, uid: string): Promise<AssignmentRecord | null> {
  return toAssignment(await panelOf(applicationId).doc(uid).get());
}

export async function listPanel(applicationId: string): Promise<AssignmentRecord[]> {
  const snapshot = await panelOf(applicationId).orderBy('assignedAt').get();
  return snapshot.docs.map(toAssignment).filter((record): record is AssignmentRecord => record !== null);
}

/** Everyone's assignments across applications (a collection-group query), newest first. */
export const assignmentsQuery = (uid: string): Query =>
  collectionGroups
    .interviewers()
    .where('uid', '==', uid)
    .orderBy('assignedAt', 'desc')
    .orderBy('applicationId', 'desc');

export async function listAssignmentsOf(uid: string, limit: number, after: CursorPosition | null) {
  let query = assignmentsQuery(uid).limit(limit);
  if (after) query = query.startAfter(Timestamp.fromMillis(after.at), after.id);
  const snapshot = await query.get();
  return snapshot.docs.map(toAssignment).filter((record): record is AssignmentRecord => record !== null);
}

export async function listScorecards(applicationId: string): Promise<ScorecardRecord[]> {
  const snapshot = await scorecardsOf(applicationId).orderBy(FieldPath.documentId()).get();
  return snapshot.docs.map(toScorecardRecord).filter((card): card is ScorecardRecord => card !== null);
}

export async function findScorecard(applicationId: string, uid: string): Promise<ScorecardRecord | null> {
  return toScorecardRecord(await scorecardsOf(applicationId).doc(uid).get());
}

/** Removes a person from every interview panel they sit on (their deletion); returns how many entries went. */
export async function removeFromEveryPanel(uid: string): Promise<number> {
  let removed = 0;
  for (;;) {
    const page = await assignmentsQuery(uid).limit(400).get();
    if (page.empty) return removed;
    await deleteInBatches(page.docs.map((doc) => doc.ref));
    removed += page.size;
  }
}

/** Who sits on the application's panel (at most `atMost` read). */
export async function panelUidsIn(transaction: Transaction, applicationId: string, atMost: number): Promise<string[]> {
  return (await transaction.get(panelOf(applicationId).limit(atMost))).docs.map((doc) => doc.id);
}

/** Seats a person on the panel, not yet reminded and without a scorecard. */
export function seatIn(transaction: Transaction, applicationId: string, person: PanelMember, assignedBy: string): void {
  transaction.create(panelOf(applicationId).doc(person._id), {
    uid: person._id,
    role: person.role,
    applicationId,
    assignedAt: Timestamp.now(),
    assignedBy,
    submitted: false,
    // Set by the hourly reminder once it has e-mailed this interviewer (flows/interviews/reminders.ts).
    reminded: false,
  });
}

export async function isSeatedIn(transaction: Transaction, applicationId: string, uid: string): Promise<boolean> {
  return (await transaction.get(panelOf(applicationId).doc(uid))).exists;
}

export function unseatIn(transaction: Transaction, applicationId: string, uid: string): void {
  transaction.delete(panelOf(applicationId).doc(uid));
}

/** The interviewer's scorecard as a transaction reads it; null before their first submission. */
export async function scorecardIn(transaction: Transaction, applicationId: string, uid: string) {
  const snapshot = await transaction.get(scorecardsOf(applicationId).doc(uid));
  return snapshot.exists
    ? { recommendation: snapshot.get('recommendation') as Recommendation, submittedAt: snapshot.get('submittedAt') }
    : null;
}

/**
 * Stores an interviewer's scorecard (the first submission keeps its time), marks their seat submitted, and moves
 * the application's running count and recommendation total (the board card) by the change.
 */
export function storeScorecardIn(
  transaction: Transaction,
  applicationId: string,
  uid: string,
  input: Required<ScorecardInput>,
  previous: { recommendation: Recommendation; submittedAt: unknown } | null,
  now: Timestamp,
): void {
  transaction.set(scorecardsOf(applicationId).doc(uid), {
    interviewer: { uid },
    ratings: input.ratings,
    recommendation: input.recommendation,
    notes: input.notes,
    submittedAt: previous ? previous.submittedAt : now,
    updatedAt: now,
  });
  transaction.update(panelOf(applicationId).doc(uid), { submitted: true });
  const before = previous ? recommendationScore(previous.recommendation) : 0;
  transaction.update(applicationRef(applicationId), {
    'scorecards.count': FieldValue.increment(previous ? 0 : 1),
    'scorecards.recommendationTotal': FieldValue.increment(recommendationScore(input.recommendation) - before),
  });
}

/** The uids on an application's panel, in the order they were put on it. */
export async function panelUidsOf(applicationId: string): Promise<string[]> {
  return (await listPanel(applicationId)).map((entry) => entry.uid);
}

/** The panels a person sits on and has not sent a scorecard for yet, oldest first (a collection group). */
export const owedScorecardsQuery = (uid: string): Query =>
  collectionGroups.interviewers().where('uid', '==', uid).where('submitted', '==', false).orderBy('assignedAt');
