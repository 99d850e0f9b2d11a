import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DuplicatePairDto,
  MergeDto,
  PersonProfileDto,
  PersonSearchResultDto,
  SourcedPersonDto,
  SourcingSource,
} from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';
import { apiUpload } from '../lib/api-upload';
import { fetchPage, patchCachedLists, useCursorList } from './pages';

export const peopleKeys = {
  duplicates: ['people', 'duplicates'] as const,
  person: (uid: string) => ['people', uid] as const,
  search: (params: PeopleSearchParams) => ['people', 'search', params] as const,
};

/** What people search asks (GET /api/people); empty values are left out. */
export interface PeopleSearchParams {
  q?: string;
  tag?: string;
  jobId?: string;
  source?: string;
  talentPool?: 'true';
  pool?: string;
}

const SEARCH_FAILED = 'People could not be searched';

/** People search, a page at a time: best first for one word, the newest people when nothing is asked. */
export function usePeopleSearch(params: PeopleSearchParams, enabled = true) {
  return useCursorList<PersonSearchResultDto>(
    peopleKeys.search(params),
    (cursor) => fetchPage('/api/people', { ...params }, cursor, SEARCH_FAILED),
    SEARCH_FAILED,
    enabled,
  );
}

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

/** The add-a-person form as typed: every field a string (links one per line, '' for none). */
export interface AddPersonFields {
  name: string;
  email: string;
  phone: string;
  location: string;
  links: string;
  source: SourcingSource;
  jobId: string;
}

/**
 * POST /api/people (hr, admin) as one multipart request: the fields and, when given, the resume, with upload
 * progress. Search results are stale after it.
 */
export function useAddPerson() {
  const client = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: ({ form, resume }: { form: AddPersonFields; resume: File | null }) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(form)) if (value) body.append(name, value);
      if (resume) body.append('file', resume);
      setProgress(0);
      return apiUpload<SourcedPersonDto>('/api/people', body, 'The person could not be added', setProgress);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['people', 'search'] }),
  });
  return { ...mutation, progress };
}

const DUPLICATES_FAILED = 'Possible duplicates could not be loaded';

/** GET /api/people/duplicates: open pairs of possible duplicates, newest first, a page at a time (one person's). */
export function useDuplicatePairs(person?: string) {
  return useCursorList<DuplicatePairDto>(
    [...peopleKeys.duplicates, person ?? ''],
    (cursor) => fetchPage('/api/people/duplicates', { person }, cursor, DUPLICATES_FAILED),
    DUPLICATES_FAILED,
  );
}

/** POST /api/people/duplicates/:id/dismiss: the pair leaves the list (and both profiles) for good. */
export function useDismissPair() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pairId: string) =>
      apiRequest<{ message: string }>(
        `/api/people/duplicates/${encodeURIComponent(pairId)}/dismiss`,
        'The pair could not be dismissed',
        { method: 'POST' },
      ),
    onSuccess: (_answer, pairId) => {
      patchCachedLists<DuplicatePairDto>(client, peopleKeys.duplicates, (pairs) =>
        pairs.filter((pair) => pair._id !== pairId),
      );
      void client.invalidateQueries({ queryKey: ['people'], predicate: (query) => query.queryKey.length === 2 });
    },
  });
}

/** Everything about people is stale after a merge or its undo: profiles, search, pairs. */
const afterMerge = (client: ReturnType<typeof useQueryClient>) => client.invalidateQueries({ queryKey: ['people'] });

/** POST /api/people/:survivor/merge {other}: the other's records move to the survivor (undo for 30 days). */
export function useMergePeople() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ survivor, other }: { survivor: string; other: string }) =>
      apiRequest<MergeDto>(`/api/people/${encodeURIComponent(survivor)}/merge`, 'The two could not be merged', {
        method: 'POST',
        body: { other },
      }),
    onSuccess: () => afterMerge(client),
  });
}

/** POST /api/people/merges/:id/undo: both people back as they were (409 says what makes it unsafe). */
export function useUndoMerge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mergeId: string) =>
      apiRequest<MergeDto>(`/api/people/merges/${encodeURIComponent(mergeId)}/undo`, 'The merge could not be undone', {
        method: 'POST',
      }),
    onSuccess: () => afterMerge(client),
  });
}
