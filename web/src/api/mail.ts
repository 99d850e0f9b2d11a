import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  type MailboxMessageDto,
  type MailEntryDto,
  type MailEvent,
  type MailTemplate,
  type MailTemplateDto,
  MAIL_MESSAGES,
} from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';
import { fetchEveryPage } from './pages';

export const mailKeys = {
  all: ['mail'] as const,
  templates: ['mail', 'templates'] as const,
  application: (id: string) => ['mail', 'application', id] as const,
  mine: ['mail', 'mine'] as const,
  mailbox: ['mail', 'mailbox'] as const,
};

/** While a message waits for delivery, its timeline asks again every few seconds. */
const whilePending = (entries: MailEntryDto[] | undefined) =>
  entries?.some((entry) => entry.state === 'pending') ? 3000 : false;

export function useMailTemplates() {
  return useQuery({
    queryKey: mailKeys.templates,
    queryFn: () => apiRequest<MailTemplateDto[]>('/api/settings/email-templates', MESSAGES.fetchDataFailed),
  });
}

export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ event, template }: { event: MailEvent; template: MailTemplate }) =>
      apiRequest<MailTemplate>(`/api/settings/email-templates/${event}`, MAIL_MESSAGES.templateSaveFailed, {
        method: 'PUT',
        body: template,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: mailKeys.templates }),
  });
}

/** The template as edited, filled with sample data by the API (which also checks its variables). */
export function usePreviewTemplate() {
  return useMutation({
    mutationFn: ({ event, template }: { event: MailEvent; template: Omit<MailTemplate, 'enabled'> }) =>
      apiRequest<{ subject: string; text: string; html: string }>(
        `/api/settings/email-templates/${event}/preview`,
        MAIL_MESSAGES.templateSaveFailed,
        { method: 'POST', body: template },
      ),
  });
}

/** Every message about an application, for the staff timeline (refreshed while any is pending). */
export function useApplicationMail(id: string | null) {
  return useQuery({
    queryKey: mailKeys.application(id ?? ''),
    queryFn: () =>
      apiRequest<MailEntryDto[]>(`/api/application/${encodeURIComponent(id!)}/mail`, MESSAGES.fetchDataFailed),
    enabled: id !== null,
    refetchInterval: (query) => whilePending(query.state.data),
  });
}

/** POST /api/mail/{id}/retry: a failed message is sent again. */
export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/api/mail/${encodeURIComponent(id)}/retry`, MAIL_MESSAGES.retryFailed, {
        method: 'POST',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: mailKeys.all }),
  });
}

/** The caller's own messages (My Applications shows them under each application). */
export function useMyMail() {
  return useQuery({
    queryKey: mailKeys.mine,
    queryFn: () => fetchEveryPage<MailEntryDto>('/api/mail/my', {}, MESSAGES.fetchDataFailed),
    refetchInterval: (query) => whilePending(query.state.data),
  });
}

/** What the local mail catcher received (emulators only). */
export function useMailbox() {
  return useQuery({
    queryKey: mailKeys.mailbox,
    queryFn: () => apiRequest<MailboxMessageDto[]>('/api/mail/mailbox', MESSAGES.fetchDataFailed),
    refetchInterval: 5000,
  });
}

/** Runs the hourly scorecard reminder once (emulators only: they run no schedules). */
export function useRunReminders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ sent: number }>('/api/interview/reminders/run', MESSAGES.operationFailed, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: mailKeys.mailbox }),
  });
}
