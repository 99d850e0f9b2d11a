import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignInSettings } from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';

const signInSettingsKey = ['settings', 'sign-in'] as const;

/** GET /api/settings/sign-in (admins). */
export function useSignInSettings() {
  return useQuery({
    queryKey: signInSettingsKey,
    queryFn: () => apiRequest<SignInSettings>('/api/settings/sign-in', 'The sign-in settings could not be loaded'),
  });
}

/** PUT /api/settings/sign-in: the whole settings, audited. */
export function useSaveSignInSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: SignInSettings) =>
      apiRequest<SignInSettings>('/api/settings/sign-in', 'The sign-in settings could not be saved', {
        method: 'PUT',
        body: settings,
      }),
    onSuccess: (saved) => client.setQueryData(signInSettingsKey, saved),
  });
}
