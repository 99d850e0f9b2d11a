import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PersonProfileDto } from '@hr-portal/contract';
import { UiProvider } from '../../../components/ui/provider';
import { apiServer } from '../../../test/api-server';
import { PersonPage } from './person-page';

vi.mock('../../../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../../../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

const PERSON: PersonProfileDto = {
  _id: 'p1',
  name: 'Petra Profile',
  email: 'petra@example.com',
  role: 'candidate',
  location: 'Berlin, Germany',
  links: ['https://github.com/petra'],
  talentPoolUntil: null,
  tags: ['Kubernetes'],
  applications: [
    {
      _id: 'job1_p1',
      jobId: 'job1',
      jobTitle: 'Platform Engineer',
      stage: 'interview',
      status: 'shortlisted',
      source: 'linkedin',
      appliedAt: '2026-11-01T10:00:00.000Z',
      stageEnteredAt: '2026-11-03T10:00:00.000Z',
      scorecards: { count: 2, average: 3.5 },
      notes: [{ _id: 'n1', text: 'Strong on Kubernetes', by: { uid: 'hr1', email: 'hana@example.com' }, at: null }],
      mergedIn: false,
      referral: { byName: 'Emil Novak', relationship: 'Former teammate', note: 'Led the mobile rewrite' },
    },
  ],
  documents: [],
  mail: [],
  pools: [],
  invitations: [],
  sourcing: null,
  duplicates: [],
  merges: [],
  mergedInto: null,
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UiProvider>
        <MemoryRouter initialEntries={['/hr/people/p1']}>
          <Routes>
            <Route path="/hr/people/:uid" element={<PersonPage backTo="/hr" />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
}

describe('PersonPage', () => {
  let saved: unknown[];

  beforeEach(() => {
    saved = [];
    apiServer.use(
      http.get('/api/people/p1', () => HttpResponse.json(PERSON)),
      http.get('/api/talent-pools', () =>
        HttpResponse.json([
          { _id: 'pool1', name: 'Platform people', archived: false, memberCount: 3, createdAt: null, updatedAt: null },
        ]),
      ),
      http.put('/api/people/p1/tags', async ({ request }) => {
        const body = (await request.json()) as { tags: string[] };
        saved.push(body);
        return HttpResponse.json({ tags: body.tags });
      }),
    );
  });

  it('when a person opens, then their applications across jobs show with stage, scorecards, notes and who referred them', async () => {
    renderPage();
    expect(screen.getByText('Loading this person...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Petra Profile', level: 1 })).toBeInTheDocument();
    const applications = screen.getByRole('region', { name: 'Applications' });
    expect(within(applications).getByText('Platform Engineer')).toBeInTheDocument();
    expect(within(applications).getByText('3.5 of 4 (2)')).toBeInTheDocument();
    expect(within(applications).getByText(/Strong on Kubernetes/)).toBeInTheDocument();
    expect(
      within(applications).getByText('Referred by Emil Novak (Former teammate): “Led the mobile rewrite”'),
    ).toBeInTheDocument();
    expect(screen.getByText('Not in the talent pool (no consent given, or withdrawn)')).toBeInTheDocument();
    expect(screen.getByText('Location: Berlin, Germany')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://github.com/petra' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
  });

  it('when a tag is added and another removed, then the whole list is saved each time and shown', async () => {
    renderPage();
    await userEvent.type(await screen.findByLabelText('New tag'), 'Berlin');
    await userEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(await screen.findByText('Berlin')).toBeInTheDocument();
    expect(screen.getByLabelText('New tag')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag Kubernetes' }));
    expect(await screen.findByRole('button', { name: 'Remove tag Berlin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove tag Kubernetes' })).not.toBeInTheDocument();
    expect(saved).toEqual([{ tags: ['Kubernetes', 'Berlin'] }, { tags: ['Berlin'] }]);
  });

  it('when the server refuses a tag, then its message shows and the field keeps what was typed', async () => {
    apiServer.use(
      http.put('/api/people/p1/tags', () =>
        HttpResponse.json({ message: 'A tag may contain letters, digits, spaces and . + # - _ /' }, { status: 400 }),
      ),
    );
    renderPage();
    await userEvent.type(await screen.findByLabelText('New tag'), 'bad<tag>');
    await userEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(await screen.findByText('A tag may contain letters, digits, spaces and . + # - _ /')).toBeInTheDocument();
    expect(screen.getByLabelText('New tag')).toHaveValue('bad<tag>');
  });

  it('when hr adds the person to a pool and the API refuses, then its message shows; once accepted, the pool is named', async () => {
    const asked: unknown[] = [];
    apiServer.use(
      http.post('/api/talent-pools/pool1/members', async ({ request }) => {
        asked.push(await request.json());
        return asked.length === 1
          ? HttpResponse.json(
              {
                message:
                  'Only people who agreed to be kept in the talent pool, or who have an open application, can be added to a pool',
              },
              { status: 409 },
            )
          : HttpResponse.json({ poolId: 'pool1', uid: 'p1' }, { status: 201 });
      }),
    );
    renderPage();
    const form = await screen.findByRole('form', { name: 'Add Petra Profile to a pool' });
    await userEvent.selectOptions(await within(form).findByLabelText('Pool'), 'Platform people');
    await userEvent.type(within(form).getByLabelText('Note (optional)'), 'Berlin, senior');
    await userEvent.click(within(form).getByRole('button', { name: 'Add to pool' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Only people who agreed/);
    await userEvent.click(within(form).getByRole('button', { name: 'Add to pool' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added to Platform people');
    expect(asked).toEqual([
      { uid: 'p1', note: 'Berlin, senior' },
      { uid: 'p1', note: 'Berlin, senior' },
    ]);
    // No consent: no invitation to apply is offered.
    expect(screen.getByText('Only people who agreed to the talent pool can be invited to apply.')).toBeInTheDocument();
  });
});
