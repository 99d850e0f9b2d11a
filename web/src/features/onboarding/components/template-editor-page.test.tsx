import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ONBOARDING_MESSAGES } from '@hr-portal/contract';
import { UiProvider } from '../../../components/ui/provider';
import { apiServer } from '../../../test/api-server';
import { TemplateEditorPage } from './template-editor-page';

vi.mock('../../../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../../../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UiProvider>
        <MemoryRouter initialEntries={['/hr/onboarding/templates/new']}>
          <Routes>
            <Route path="/hr/onboarding/templates/new" element={<TemplateEditorPage base="/hr" />} />
            <Route path="/hr/onboarding/templates" element={<p>Templates list</p>} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
}

describe('Onboarding template editor', () => {
  let sent: unknown[];
  beforeEach(() => {
    sent = [];
    apiServer.use(
      http.get('/api/onboarding/templates', () => HttpResponse.json([])),
      http.get('/api/onboarding/policies', () =>
        HttpResponse.json([
          { _id: 'p1', title: 'Handbook', version: 2, fileName: 'h.pdf', sha256: 'a', fileUrl: '/x' },
        ]),
      ),
      http.post('/api/onboarding/templates', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ _id: 't1' }, { status: 201 });
      }),
    );
  });

  it("when a colleague's task has no role, then the field says so and nothing is sent; filled in, the whole template is sent", async () => {
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Everyone');
    await user.type(screen.getByLabelText(/^Title/), 'Laptop and accounts');
    await user.selectOptions(screen.getByLabelText('Who does it'), 'colleague');
    await user.clear(screen.getByLabelText('Due (days from the start)'));
    await user.type(screen.getByLabelText('Due (days from the start)'), '-1');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText(ONBOARDING_MESSAGES.colleagueRoleRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText(/Colleague's role/), 'Buddy');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Templates list')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: 'Everyone',
        isDefault: false,
        jobIds: [],
        departments: [],
        tasks: [
          {
            title: 'Laptop and accounts',
            description: '',
            owner: 'colleague',
            colleagueRole: 'Buddy',
            dueDay: -1,
            kind: 'todo',
            policyId: '',
          },
        ],
      },
    ]);
  });

  it('when a task is a policy to sign, then a policy must be chosen before it is sent', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Policies');
    await user.type(screen.getByLabelText(/^Title/), 'Handbook');
    await user.selectOptions(screen.getByLabelText('Kind'), 'acknowledgment');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText(ONBOARDING_MESSAGES.policyRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.selectOptions(screen.getByLabelText(/Policy to read and sign/), 'Handbook (version 2)');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0] as { tasks: unknown[] }).tasks).toEqual([
      expect.objectContaining({ title: 'Handbook', kind: 'acknowledgment', owner: 'new_hire', policyId: 'p1' }),
    ]);
  });
});
