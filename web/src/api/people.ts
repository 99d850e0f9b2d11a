import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PersonProfileDto } from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';

export const peopleKeys = {
  person: (uid: string) => ['people', uid] as const,
};

/** GET /api/people/:uid (hr, admin): one person across every job. */
export function usePerson(uid: string) {
  return useQuery({
    queryKey: peopleKeys.person(uid),
    queryFn: () =>
      apiRequest<PersonProfileDto>(`/api/people/${encodeURIComponent(uid)}`, 'This person could not be loaded'),
  });
}

/** PUT /api/people/:uid/tags: the whole list; the profile shows what the server kept. */
export function useSetPersonTags(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tags: string[]) =>
      apiRequest<{ tags: string[] }>(`/api/people/${encodeURIComponent(uid)}/tags`, 'The tags could not be saved', {
        method: 'PUT',
        body: { tags },
      }),
    onSuccess: ({ tags }) =>
      client.setQueryData<PersonProfileDto>(peopleKeys.person(uid), (person) => person && { ...person, tags }),
  });
}
