import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { PrivacyNoticeDto } from '@hr-portal/contract';
import { UiProvider } from '../../../components/ui/provider';
import { apiServer, recordRequests } from '../../../test/api-server';
import PrivacyNoticeSection from './privacy-notice-form';

vi.mock('../../../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../../../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

const V1: PrivacyNoticeDto = { version: 1, text: 'Built-in words.', publishedAt: null };
const V2: PrivacyNoticeDto = {
  version: 2,
  text: 'Our own words.\n\nSecond paragraph.',
  publishedAt: '2026-11-20T09:00:00.000Z',
};

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UiProvider>
        <PrivacyNoticeSection />
      </UiProvider>
    </QueryClientProvider>,
  );
}

describe('PrivacyNoticeSection', () => {
  it('when an admin publishes, then the text is sent and the new version shows, the old one listed below', async () => {
    let current = V1;
    const versions: PrivacyNoticeDto[] = [];
    apiServer.use(
      http.get('/api/settings/privacy-notice', () => HttpResponse.json({ current, versions })),
      http.put('/api/settings/privacy-notice', async ({ request }) => {
        const { text } = (await request.json()) as { text: string };
        current = { ...V2, text };
        versions.unshift(current, { ...V2, version: 1, text: V1.text });
        return HttpResponse.json(current);
      }),
    );
    const seen = recordRequests();
    renderSection();
    const box = await screen.findByLabelText('Text (a blank line starts a new paragraph)');
    expect(screen.getByText(/Version 1 \(built in\)/)).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, 'Our own words.');
    await userEvent.click(screen.getByRole('button', { name: 'Publish new version' }));
    expect(await screen.findByText(/Version 2, published/)).toBeInTheDocument();
    expect(seen.find((request) => request.method === 'PUT')?.body).toEqual({ text: 'Our own words.' });
    expect(screen.getByText('Earlier versions')).toBeInTheDocument();
  });

  it('when the text is emptied, then the form says so and sends nothing', async () => {
    apiServer.use(http.get('/api/settings/privacy-notice', () => HttpResponse.json({ current: V1, versions: [] })));
    const seen = recordRequests();
    renderSection();
    await userEvent.clear(await screen.findByLabelText('Text (a blank line starts a new paragraph)'));
    await userEvent.click(screen.getByRole('button', { name: 'Publish new version' }));
    expect(await screen.findByText('The privacy notice cannot be empty')).toBeInTheDocument();
    expect(seen.filter((request) => request.method === 'PUT')).toEqual([]);
  });
});
