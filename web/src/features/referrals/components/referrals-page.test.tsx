import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REFERRAL_MESSAGES, type MyReferralDto } from '@hr-portal/contract';
import { UiProvider } from '../../../components/ui/provider';
import { apiServer } from '../../../test/api-server';
import { ReferralsPage } from './referrals-page';
import { ReferPage } from './refer-page';

vi.mock('../../../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../../../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

const referral = (id: string, name: string, status: MyReferralDto['status']): MyReferralDto => ({
  _id: id,
  jobId: 'job-1',
  jobTitle: 'Backend Engineer',
  name,
  status,
  referredAt: '2026-11-20T10:00:00.000Z',
});

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/employee/referrals"
              element={<ReferralsPage backTo="/employee" home="/employee/referrals" bonuses={false} />}
            />
            <Route path="/employee/referrals/new" element={<ReferPage backTo="/employee/referrals" />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
}

describe('My referrals', () => {
  let mine: MyReferralDto[];
  let sent: FormData[];

  beforeEach(() => {
    mine = [];
    sent = [];
    apiServer.use(
      http.get('/api/referrals/my', () => HttpResponse.json(mine)),
      http.get('/api/job/job-1', () => HttpResponse.json({ _id: 'job-1', title: 'Backend Engineer' })),
      http.post('/api/referrals', async ({ request }) => {
        sent.push(await request.formData());
        return HttpResponse.json({
          outcome: 'already_considered',
          message: REFERRAL_MESSAGES.alreadyConsidered,
          referral: null,
        });
      }),
    );
  });

  it('when the employee has referred nobody, then the empty state and "Refer someone" are shown', async () => {
    renderAt('/employee/referrals');
    expect(await screen.findByText('You have not referred anyone yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refer someone' })).toHaveAttribute('href', '/employee/referrals/new');
    expect(screen.queryByRole('link', { name: 'Referral bonuses' })).not.toBeInTheDocument();
  });

  it('when referrals are listed, then each shows its name, job and coarse status, and an erased person no name', async () => {
    mine = [referral('r1', 'Lina Brandt', 'in_process'), referral('r2', '', 'not_moving_forward')];
    renderAt('/employee/referrals');
    const list = await screen.findByRole('list', { name: 'My referrals' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Lina Brandt');
    expect(within(first!).getByLabelText('Status: In process')).toBeInTheDocument();
    expect(second).toHaveTextContent('Someone who removed their data');
    expect(within(second!).getByLabelText('Status: Not moving forward')).toBeInTheDocument();
  });

  it('when the form is sent without a name or with a bad address, then each field says so and nothing is sent', async () => {
    renderAt('/employee/referrals/new?job=job-1');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Their e-mail/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Refer' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('when the person is already being considered, then the answer says so and nothing more', async () => {
    renderAt('/employee/referrals/new?job=job-1');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Their full name/), 'Cara Candidate');
    await user.type(screen.getByLabelText(/Their e-mail/), 'cara@example.com');
    await user.type(screen.getByLabelText(/A note for HR/), 'Great at Go');
    await user.click(screen.getByRole('button', { name: 'Refer' }));
    expect(await screen.findByText(REFERRAL_MESSAGES.alreadyConsidered)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0]!.entries())).toEqual({
      jobId: 'job-1',
      name: 'Cara Candidate',
      email: 'cara@example.com',
      note: 'Great at Go',
    });
  });
});
