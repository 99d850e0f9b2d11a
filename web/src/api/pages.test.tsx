import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NEXT_CURSOR_HEADER } from '@hr-portal/contract';
import { ApiError, apiRequestWithHeaders } from '../lib/api-client';
import { fetchEveryPage, fetchPage, useCursorList } from './pages';

vi.mock('../lib/api-client', async (original) => ({
  ...(await original<typeof import('../lib/api-client')>()),
  apiRequestWithHeaders: vi.fn(),
}));
const request = vi.mocked(apiRequestWithHeaders);

/** Answers like a list endpoint: rows named after the cursor, and the next cursor in the header. */
function answer(rows: string[], next: string | null) {
  const headers = new Headers(next ? { [NEXT_CURSOR_HEADER]: next } : {});
  return Promise.resolve({ data: rows, headers });
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => request.mockReset());

describe('fetchPage', () => {
  it('when called, then blank params are left out, the cursor is sent, and the header becomes nextCursor', async () => {
    request.mockReturnValue(answer(['a'], 'c2'));
    const page = await fetchPage('/api/job', { q: '  ', department: ' Sales ', limit: 5 }, 'c1', 'failed');
    expect(request).toHaveBeenCalledWith('/api/job?department=Sales&limit=5&cursor=c1', 'failed');
    expect(page).toEqual({ items: ['a'], nextCursor: 'c2' });
  });

  it('when every page is asked for, then it follows the cursors until there is none', async () => {
    request.mockReturnValueOnce(answer(['a', 'b'], 'c2')).mockReturnValueOnce(answer(['c'], null));
    expect(await fetchEveryPage('/api/job', {}, 'failed')).toEqual(['a', 'b', 'c']);
    expect(request.mock.calls.map(([path]) => path)).toEqual(['/api/job?limit=100', '/api/job?limit=100&cursor=c2']);
  });
});

describe('useCursorList', () => {
  const fetchOne = (cursor: string | null) => fetchPage<string>('/api/x', {}, cursor, 'Failed to fetch x');

  it('when loaded, then rows show; loadMore appends the next page, and the button goes once there is none', async () => {
    request.mockReturnValueOnce(answer(['a'], 'c2')).mockReturnValueOnce(answer(['b'], null));
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
    request.mockRejectedValueOnce(new ApiError('Only admins', 403));
    const first = renderHook(() => useCursorList(['y'], fetchOne, 'Failed to fetch x'), { wrapper });
    await waitFor(() => expect(first.result.current.error).toBe('Only admins'));
    request.mockRejectedValueOnce(new Error(''));
    const second = renderHook(() => useCursorList(['z'], fetchOne, 'Failed to fetch x'), { wrapper });
    await waitFor(() => expect(second.result.current.error).toBe('Failed to fetch x'));
    expect(second.result.current.items).toEqual([]);
  });
});
