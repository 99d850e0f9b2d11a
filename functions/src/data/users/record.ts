import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  isLanguage,
  type Consents,
  type Language,
  type Role,
  type SessionUser,
  type UserListItem,
} from '@hr-portal/contract';
import { isoOf } from '../../lib/timestamps.js';

export interface NewUser {
  uid: string;
  name: string;
  email: string;
  role: Role;
  /** The privacy notice version the sign-up form showed. */
  noticeVersion?: number;
  /** A tombstone holds the hash of their address: someone anonymised before signed up again. */
  returningApplicant?: boolean;
  /** The language the sign-up form was shown in. */
  language?: Language;
  /** The address is proven already (a provider that vouches for it, a proving link): see markAddressProven. */
  emailVerified?: boolean;
}

const MONTH_MS = 30.44 * 24 * 60 * 60 * 1000;

/** "Keep me in mind for future roles" as stored: given now, for `months` (applying, or the notice's link). */
export const talentPoolConsent = (months: number, now: number) => ({
  givenAt: Timestamp.fromMillis(now),
  expiresAt: Timestamp.fromMillis(now + months * MONTH_MS),
});

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
    ...(isLanguage(data.language) ? { language: data.language } : {}),
  };
}

/** The profile (GET /api/user/:id, a data export): the session's fields and what the person agreed to. */
export function toProfile(uid: string, data: DocumentData): SessionUser {
  return {
    ...toSessionUser(uid, data),
    ...(data.consents ? { consents: consentsOf(data.consents) } : {}),
    location: typeof data.location === 'string' ? data.location : '',
    links: Array.isArray(data.links) ? data.links.filter((link): link is string => typeof link === 'string') : [],
  };
}

/** Stored consents as the profile shows them; a withdrawn talent-pool consent shows as none. */
function consentsOf(stored: DocumentData): Consents {
  const notice = stored.privacyNotice as DocumentData | undefined;
  const pool = stored.talentPool as DocumentData | null | undefined;
  return {
    privacyNotice: notice ? { version: Number(notice.version), at: isoOf(notice.at) } : null,
    talentPool: pool ? { givenAt: isoOf(pool.givenAt), expiresAt: isoOf(pool.expiresAt) } : null,
  };
}

/** A list row is the stored user without the pending address (shown only on the profile). */
export function toListItem(uid: string, data: DocumentData): UserListItem {
  const { pendingEmail: _pending, ...row } = toSessionUser(uid, data);
  return data.disabled === true ? { ...row, disabled: true } : row;
}

export function toSummary(uid: string, data: DocumentData): UserSummary {
  return { _id: uid, name: String(data.name ?? ''), email: String(data.email ?? ''), role: data.role as Role };
}
