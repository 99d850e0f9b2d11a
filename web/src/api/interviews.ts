import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  type InterviewAssignmentDto,
  type InterviewerDto,
  type ScorecardDto,
  type ScorecardInput,
  type ScorecardsDto,
  INTERVIEW_MESSAGES,
} from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';
import { fetchPage, useCursorList } from './pages';
import { pipelineKeys } from './pipeline';

const applicationPath = (id: string) => `/api/application/${encodeURIComponent(id)}`;
export const INTERVIEWS_PAGE_SIZE = 25;

export const interviewKeys = {
  all: ['interviews'] as const,
  mine: ['interviews', 'mine'] as const,
  one: (applicationId: string) => ['interviews', 'one', applicationId] as const,
  scorecards: (applicationId: string) => ['interviews', 'scorecards', applicationId] as const,
};

/** GET /api/interview/my: the caller's assignments, newest first, paged. */
export function useMyInterviews() {
  return useCursorList(
    interviewKeys.mine,
    (cursor) =>
      fetchPage<InterviewAssignmentDto>(
        '/api/interview/my',
        { limit: INTERVIEWS_PAGE_SIZE },
        cursor,
        INTERVIEW_MESSAGES.fetchInterviewsFailed,
      ),
    INTERVIEW_MESSAGES.fetchInterviewsFailed,
  );
}

/** One of the caller's interviews: the candidate, the resume link and the kit. */
export function useInterview(applicationId: string) {
  return useQuery({
    queryKey: interviewKeys.one(applicationId),
    queryFn: () =>
      apiRequest<InterviewAssignmentDto>(
        `/api/interview/${encodeURIComponent(applicationId)}`,
        INTERVIEW_MESSAGES.fetchInterviewsFailed,
      ),
  });
}

/** The decision grid, as the blind rule lets the caller see it. */
export function useScorecards(applicationId: string | null) {
  return useQuery({
    queryKey: interviewKeys.scorecards(applicationId ?? ''),
    queryFn: () => apiRequest<ScorecardsDto>(`${applicationPath(applicationId!)}/scorecards`, MESSAGES.fetchDataFailed),
    enabled: applicationId !== null,
  });
}

/** PUT /api/application/{id}/scorecard; afterwards the grid opens up and the list shows it submitted. */
export function useSubmitScorecard(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (scorecard: ScorecardInput) =>
      apiRequest<ScorecardDto>(`${applicationPath(applicationId)}/scorecard`, INTERVIEW_MESSAGES.scorecardFailed, {
        method: 'PUT',
        body: scorecard,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: interviewKeys.all }),
  });
}

/** Adds (uid) or removes (remove: true) someone on the panel; answers the panel as it is now. */
export function useChangePanel(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, remove }: { uid: string; remove?: boolean }) =>
      remove
        ? apiRequest<InterviewerDto[]>(
            `${applicationPath(applicationId)}/interviewers/${encodeURIComponent(uid)}`,
            INTERVIEW_MESSAGES.interviewerFailed,
            { method: 'DELETE' },
          )
        : apiRequest<InterviewerDto[]>(
            `${applicationPath(applicationId)}/interviewers`,
            INTERVIEW_MESSAGES.interviewerFailed,
            {
              method: 'POST',
              body: { uid },
            },
          ),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: interviewKeys.scorecards(applicationId) }),
        client.invalidateQueries({ queryKey: pipelineKeys.events(applicationId) }),
      ]),
  });
}
