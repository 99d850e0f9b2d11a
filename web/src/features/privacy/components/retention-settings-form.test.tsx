import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../../components/ui/provider';
import { apiServer, recordRequests } from '../../../test/api-server';
import { RetentionSettingsSection } from './retention-settings-form';

vi.mock('../../../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../../../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

const SETTINGS = { anonymiseAfterDays: 180, talentPoolMonths: 24, noticeDays: 14 };

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UiProvider>
        <RetentionSettingsSection />
      </UiProvider>
    </QueryClientProvider>,
  );
}

describe('RetentionSettingsSection', () => {
  it('when an admin changes a setting and saves, then all three are sent and the form says saved', async () => {
    apiServer.use(
      http.get('/api/settings/retention', () => HttpResponse.json(SETTINGS)),
      http.put('/api/settings/retention', async ({ request }) => HttpResponse.json(await request.json())),
    );
    const seen = recordRequests();
    renderSection();
    const days = await screen.findByLabelText("Anonymise after a candidate's last application closed");
    expect(days).toHaveValue(180);
    await userEvent.clear(days);
    await userEvent.type(days, '365');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Retention settings saved.');
    expect(seen.find((request) => request.method === 'PUT')?.body).toEqual({ ...SETTINGS, anonymiseAfterDays: 365 });
  });

  it('when the server refuses a value, then its message shows', async () => {
    const message = 'noticeDays must be fewer than anonymiseAfterDays: the notice comes before the data goes';
    apiServer.use(
      http.get('/api/settings/retention', () => HttpResponse.json(SETTINGS)),
      http.put('/api/settings/retention', () => HttpResponse.json({ message, code: 'invalid_input' }, { status: 400 })),
    );
    renderSection();
    await screen.findByLabelText('Tell the candidate beforehand');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
