import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  type MySurveyResponseDto,
  type SurveyAnswerRequest,
  type SurveyOfferDto,
  type SurveyReportDto,
  type SurveySettingsDto,
} from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';

export const surveyKeys = {
  offer: (applicationId: string) => ['survey', 'offer', applicationId] as const,
  mine: ['survey', 'mine'] as const,
  settings: ['survey', 'settings'] as const,
  report: (jobId: string) => ['survey', 'report', jobId] as const,
};

/** GET /api/survey?application=: what the applicant is offered after applying (enabled: false when nothing). */
export function useSurveyOffer(applicationId: string | null) {
  return useQuery({
    queryKey: surveyKeys.offer(applicationId ?? ''),
    queryFn: () =>
      apiRequest<SurveyOfferDto>(
        `/api/survey?application=${encodeURIComponent(applicationId!)}`,
        MESSAGES.fetchDataFailed,
      ),
    enabled: applicationId !== null,
  });
}

/** POST /api/survey/:applicationId with the consent and the answers. */
export function useAnswerSurvey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, ...body }: SurveyAnswerRequest & { applicationId: string }) =>
      apiRequest<{ message: string }>(`/api/survey/${encodeURIComponent(applicationId)}`, MESSAGES.operationFailed, {
        method: 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: surveyKeys.mine }),
  });
}

/** GET /api/me/survey: one's own answers (the profile's card). */
export function useMySurvey() {
  return useQuery({
    queryKey: surveyKeys.mine,
    queryFn: () => apiRequest<MySurveyResponseDto[]>('/api/me/survey', MESSAGES.fetchDataFailed),
  });
}

/** DELETE /api/me/survey: withdraws the consent; every answer is deleted. */
export function useWithdrawSurvey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ message: string; deleted: number }>('/api/me/survey', MESSAGES.operationFailed, {
        method: 'DELETE',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: surveyKeys.mine }),
  });
}

/** GET /api/settings/survey (admin). */
export function useSurveySettings() {
  return useQuery({
    queryKey: surveyKeys.settings,
    queryFn: () => apiRequest<SurveySettingsDto>('/api/settings/survey', MESSAGES.fetchDataFailed),
  });
}

/** PUT /api/settings/survey (admin): the whole survey. */
export function useSaveSurveySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) =>
      apiRequest<SurveySettingsDto>('/api/settings/survey', MESSAGES.operationFailed, { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(surveyKeys.settings, saved),
  });
}

/** GET /api/insights/survey?jobId=: counts per stage; small cells are null. */
export function useSurveyReport(jobId: string) {
  return useQuery({
    queryKey: surveyKeys.report(jobId),
    queryFn: () =>
      apiRequest<SurveyReportDto>(`/api/insights/survey?jobId=${encodeURIComponent(jobId)}`, MESSAGES.fetchDataFailed),
    enabled: jobId !== '',
  });
}
