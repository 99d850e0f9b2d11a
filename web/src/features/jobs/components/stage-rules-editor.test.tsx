import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobDto, StageRulesDto } from '@hr-portal/contract';
import { QueryProvider, queryClient } from '../../../api/query-client';
import { UiProvider } from '../../../components/ui/provider';
import { apiServer } from '../../../test/api-server';
import StageRulesEditor from './stage-rules-editor';

vi.mock('../../../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../../../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

const JOB = { _id: 'job-1', title: 'Designer', stages: [] } as unknown as JobDto;

function renderEditor() {
  render(
    <UiProvider>
      <QueryProvider>
        <StageRulesEditor job={JOB} onClose={() => {}} />
      </QueryProvider>
    </UiProvider>,
  );
}

describe('the stage rules editor', () => {
  let sent: unknown[];
  beforeEach(() => {
    queryClient.clear();
    sent = [];
    apiServer.use(
      http.get('/api/job/job-1/stage-rules', () =>
        HttpResponse.json({ rules: [], updatedAt: null } satisfies StageRulesDto),
      ),
      http.put('/api/job/job-1/stage-rules', async ({ request }) => {
        const body = (await request.json()) as { rules: { id?: string }[] };
        sent.push(body);
        return HttpResponse.json({ rules: body.rules.map((rule) => ({ ...rule, id: 'r1' })), updatedAt: null });
      }),
    );
  });

  it('when hr adds a delayed e-mail on entering Screening and saves, then the whole set is sent and saved', async () => {
    renderEditor();
    expect(await screen.findByText('No rules yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rule 1: stage' }), 'Screening');
    await userEvent.type(screen.getByRole('textbox', { name: 'Rule 1, action 1 subject' }), 'Thanks');
    await userEvent.type(screen.getByRole('textbox', { name: 'Rule 1, action 1 text' }), 'We are on it');
    const delay = screen.getByRole('spinbutton', { name: 'Rule 1, action 1 delay in minutes' });
    await userEvent.clear(delay);
    await userEvent.type(delay, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Stage rules saved');
    expect(sent).toEqual([
      {
        rules: [
          {
            stage: 'screening',
            on: 'enter',
            actions: [{ type: 'email', subject: 'Thanks', text: 'We are on it', delayMinutes: 60 }],
          },
        ],
      },
    ]);
  });

  it('when the API refuses the rules, then its message shows and the edits stay', async () => {
    apiServer.use(
      http.put('/api/job/job-1/stage-rules', () =>
        HttpResponse.json({ message: 'The subject must not be empty', code: 'validation_failed' }, { status: 400 }),
      ),
    );
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Add rule' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('The subject must not be empty')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rule 1: stage' })).toBeInTheDocument();
  });
});
