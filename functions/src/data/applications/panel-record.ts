import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  ERASED_PERSON,
  type InterviewerDto,
  type Rating,
  type Recommendation,
  type ScorecardDto,
} from '@hr-portal/contract';
import { dateOf, isoOf } from '../../lib/timestamps.js';

/**
 * applications/{id}/interviewers/{uid}: one person on the panel. Panels and scorecards keep people by uid only;
 * names and addresses are read from users when shown (`People`), so an erased person leaves none behind.
 */
export interface AssignmentRecord {
  uid: string;
  applicationId: string;
  assignedAt: Date | null;
  submitted: boolean;
}

/** uid -> name and address of the people a screen shows (data/users findUsers, one getAll). */
export type People = Map<string, { name: string; email: string }>;

/** Only the name and address, whatever else the people map holds. */
function personIn(people: People, uid: string) {
  const person = people.get(uid);
  return person ? { name: person.name, email: person.email } : { name: ERASED_PERSON, email: '' };
}

export function toAssignment(snapshot: DocumentSnapshot): AssignmentRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  return {
    uid: String(data.uid ?? snapshot.id),
    applicationId: String(data.applicationId ?? ''),
    assignedAt: dateOf(data.assignedAt),
    submitted: data.submitted === true,
  };
}

export const toInterviewer = (record: AssignmentRecord, people: People): InterviewerDto => ({
  uid: record.uid,
  ...personIn(people, record.uid),
  assignedAt: record.assignedAt?.toISOString() ?? null,
  submitted: record.submitted,
});

/** applications/{id}/scorecards/{interviewerUid}, as stored. */
export interface ScorecardRecord extends Omit<ScorecardDto, 'interviewer'> {
  interviewerUid: string;
}

export function toScorecardRecord(snapshot: DocumentSnapshot): ScorecardRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  return {
    interviewerUid: String(data.interviewer?.uid ?? snapshot.id),
    ratings: (data.ratings ?? {}) as Record<string, Rating>,
    recommendation: data.recommendation as Recommendation,
    notes: String(data.notes ?? ''),
    submittedAt: isoOf(data.submittedAt),
    updatedAt: isoOf(data.updatedAt),
  };
}

export const toScorecard = ({ interviewerUid, ...card }: ScorecardRecord, people: People): ScorecardDto => ({
  interviewer: { uid: interviewerUid, ...personIn(people, interviewerUid) },
  ...card,
});
