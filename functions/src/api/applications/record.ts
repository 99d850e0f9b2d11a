import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { ApplicationStatus, StatusChange } from '@hr-portal/contract';
import { dateOf, isoOf } from '../../lib/timestamps.js';

/** An application as stored, read defensively (older documents may lack newer fields). */
export interface ApplicationRecord {
  id: string;
  jobId: string;
  jobSnapshot: { title: string; location: string; jobType: string };
  candidate: string;
  candidateEmail: string;
  resumeDocumentId: string;
  resumePath: string;
  status: ApplicationStatus;
  createdAt: Date | null;
  history: StatusChange[];
}

/** The stored document as an ApplicationRecord; null when it does not exist. */
export function toRecord(snapshot: DocumentSnapshot): ApplicationRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  const history = Array.isArray(data.history) ? data.history : [];
  return {
    id: snapshot.id,
    jobId: String(data.job),
    jobSnapshot: {
      title: String(data.jobSnapshot?.title ?? ''),
      location: String(data.jobSnapshot?.location ?? ''),
      jobType: String(data.jobSnapshot?.jobType ?? ''),
    },
    candidate: String(data.candidate),
    candidateEmail: String(data.candidateEmail ?? ''),
    resumeDocumentId: String(data.resumeDocumentId ?? ''),
    resumePath: String(data.resumePath ?? ''),
    status: data.status as ApplicationStatus,
    createdAt: dateOf(data.createdAt),
    history: history.map((change: Record<string, unknown>) => ({
      from: (change.from ?? null) as ApplicationStatus | null,
      to: change.to as ApplicationStatus,
      by: String(change.by ?? ''),
      at: isoOf(change.at) ?? '',
    })),
  };
}
