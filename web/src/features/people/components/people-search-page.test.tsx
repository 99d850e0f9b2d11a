import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NEXT_CURSOR_HEADER, PEOPLE_MESSAGES, type PersonSearchResultDto } from '@hr-portal/contract';
import { UiProvider } from '../../../components/ui/provider';
import { apiServer } from '../../../test/api-server';
import { PeopleSearchPage } from './people-search-page';

vi.mock('../../../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../../../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

const JURGEN: PersonSearchResultDto = {
  _id: 'p1',
  name: 'Jürgen Müller',
  email: 'jurgen@example.com',
  tags: ['Platform'],
  talentPoolUntil: '2027-05-01T00:00:00.000Z',
  applications: [
    { _id: 'j1_p1', jobId: 'j1', jobTitle: 'Platform Engineer', stage: 'screening', status: 'shortlisted' },
  ],
  matched: ['kubernetes', 'berlin'],
  snippet: {
    from: 'resume',
    label: 'cv.pdf',
    text: 'Platform engineer, Berlin. Kubernetes',
    highlights: [
      [19, 25],
      [27, 37],
    ],
  },
};
const OTTO: PersonSearchResultDto = { ...JURGEN, _id: 'p2', name: 'Otto Often', email: 'otto@example.com', tags: [] };

let asked: URLSearchParams[];

function renderPage(path = '/hr/people') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/hr/people" element={<PeopleSearchPage base="/hr" />} />
            <Route path="/hr/people/:uid" element={<p>Profile page</p>} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  asked = [];
  apiServer.use(
    http.get('*/api/people', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      if (params.get('q') === 'nobody') return HttpResponse.json([]);
      if (params.get('cursor') === 'page2') return HttpResponse.json([OTTO]);
      return HttpResponse.json([JURGEN], { headers: { [NEXT_CURSOR_HEADER]: 'page2' } });
    }),
  );
});

describe('PeopleSearchPage', () => {
  it('when hr opens it, then the newest people are listed, each linking to their profile', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: 'Jürgen Müller' });
    expect(link).toHaveAttribute('href', '/hr/people/p1');
    expect(screen.getByText('Newest people first')).toBeInTheDocument();
    expect(asked[0]!.toString()).toBe('');
  });

  it('when hr searches, then the words are sent and each result says why it matched, words highlighted', async () => {
    renderPage();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Kubernetes Berlin');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Best matches first');
    // The heading follows the address at once; the request goes out just after (it did not yet under CI load).
    await vi.waitFor(() => expect(asked.at(-1)!.get('q')).toBe('Kubernetes Berlin'));
    const card = screen.getByRole('link', { name: 'Jürgen Müller' }).closest('li')!;
    expect(within(card).getByText('Matched: kubernetes, berlin')).toBeInTheDocument();
    expect([...card.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Berlin', 'Kubernetes']);
    expect(within(card).getByText(/Resume \(cv.pdf\)/)).toBeInTheDocument();
    expect(within(card).getByText(/Talent pool until/)).toBeInTheDocument();
  });

  it('when more people match than a page, then Load more fetches the next page with the cursor', async () => {
    renderPage('/hr/people?q=platform');
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Otto Often' })).toBeInTheDocument();
    expect(asked.at(-1)!.get('cursor')).toBe('page2');
    expect(asked.at(-1)!.get('q')).toBe('platform');
  });

  it('when the search has too many words, then it says so and sends nothing', async () => {
    renderPage();
    await screen.findByRole('link', { name: 'Jürgen Müller' });
    const sent = asked.length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'a b c d e f g h i j k');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(PEOPLE_MESSAGES.queryTooManyWords)).toBeInTheDocument();
    expect(asked).toHaveLength(sent);
  });

  it('when nobody matches, then the empty state says so', async () => {
    renderPage('/hr/people?q=nobody');
    expect(await screen.findByText('No people match this search')).toBeInTheDocument();
  });

  it('when the talent-pool box is ticked, then only talent-pool people are asked for', async () => {
    renderPage();
    await screen.findByRole('link', { name: 'Jürgen Müller' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'In the talent pool' }));
    await vi.waitFor(() => expect(asked.at(-1)!.get('talentPool')).toBe('true'));
  });
});
