import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DocumentDto, MESSAGES, type SessionUser } from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';

export interface Profile extends SessionUser {
  documents: DocumentDto[];
}

export const profileKeys = {
  all: ['profile'] as const,
  one: (id: string) => ['profile', id] as const,
};

/** GET /api/user/{id}: name, email, role, emailVerified, lastLogin and documents. */
export function useProfile(id: string) {
  return useQuery({
    queryKey: profileKeys.one(id),
    queryFn: () => apiRequest<Profile>(`/api/user/${encodeURIComponent(id)}`, MESSAGES.fetchProfileFailed),
    enabled: id !== '',
  });
}

/** PATCH /api/user/{id} with name and email; the profile loads again afterwards. */
export function useUpdateProfile(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: { name?: string; email?: string; location?: string; links?: string[] }) =>
      apiRequest<SessionUser>(`/api/user/${encodeURIComponent(id)}`, MESSAGES.updateFailed, {
        method: 'PATCH',
        body: fields,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.one(id) }),
  });
}

/** POST /api/user/me/verification-email. */
export function resendVerificationEmail(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/user/me/verification-email', MESSAGES.emailSendFailed, {
    method: 'POST',
  });
}

/** POST /api/user/me/password: sets the caller a password (the API asks for a sign-in within 5 minutes). */
export function setOwnPassword(password: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/user/me/password', MESSAGES.operationFailed, {
    method: 'POST',
    body: { password },
  });
}

/** POST /api/user/me/sign-out-everywhere: every session of this person ends, this one included. */
export function signOutEverywhere(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/user/me/sign-out-everywhere', MESSAGES.signOutEverywhereFailed, {
    method: 'POST',
  });
}
