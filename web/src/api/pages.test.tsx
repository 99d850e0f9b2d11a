import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NEXT_CURSOR_HEADER } from '@hr-portal/contract';
import { apiServer, recordRequests } from '../test/api-server';
import { fetchPage, useCursorList } from './pages';

// The Firebase session is not under test here: the client sends whatever token is current.
vi.mock('../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

/**
 * A list endpoint over `pages`: the page is chosen by the `cursor` query parameter ('' for the first), and the
 * next page's cursor travels in the X-Next-Cursor header, as the API does it.
 */
function listEndpoint(path: string, pages: Record<string, { rows: string[]; next: string | null }>) {
  apiServer.use(
    http.get(path, ({ request }) => {
      const page = pages[new URL(request.url).searchParams.get('cursor') ?? ''];
      if (!page) return HttpResponse.json({ message: 'Invalid cursor', code: 'bad_request' }, { status: 400 });
      return HttpResponse.json(page.rows, { headers: page.next ? { [NEXT_CURSOR_HEADER]: page.next } : {} });
    }),
  );
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('fetchPage', () => {
  it('when called, then blank params are left out, the cursor and token are sent, and the header becomes nextCursor', async () => {
    listEndpoint('/api/job', { c1: { rows: ['a'], next: 'c2' } });
    const seen = recordRequests();
    const page = await fetchPage('/api/job', { q: '  ', department: ' Sales ', limit: 5 }, 'c1', 'failed');
    expect(seen).toEqual([
      {
        method: 'GET',
        url: '/api/job?department=Sales&limit=5&cursor=c1',
        body: undefined,
        authorization: 'Bearer id-token',
      },
    ]);
    expect(page).toEqual({ items: ['a'], nextCursor: 'c2' });
  });
});

describe('useCursorList', () => {
  const fetchOne = (cursor: string | null) => fetchPage<string>('/api/x', {}, cursor, 'Failed to fetch x');

  it('when loaded, then rows show; loadMore appends the next page, and the button goes once there is none', async () => {
    listEndpoint('/api/x', { '': { rows: ['a'], next: 'c2' }, c2: { rows: ['b'], next: null } });
    const { result } = renderHook(() => useCursorList(['x'], fetchOne, 'Failed to fetch x'), { wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.items).toEqual(['a']));
    expect(result.current.nextCursor).toBe('c2');
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(['a', 'b']));
    expect(result.current.nextCursor).toBeNull();
    expect(result.current.loading).toBe(false);
  });

  it("when the call fails, then the server's message shows, or the fallback when it said nothing", async () => {
    apiServer.use(
      http.get('/api/x', () => HttpResponse.json({ message: 'Only admins', code: 'forbidden' }, { status: 403 })),
    );
    const first = renderHook(() => useCursorList(['y'], fetchOne, 'Failed to fetch x'), { wrapper });
    await waitFor(() => expect(first.result.current.error).toBe('Only admins'));
    apiServer.use(http.get('/api/x', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    const second = renderHook(() => useCursorList(['z'], fetchOne, 'Failed to fetch x'), { wrapper });
    await waitFor(() => expect(second.result.current.error).toBe('Failed to fetch x'));
    expect(second.result.current.items).toEqual([]);
  });
});
