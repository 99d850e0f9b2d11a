import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type StageRuleDto, type StageRulesDto } from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';

const rulesPath = (jobId: string) => `/api/job/${encodeURIComponent(jobId)}/stage-rules`;
export const stageRuleKeys = { job: (jobId: string) => ['stage-rules', jobId] as const };

/** GET /api/job/{id}/stage-rules (hr, admin). */
export function useJobRules(jobId: string) {
  return useQuery({
    queryKey: stageRuleKeys.job(jobId),
    queryFn: () => apiRequest<StageRulesDto>(rulesPath(jobId), MESSAGES.fetchDataFailed),
  });
}

/** A rule as the editor sends it: new ones have no id yet. */
export type RuleInput = Omit<StageRuleDto, 'id'> & { id?: string };

/** PUT /api/job/{id}/stage-rules: the whole set; answers it as stored (new rules with their ids). */
export function useSaveJobRules(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rules: RuleInput[]) =>
      apiRequest<StageRulesDto>(rulesPath(jobId), MESSAGES.updateFailed, { method: 'PUT', body: { rules } }),
    onSuccess: (saved) => client.setQueryData(stageRuleKeys.job(jobId), saved),
  });
}
