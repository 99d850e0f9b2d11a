import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { BookingStatus } from '@hr-portal/contract';

// A stored booking link and its interview, and its mapper (a malformed document reads as none).

/** A booking as stored; instants as epoch milliseconds. */
export interface BookingRecord {
  id: string;
  applicationId: string;
  jobId: string;
  candidate: string;
  jobTitle: string;
  /** The panel when the link was sent, in panel order. */
  panel: string[];
  required: 'all' | number;
  lengthMinutes: number;
  windowStart: number;
  windowEnd: number;
  status: BookingStatus;
  start: number | null;
  end: number | null;
  /** Who attends the booked time, and the lock documents that hold it for them. */
  interviewers: string[];
  lockIds: string[];
  sequence: number;
  /** Who sent the link (hr or an admin). */
  createdBy: string;
  /** The candidate's browser zone when they booked, for their e-mails ('UTC' until then). */
  candidateTimeZone: string;
  /** The stored version read: a booking's change commits only if nobody changed it since. */
  updateTime: Timestamp;
}

export type NewBooking = Omit<
  BookingRecord,
  | 'id'
  | 'updateTime'
  | 'status'
  | 'start'
  | 'end'
  | 'interviewers'
  | 'lockIds'
  | 'sequence'
  | 'candidateTimeZone'
  | 'createdBy'
>;

export const millisOf = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);

export function toBooking(snapshot: DocumentSnapshot): BookingRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  return {
    id: snapshot.id,
    applicationId: String(data.applicationId),
    jobId: String(data.jobId),
    candidate: String(data.candidate),
    jobTitle: String(data.jobTitle ?? ''),
    panel: (data.panel as string[]) ?? [],
    required: data.required === 'all' ? 'all' : Number(data.required),
    lengthMinutes: Number(data.lengthMinutes),
    windowStart: millisOf(data.windowStart) ?? 0,
    windowEnd: millisOf(data.windowEnd) ?? 0,
    status: data.status as BookingStatus,
    start: millisOf(data.start),
    end: millisOf(data.end),
    interviewers: (data.interviewers as string[]) ?? [],
    lockIds: (data.lockIds as string[]) ?? [],
    sequence: Number(data.sequence ?? 0),
    candidateTimeZone: typeof data.candidateTimeZone === 'string' ? data.candidateTimeZone : 'UTC',
    createdBy: String(data.createdBy ?? ''),
    updateTime: snapshot.updateTime!,
  };
}
