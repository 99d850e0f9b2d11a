import type { DocumentDto, SessionUser } from '@hr-portal/contract';
import { apiRequest } from '../../../lib/api-client';

export interface Profile extends SessionUser {
  documents: DocumentDto[];
}

/** GET /api/user/{id}: name, email, role, emailVerified, lastLogin and documents. */
export function fetchProfile(id: string): Promise<Profile> {
  return apiRequest<Profile>(`/api/user/${encodeURIComponent(id)}`, 'Failed to fetch profile');
}

/** PATCH /api/user/{id} with name and email. */
export function updateProfile(id: string, fields: { name: string; email: string }): Promise<SessionUser> {
  return apiRequest<SessionUser>(`/api/user/${encodeURIComponent(id)}`, 'Update failed', {
    method: 'PATCH',
    body: fields,
  });
}

/** POST /api/user/me/verification-email. */
export function resendVerificationEmail(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/user/me/verification-email', 'The email could not be sent', {
    method: 'POST',
  });
}

/** POST /api/user/me/sign-out-everywhere: every session of this person ends, this one included. */
export function signOutEverywhere(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/user/me/sign-out-everywhere', 'Could not sign out everywhere', {
    method: 'POST',
  });
}
