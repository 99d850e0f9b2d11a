import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BonusState,
  MyReferralDto,
  ReferralBonusDto,
  ReferralBonusSettingsDto,
  ReferralInsightsDto,
  ReferralResultDto,
} from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';
import { apiUpload } from '../lib/api-upload';
import { apiDownload } from '../lib/api-download';
import { saveFile } from '../lib/save-file';
import { fetchPage, useCursorList } from './pages';

export const referralKeys = {
  all: ['referrals'] as const,
  mine: ['referrals', 'mine'] as const,
  bonuses: (state: BonusState | '') => ['referrals', 'bonuses', state] as const,
  bonusSettings: ['referrals', 'bonus-settings'] as const,
  insights: ['insights', 'referrals'] as const,
};

const MINE_FAILED = 'Your referrals could not be loaded';
const BONUSES_FAILED = 'The referral bonuses could not be loaded';

/** GET /api/referrals/my: the caller's referrals with a coarse status, newest first. */
export function useMyReferrals() {
  return useCursorList<MyReferralDto>(
    referralKeys.mine,
    (cursor) => fetchPage('/api/referrals/my', {}, cursor, MINE_FAILED),
    MINE_FAILED,
  );
}

export interface ReferralFields {
  jobId: string;
  name: string;
  email: string;
  phone: string;
  relationship: string;
  note: string;
}

/** POST /api/referrals as one multipart request: the fields and, when given, the resume, with upload progress. */
export function useRefer() {
  const client = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: ({ form, resume }: { form: ReferralFields; resume: File | null }) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(form)) if (value) body.append(name, value);
      if (resume) body.append('file', resume);
      setProgress(0);
      return apiUpload<ReferralResultDto>('/api/referrals', body, 'The referral could not be sent', setProgress);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: referralKeys.mine }),
  });
  return { ...mutation, progress };
}

/** GET /api/referrals/bonuses?state= (admins): bonuses of hired referrals, newest hire first. */
export function useBonuses(state: BonusState | '') {
  return useQuery({
    queryKey: referralKeys.bonuses(state),
    queryFn: () =>
      apiRequest<ReferralBonusDto[]>(`/api/referrals/bonuses${state ? `?state=${state}` : ''}`, BONUSES_FAILED),
  });
}

export async function downloadBonusesCsv(state: BonusState | ''): Promise<void> {
  const query = new URLSearchParams({ format: 'csv', ...(state ? { state } : {}) });
  const { blob, fileName } = await apiDownload(
    `/api/referrals/bonuses?${query.toString()}`,
    'The bonus list could not be downloaded',
    'referral-bonuses.csv',
  );
  saveFile(blob, fileName);
}

export function useMarkBonusPaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/referrals/${encodeURIComponent(id)}/bonus/paid`, 'The bonus could not be marked paid', {
        method: 'POST',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['referrals', 'bonuses'] }),
  });
}

/** POST /api/referrals/bonuses/run (admins, emulators only): the daily run, now. */
export function useRunBonuses() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ due: number }>('/api/referrals/bonuses/run', 'The bonus run failed', { method: 'POST', body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['referrals', 'bonuses'] }),
  });
}

export function useBonusSettings() {
  return useQuery({
    queryKey: referralKeys.bonusSettings,
    queryFn: () =>
      apiRequest<ReferralBonusSettingsDto>('/api/settings/referral-bonus', 'The bonus settings could not be loaded'),
  });
}

export function useSaveBonusSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReferralBonusSettingsDto) =>
      apiRequest<ReferralBonusSettingsDto>('/api/settings/referral-bonus', 'The bonus settings could not be saved', {
        method: 'PUT',
        body: settings,
      }),
    onSuccess: (saved) => client.setQueryData(referralKeys.bonusSettings, saved),
  });
}

/** GET /api/insights/referrals (hr, admins). */
export function useReferralInsights() {
  return useQuery({
    queryKey: referralKeys.insights,
    queryFn: () => apiRequest<ReferralInsightsDto>('/api/insights/referrals', 'Referral insights could not be loaded'),
  });
}
