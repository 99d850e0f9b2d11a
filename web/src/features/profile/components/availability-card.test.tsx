import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../../components/ui/provider';
import { apiServer } from '../../../test/api-server';
import AvailabilityCard from './availability-card';

// The routes are tested against the emulators; here how the card reads what is typed.
vi.mock('../../../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../../../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

const renderCard = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UiProvider>
        <AvailabilityCard />
      </UiProvider>
    </QueryClientProvider>,
  );

describe('AvailabilityCard', () => {
  it('when nothing is saved, then it suggests weekdays in the browser zone, refuses "8am", and saves the ranges typed', async () => {
    const saved: unknown[] = [];
    apiServer.use(
      http.get('/api/me/availability', () => HttpResponse.json({ saved: false })),
      http.put('/api/me/availability', async ({ request }) => {
        const body = await request.json();
        saved.push(body);
        return HttpResponse.json({ ...(body as object), saved: true });
      }),
    );
    renderCard();
    const card = await screen.findByRole('region', { name: 'Interview hours' });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(await within(card).findByLabelText('Time zone')).toHaveValue(zone);
    expect(within(card).getByLabelText('Monday')).toHaveValue('09:00-17:00');
    expect(within(card).getByLabelText('Sunday')).toHaveValue('');
    expect(within(card).getByText('Not saved yet: these are suggestions.')).toBeInTheDocument();

    const monday = within(card).getByLabelText('Monday');
    await userEvent.clear(monday);
    await userEvent.type(monday, '8am');
    await userEvent.click(within(card).getByRole('button', { name: 'Save interview hours' }));
    expect(await within(card).findByText(/Monday: write ranges as 09:00-12:00/)).toBeInTheDocument();
    expect(saved).toEqual([]);

    await userEvent.clear(monday);
    await userEvent.type(monday, '13:00-17:00, 08:00-12:00');
    await userEvent.click(within(card).getByRole('button', { name: 'Save interview hours' }));
    expect(await within(card).findByText('Interview hours saved.')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      timeZone: zone,
      weekly: expect.arrayContaining([
        {
          day: 1,
          ranges: [
            { start: '13:00', end: '17:00' },
            { start: '08:00', end: '12:00' },
          ],
        },
      ]),
      bufferMinutes: 15,
      maxPerDay: 4,
      minNoticeHours: 24,
    });
  });
});
