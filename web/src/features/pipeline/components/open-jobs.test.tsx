import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobDto } from '@hr-portal/contract';
import { QueryProvider, queryClient } from '../../../api/query-client';
import { UiProvider } from '../../../components/ui/provider';
import { useSession } from '../../../stores/session';
import { apiServer } from '../../../test/api-server';
import { rememberLook } from '../last-looked';
import { OpenJobs } from './open-jobs';

vi.mock('../../../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../../../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));
// The counts are Firestore aggregates (the emulator-backed e2e covers them); here each stage answers a fixed count.
const counted: string[] = [];
vi.mock('../../../lib/firestore-live', () => ({
  countStage: async (jobId: string, stage: string) => {
    counted.push(`${jobId}:${stage}`);
    return stage === 'applied' ? 4 : 1;
  },
  countNewSince: async () => 2,
}));

const STAGES = [
  { id: 'applied', name: 'Applied', status: 'applied' },
  { id: 'interview', name: 'Interview', status: 'shortlisted' },
  { id: 'rejected', name: 'Rejected', status: 'rejected' },
] as JobDto['stages'];
const job = (id: string, title: string, extra: Partial<JobDto> = {}) =>
  ({ _id: id, title, isActive: true, postedBy: 'someone', stages: STAGES, ...extra }) as JobDto;

describe('the pipeline overview', () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.clear();
    counted.length = 0;
    useSession.setState({ user: { _id: 'me', email: 'hr@example.com', role: 'hr' }, ready: true });
    apiServer.use(
      http.get('/api/job', () =>
        HttpResponse.json([
          job('j1', 'Designer'),
          job('j2', 'Closed role', { isActive: false }),
          job('j3', 'Mine', { postedBy: 'me' }),
          job('j4', 'Last one'),
        ]),
      ),
      // Panel seats: one on a listed job, one on a job older than the newest page (read on its own).
      http.get('/api/interview/my', () => HttpResponse.json([{ jobId: 'j1' }, { jobId: 'j5' }])),
      http.get('/api/job/j5', () => HttpResponse.json(job('j5', 'Older panel role'))),
    );
  });

  it('when hr opens Pipeline, then the open jobs show (last opened, then those they posted or sit a panel for) with counts per open stage', async () => {
    rememberLook('me', 'j4', Date.now() - 60_000);
    const opened: string[] = [];
    render(
      <UiProvider>
        <QueryProvider>
          <OpenJobs onOpen={(id) => opened.push(id)} />
        </QueryProvider>
      </UiProvider>,
    );
    const list = await screen.findByRole('region', { name: 'Open jobs' });
    await within(list).findByText('Older panel role');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('button').textContent)).toEqual([
      'Last one',
      'Designer',
      'Mine',
      'Older panel role',
    ]);
    expect(within(rows[0]!).getByText('Last opened')).toBeInTheDocument();
    expect(await within(rows[0]!).findByText('2 new since you last looked')).toBeInTheDocument();
    expect(await within(rows[2]!).findByText(/Applied 4/)).toBeInTheDocument();
    // Never looked at: nothing is "new"; closing stages are not counted.
    expect(within(rows[2]!).queryByText(/new since/)).not.toBeInTheDocument();
    expect(counted.filter((key) => key.endsWith(':rejected'))).toEqual([]);
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Designer' }));
    expect(opened).toEqual(['j1']);
  });
});
