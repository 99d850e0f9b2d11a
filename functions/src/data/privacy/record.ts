import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { PrivacyRequestStatus, PrivacyRequestType } from '@hr-portal/contract';
import { dateOf } from '../../lib/timestamps.js';

/** A register row as stored: people by uid (a pseudonym once erased). */
export interface PrivacyRequestRecord {
  id: string;
  type: PrivacyRequestType;
  person: string;
  receivedAt: Date | null;
  dueAt: Date | null;
  status: PrivacyRequestStatus;
  handledBy: string | null;
  handledAt: Date | null;
}

export function toRequestRecord(snapshot: DocumentSnapshot): PrivacyRequestRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  return {
    id: snapshot.id,
    type: data.type,
    person: String(data.person ?? ''),
    receivedAt: dateOf(data.receivedAt),
    dueAt: dateOf(data.dueAt),
    status: data.status === 'done' ? 'done' : 'open',
    handledBy: typeof data.handledBy === 'string' ? data.handledBy : null,
    handledAt: dateOf(data.handledAt),
  };
}
