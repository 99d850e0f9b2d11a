import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { InterviewerDto, Rating, Recommendation, ScorecardDto } from '@hr-portal/contract';
import { dateOf, isoOf } from '../../lib/timestamps.js';

/** applications/{id}/interviewers/{uid}: one person on the panel, with what their assignment list shows. */
export interface AssignmentRecord {
  uid: string;
  name: string;
  email: string;
  applicationId: string;
  assignedAt: Date | null;
  submitted: boolean;
}

export function toAssignment(snapshot: DocumentSnapshot): AssignmentRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  return {
    uid: String(data.uid ?? snapshot.id),
    name: String(data.name ?? ''),
    email: String(data.email ?? ''),
    applicationId: String(data.applicationId ?? ''),
    assignedAt: dateOf(data.assignedAt),
    submitted: data.submitted === true,
  };
}

export const toInterviewer = (record: AssignmentRecord): InterviewerDto => ({
  uid: record.uid,
  name: record.name,
  email: record.email,
  assignedAt: record.assignedAt?.toISOString() ?? null,
  submitted: record.submitted,
});

/** applications/{id}/scorecards/{interviewerUid}. */
export function toScorecard(snapshot: DocumentSnapshot): ScorecardDto | null {
  const data = snapshot.data();
  if (!data) return null;
  return {
    interviewer: {
      uid: String(data.interviewer?.uid ?? snapshot.id),
      name: String(data.interviewer?.name ?? ''),
      email: String(data.interviewer?.email ?? ''),
    },
    ratings: (data.ratings ?? {}) as Record<string, Rating>,
    recommendation: data.recommendation as Recommendation,
    notes: String(data.notes ?? ''),
    submittedAt: isoOf(data.submittedAt),
    updatedAt: isoOf(data.updatedAt),
  };
}
