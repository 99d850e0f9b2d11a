import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BulkJobDto } from '@hr-portal/contract';
import { QueryProvider, queryClient } from '../../../api/query-client';
import { UiProvider } from '../../../components/ui/provider';
import { apiServer } from '../../../test/api-server';
import BulkBar from './bulk-bar';

vi.mock('../../../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../../../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

const JOB: BulkJobDto = {
  id: 'bulk-1',
  action: { type: 'reject', reason: 'filled' },
  state: 'done',
  total: 2,
  handled: 2,
  done: 1,
  skipped: 1,
  failed: 0,
  outcomes: [
    { id: 'app-1', outcome: 'done' },
    { id: 'app-2', outcome: 'skipped', reason: 'the candidate withdrew' },
  ],
  undoUntil: '2099-01-01T00:00:00.000Z',
  createdAt: null,
};

describe('the bulk bar', () => {
  let posted: unknown[];
  beforeEach(() => {
    queryClient.clear();
    posted = [];
    apiServer.use(
      http.get('/api/settings/rejection-reasons', () =>
        HttpResponse.json({ reasons: [{ id: 'filled', label: 'Position filled', candidateWording: '' }] }),
      ),
      http.post('/api/application/bulk', async ({ request }) => {
        const body = (await request.json()) as { preview?: boolean };
        posted.push(body);
        if (body.preview) return HttpResponse.json({ ...JOB, preview: { emailed: 1, skipped: [JOB.outcomes[1]] } });
        return HttpResponse.json({ id: 'bulk-1' }, { status: 202 });
      }),
      http.get('/api/application/bulk/bulk-1', () => HttpResponse.json(JOB)),
      http.post('/api/application/bulk/bulk-1/undo', () => {
        JOB.state = 'undone';
        JOB.undoUntil = null;
        return HttpResponse.json({ message: 'Undone' });
      }),
    );
  });

  it('when hr previews, runs and undoes a rejection, then the counts, the skipped one and the undo show', async () => {
    render(
      <UiProvider>
        <QueryProvider>
          <BulkBar target={{ ids: ['app-1', 'app-2'] }} count="2 selected" onFinished={() => {}} />
        </QueryProvider>
      </UiProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Choose a rejection reason first')).toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Rejection reason' }), 'Position filled');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 will be e-mailed after the undo window. 1 skipped: app-2 (the candidate withdrew)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Done: 1 changed, 1 skipped, 0 failed')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Skipped or failed' })).toHaveTextContent('app-2: skipped');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone: every change was restored and nothing was sent')).toBeInTheDocument();
    expect(posted).toEqual([
      { ids: ['app-1', 'app-2'], action: { type: 'reject', reason: 'filled' }, preview: true },
      { ids: ['app-1', 'app-2'], action: { type: 'reject', reason: 'filled' } },
    ]);
  });
});
