import { FieldPath, FieldValue, Timestamp, type Query } from 'firebase-admin/firestore';
import {
  APPLICATION_MESSAGES,
  CLOSING_STAGE_IDS,
  INTERVIEW_MESSAGES,
  KIT_LIMITS,
  recommendationScore,
  type Recommendation,
  type ScorecardInput,
} from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { deleteInBatches } from '../../lib/batches.js';
import { queueMail, type OutboxMail } from '../../lib/mail.js';
import { appendEvent, subjectOfStored } from '../../lib/event-log.js';
import type { CursorPosition } from '../../lib/paging.js';
import { toAssignment, toScorecardRecord, type AssignmentRecord, type ScorecardRecord } from './panel-record.js';
import { applicationSubcollections, collectionGroups, collections } from '../../lib/collections.js';
import { runTransaction } from '../../lib/transactions.js';

const applicationRef = (id: string) => collections.applications().doc(id);
const panelOf = (applicationId: string) => applicationSubcollections.interviewers(applicationId);
const scorecardsOf = (applicationId: string) => applicationSubcollections.scorecards(applicationId);

/** Who is put on a panel (from the users module). */
export interface PanelMember {
  _id: string;
  role: string;
}

/** What the e-mail to a new interviewer says of the application. */
export type PanelNotice = (application: { candidateName: string; jobTitle: string }) => OutboxMail | null;

/** Puts a person on an application's panel, with a timeline event and their e-mail, in one transaction. */
export async function addInterviewer(
  applicationId: string,
  person: PanelMember,
  actor: Caller,
  notice: PanelNotice,
): Promise<void> {
  await runTransaction(async (transaction) => {
    const application = await transaction.get(applicationRef(applicationId));
    if (!application.exists) throw notFound(APPLICATION_MESSAGES.notFound);
    if (application.get('candidate') === person._id) throw badRequest(INTERVIEW_MESSAGES.ownApplication);
    if (CLOSING_STAGE_IDS.includes(String(application.get('stage'))))
      throw conflict(INTERVIEW_MESSAGES.applicationClosed);
    const panel = await transaction.get(panelOf(applicationId).limit(KIT_LIMITS.panel + 1));
    if (panel.docs.some((doc) => doc.id === person._id)) throw conflict(INTERVIEW_MESSAGES.alreadyAssigned);
    if (panel.size >= KIT_LIMITS.panel) throw conflict(INTERVIEW_MESSAGES.panelFull);
    transaction.create(panelOf(applicationId).doc(person._id), {
      uid: person._id,
      role: person.role,
      applicationId,
      assignedAt: Timestamp.now(),
      assignedBy: actor.uid,
      submitted: false,
      // Set by the hourly reminder once it has e-mailed this interviewer (lib: reminders.ts).
      reminded: false,
    });
    const mail = notice({
      candidateName: String(application.get('candidateName') || application.get('candidateEmail') || ''),
      jobTitle: String(application.get('jobSnapshot.title') ?? ''),
    });
    const mailId = mail ? queueMail(transaction, mail) : null;
    const change = { type: 'interviewer_assigned', interviewerUid: person._id, mailId } as const;
    appendEvent(transaction, subjectOfStored(application), change, actor.uid);
  });
}

/** Takes a person off the panel; a scorecard they submitted stays in the grid. */
export async function removeInterviewer(applicationId: string, uid: string, actor: Caller): Promise<void> {
  await runTransaction(async (transaction) => {
    const [application, entry] = await Promise.all([
      transaction.get(applicationRef(applicationId)),
      transaction.get(panelOf(applicationId).doc(uid)),
    ]);
    if (!entry.exists) throw notFound(INTERVIEW_MESSAGES.notAssigned);
    transaction.delete(entry.ref);
    appendEvent(
      transaction,
      subjectOfStored(application),
      { type: 'interviewer_removed', interviewerUid: uid },
      actor.uid,
    );
  });
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

/**
 * Writes an interviewer's scorecard. The first submission keeps its time; a re-submission updates the rest.
 * The application's running count and recommendation total (the board card) change in the same transaction.
 */
export async function saveScorecard(
  applicationId: string,
  interviewer: Caller,
  input: Required<ScorecardInput>,
): Promise<ScorecardRecord> {
  const ref = scorecardsOf(applicationId).doc(interviewer.uid);
  await runTransaction(async (transaction) => {
    const [application, assignment, previous] = await Promise.all([
      transaction.get(applicationRef(applicationId)),
      transaction.get(panelOf(applicationId).doc(interviewer.uid)),
      transaction.get(ref),
    ]);
    if (!assignment.exists) throw forbidden(INTERVIEW_MESSAGES.notInterviewer);
    const now = Timestamp.now();
    const before = previous.exists ? recommendationScore(previous.get('recommendation') as Recommendation) : 0;
    transaction.set(ref, {
      interviewer: { uid: interviewer.uid },
      ratings: input.ratings,
      recommendation: input.recommendation,
      notes: input.notes,
      submittedAt: previous.exists ? previous.get('submittedAt') : now,
      updatedAt: now,
    });
    transaction.update(assignment.ref, { submitted: true });
    transaction.update(applicationRef(applicationId), {
      'scorecards.count': FieldValue.increment(previous.exists ? 0 : 1),
      'scorecards.recommendationTotal': FieldValue.increment(recommendationScore(input.recommendation) - before),
    });
    const type = previous.exists ? 'scorecard_updated' : 'scorecard_submitted';
    appendEvent(
      transaction,
      subjectOfStored(application),
      { type, interviewerUid: interviewer.uid },
      interviewer.uid,
      now,
    );
  });
  return toScorecardRecord(await ref.get())!;
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
