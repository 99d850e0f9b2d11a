import type { DocumentData } from 'firebase-admin/firestore';
import type { Role, SessionUser, UserListItem } from '@hr-portal/contract';
import { isoOf } from '../../lib/timestamps.js';

export interface NewUser {
  uid: string;
  name: string;
  email: string;
  role: Role;
}

/** Who a document or an application belongs to, as other resources show it. */
export interface UserSummary {
  _id: string;
  name: string;
  email: string;
  role: Role;
}

export function toSessionUser(uid: string, data: DocumentData): SessionUser {
  return {
    ...toSummary(uid, data),
    emailVerified: Boolean(data.emailVerified),
    lastLogin: isoOf(data.lastLogin),
    ...(typeof data.pendingEmail === 'string' ? { pendingEmail: data.pendingEmail } : {}),
  };
}

/** A list row is the stored user without the pending address (shown only on the profile). */
export function toListItem(uid: string, data: DocumentData): UserListItem {
  const { pendingEmail: _pending, ...row } = toSessionUser(uid, data);
  return row;
}

export function toSummary(uid: string, data: DocumentData): UserSummary {
  return { _id: uid, name: String(data.name ?? ''), email: String(data.email ?? ''), role: data.role as Role };
}
