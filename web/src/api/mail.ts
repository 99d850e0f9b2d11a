import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  type MailboxMessageDto,
  type MailEntryDto,
  type MailEvent,
  type MailTemplate,
  type MailTemplateDto,
  type MailText,
  MAIL_APPLICATIONS_MAX,
  MAIL_MESSAGES,
} from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';

export const mailKeys = {
  all: ['mail'] as const,
  templates: ['mail', 'templates'] as const,
  application: (id: string) => ['mail', 'application', id] as const,
  mineAbout: (applicationIds: string[]) => ['mail', 'mine', applicationIds] as const,
  mailbox: ['mail', 'mailbox'] as const,
  mailboxSearch: (search: string) => ['mail', 'mailbox', search] as const,
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

/** A candidate e-mail's words in German, French or Spanish (whether it is sent stays on the English template). */
export function useSaveTranslation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ event, language, words }: { event: MailEvent; language: string; words: MailText }) =>
      apiRequest<MailText>(
        `/api/settings/email-templates/${event}/${encodeURIComponent(language)}`,
        MAIL_MESSAGES.templateSaveFailed,
        { method: 'PUT', body: words },
      ),
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

/**
 * The caller's messages about the applications on screen (My Applications shows them under each card): one
 * call per 100 applications loaded, a page of the list, never every message they were sent. Messages still
 * being delivered are asked for again every few seconds.
 */
export function useMyMailAbout(applicationIds: string[]) {
  const groups: string[][] = [];
  for (let i = 0; i < applicationIds.length; i += MAIL_APPLICATIONS_MAX) {
    groups.push(applicationIds.slice(i, i + MAIL_APPLICATIONS_MAX));
  }
  return useQueries({
    queries: groups.map((ids) => ({
      queryKey: mailKeys.mineAbout(ids),
      queryFn: () =>
        apiRequest<MailEntryDto[]>(
          `/api/mail/my/applications?ids=${encodeURIComponent(ids.join(','))}`,
          MESSAGES.fetchDataFailed,
        ),
      refetchInterval: (query: { state: { data?: MailEntryDto[] } }) => whilePending(query.state.data),
    })),
    combine: (results) => results.flatMap((result) => result.data ?? []),
  });
}

/** The newest e-mails the local mail catcher received, by recipient or subject (emulators only). */
export function useMailbox(search: string) {
  return useQuery({
    queryKey: mailKeys.mailboxSearch(search),
    queryFn: () =>
      apiRequest<MailboxMessageDto[]>(`/api/mail/mailbox?q=${encodeURIComponent(search)}`, MESSAGES.fetchDataFailed),
    refetchInterval: 5000,
  });
}

/** Runs an hourly reminder once (emulators only: they run no schedules): scorecards overdue, or interviews tomorrow. */
export function useRunReminders(kind: 'scorecards' | 'interviews') {
  const client = useQueryClient();
  const path = kind === 'scorecards' ? '/api/interview/reminders/run' : '/api/booking/reminders/run';
  return useMutation({
    mutationFn: () => apiRequest<{ sent: number }>(path, MESSAGES.operationFailed, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: mailKeys.mailbox }),
  });
}
