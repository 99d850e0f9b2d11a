import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_MAIL_TEMPLATES,
  DEFAULT_MAIL_TRANSLATIONS,
  MAIL_EVENT_INFO,
  type MailTemplateDto,
} from '@hr-portal/contract';
import { UiProvider } from '../../../components/ui/provider';
import { apiServer } from '../../../test/api-server';
import EmailTemplatesPage from './email-templates-page';

vi.mock('../../../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../../../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

const templates: MailTemplateDto[] = [
  {
    event: 'application_received',
    ...MAIL_EVENT_INFO.application_received,
    ...DEFAULT_MAIL_TEMPLATES.application_received,
    translations: {
      de: DEFAULT_MAIL_TRANSLATIONS.de.application_received,
      fr: DEFAULT_MAIL_TRANSLATIONS.fr.application_received,
      es: DEFAULT_MAIL_TRANSLATIONS.es.application_received,
    },
  },
  {
    event: 'interviewer_assigned',
    ...MAIL_EVENT_INFO.interviewer_assigned,
    ...DEFAULT_MAIL_TEMPLATES.interviewer_assigned,
    translations: {},
  },
];

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UiProvider>
        <MemoryRouter>
          <EmailTemplatesPage backTo="/admin" />
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
}

describe('EmailTemplatesPage in other languages', () => {
  it('when hr picks Deutsch for a candidate e-mail, then its German words load and Save sends them to the German template', async () => {
    const saved: unknown[] = [];
    apiServer.use(
      http.get('*/api/settings/email-templates', () => HttpResponse.json(templates)),
      http.put('*/api/settings/email-templates/:event/:language', async ({ params, request }) => {
        saved.push({ ...params, body: await request.json() });
        return HttpResponse.json({});
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Language'), 'de');
    const subject = screen.getByLabelText('Subject');
    expect(subject).toHaveValue('Wir haben Ihre Bewerbung für {{jobTitle}} erhalten');
    expect(screen.queryByLabelText('Send this e-mail')).not.toBeInTheDocument();
    await user.clear(subject);
    await user.type(subject, 'Danke, {{{{candidateName}}');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() =>
      expect(saved).toEqual([
        expect.objectContaining({
          event: 'application_received',
          language: 'de',
          body: expect.objectContaining({ subject: 'Danke, {{candidateName}}' }),
        }),
      ]),
    );
    expect(await screen.findByText('Deutsch template saved.')).toBeInTheDocument();
  });

  it('when an e-mail goes to staff, then no language is offered', async () => {
    apiServer.use(http.get('*/api/settings/email-templates', () => HttpResponse.json(templates)));
    renderPage();
    await userEvent.selectOptions(await screen.findByLabelText('E-mail'), 'interviewer_assigned');
    expect(screen.queryByLabelText('Language')).not.toBeInTheDocument();
  });
});
