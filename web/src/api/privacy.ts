import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONSENT_MESSAGES,
  PRIVACY_MESSAGES,
  type PrivacyNoticeDto,
  type PrivacyRequestDto,
  type PrivacyRequestStatus,
  RETENTION_MESSAGES,
  type RetentionReport,
  type RetentionSettings,
} from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';
import { apiDownload } from '../lib/api-download';
import { saveFile } from '../lib/save-file';
import { fetchPage, useCursorList } from './pages';

export const PRIVACY_PAGE_SIZE = 50;

export const privacyKeys = {
  all: ['privacy-requests'] as const,
  list: (status: PrivacyRequestStatus | '') => ['privacy-requests', status] as const,
};

/** GET /api/privacy/requests: the register, newest first, optionally one status, paged. */
export function usePrivacyRequests(status: PrivacyRequestStatus | '') {
  return useCursorList(
    privacyKeys.list(status),
    (cursor) =>
      fetchPage<PrivacyRequestDto>(
        '/api/privacy/requests',
        { status, limit: PRIVACY_PAGE_SIZE },
        cursor,
        PRIVACY_MESSAGES.fetchRegisterFailed,
      ),
    PRIVACY_MESSAGES.fetchRegisterFailed,
  );
}

/** POST /api/privacy/requests/:id/erase or /answer; the register loads again afterwards. */
export function useAnswerRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, by }: { id: string; by: 'erase' | 'answer' }) =>
      apiRequest<{ message: string }>(
        `/api/privacy/requests/${encodeURIComponent(id)}/${by}`,
        PRIVACY_MESSAGES.registerActionFailed,
        { method: 'POST' },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: privacyKeys.all }),
  });
}

/** The data of the person behind a request, as a ZIP (to answer it). */
export async function downloadRequestData(id: string): Promise<void> {
  const path = `/api/privacy/requests/${encodeURIComponent(id)}/export`;
  const { blob, fileName } = await apiDownload(path, PRIVACY_MESSAGES.downloadFailed, 'personal-data.zip');
  saveFile(blob, fileName);
}

/** The whole register as CSV. */
export async function downloadRegisterCsv(): Promise<void> {
  const { blob, fileName } = await apiDownload(
    '/api/privacy/requests.csv',
    PRIVACY_MESSAGES.downloadFailed,
    'privacy-register.csv',
  );
  saveFile(blob, fileName);
}

export const noticeKeys = { notice: ['privacy-notice'] as const };

/** GET /api/settings/privacy-notice: the current notice and the latest versions (admin). */
export function usePrivacyNotice() {
  return useQuery({
    queryKey: noticeKeys.notice,
    queryFn: () =>
      apiRequest<{ current: PrivacyNoticeDto; versions: PrivacyNoticeDto[] }>(
        '/api/settings/privacy-notice',
        CONSENT_MESSAGES.fetchNoticeFailed,
      ),
  });
}

/** PUT /api/settings/privacy-notice: publishes the next version. */
export function usePublishNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest<PrivacyNoticeDto>('/api/settings/privacy-notice', CONSENT_MESSAGES.publishNoticeFailed, {
        method: 'PUT',
        body: { text },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.notice }),
  });
}

/** Runs the daily retention once (emulators only: they run no schedules); the register may change with it. */
export function useRunRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<RetentionReport>('/api/privacy/retention/run', RETENTION_MESSAGES.runFailed, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: privacyKeys.all }),
  });
}

export const retentionKeys = { settings: ['retention-settings'] as const };

/** GET /api/settings/retention (admin). */
export function useRetentionSettings() {
  return useQuery({
    queryKey: retentionKeys.settings,
    queryFn: () => apiRequest<RetentionSettings>('/api/settings/retention', RETENTION_MESSAGES.fetchSettingsFailed),
  });
}

/** PUT /api/settings/retention: all three settings. */
export function useSaveRetentionSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: RetentionSettings) =>
      apiRequest<RetentionSettings>('/api/settings/retention', RETENTION_MESSAGES.saveSettingsFailed, {
        method: 'PUT',
        body: settings,
      }),
    onSuccess: (saved) => client.setQueryData(retentionKeys.settings, saved),
  });
}
