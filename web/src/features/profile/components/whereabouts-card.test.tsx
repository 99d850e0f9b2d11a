import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES } from '@hr-portal/contract';
import { UiProvider } from '../../../components/ui/provider';
import { apiServer } from '../../../test/api-server';
import type { Profile } from '../../../api/profile';
import { WhereaboutsCard } from './whereabouts-card';

vi.mock('../../../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../../../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

const PROFILE = {
  _id: 'u1',
  name: 'Cara Diaz',
  email: 'cara@example.com',
  role: 'candidate',
  emailVerified: true,
  lastLogin: null,
  location: '',
  links: [],
  documents: [],
} as unknown as Profile;

const renderCard = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UiProvider>
        <WhereaboutsCard profile={PROFILE} />
      </UiProvider>
    </QueryClientProvider>,
  );

describe('WhereaboutsCard', () => {
  it('when a location and links are saved, then one link a line is sent, blank lines left out; a refusal shows its message', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      http.patch('/api/user/u1', async ({ request }) => {
        const body = (await request.json()) as { links: string[] };
        sent.push(body);
        if (body.links.some((link) => !link.startsWith('http')))
          return HttpResponse.json({ message: PROFILE_MESSAGES.badLink }, { status: 400 });
        return HttpResponse.json({ ...PROFILE, ...body });
      }),
    );
    renderCard();
    await userEvent.type(screen.getByLabelText('Location'), ' Berlin, Germany ');
    await userEvent.type(screen.getByLabelText('Links'), 'https://github.com/cara{enter}{enter}  https://cara.dev  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save location and links' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    await userEvent.type(screen.getByLabelText('Links'), '{enter}ftp://old');
    await userEvent.click(screen.getByRole('button', { name: 'Save location and links' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.badLink);
    expect(sent).toEqual([
      { location: 'Berlin, Germany', links: ['https://github.com/cara', 'https://cara.dev'] },
      { location: 'Berlin, Germany', links: ['https://github.com/cara', 'https://cara.dev', 'ftp://old'] },
    ]);
  });
});
