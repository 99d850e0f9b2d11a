import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListStatus, LoadMore } from './list-status';
import { UiProvider } from './provider';

function renderStatus({ count, ...state }: { loading: boolean; error: string | null; count: number }) {
  const list = { ...state, items: Array.from({ length: count }) };
  render(
    <UiProvider>
      <ListStatus list={list} loadingText="Loading jobs..." empty={<p>No jobs yet</p>}>
        <ul aria-label="Jobs" />
      </ListStatus>
    </UiProvider>,
  );
}

describe('ListStatus', () => {
  it('when the first page is loading, then only the loading line shows, announced politely', () => {
    renderStatus({ loading: true, error: null, count: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('Loading jobs...');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('when loading failed with nothing to show, then only the error shows, as an alert', () => {
    renderStatus({ loading: false, error: 'Failed to fetch jobs', count: 0 });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch jobs');
    expect(screen.queryByText('No jobs yet')).toBeNull();
  });

  it('when there is nothing, then the empty text shows', () => {
    renderStatus({ loading: false, error: null, count: 0 });
    expect(screen.getByText('No jobs yet')).toBeInTheDocument();
  });

  it('when rows exist and a later page failed, then the rows stay and the error shows under them', () => {
    renderStatus({ loading: false, error: 'Failed to fetch jobs', count: 3 });
    expect(screen.getByRole('list', { name: 'Jobs' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch jobs');
  });

  it('when the screen groups its items, then its count decides (no groups yet means still loading)', () => {
    render(
      <UiProvider>
        <ListStatus list={{ items: [1, 2], loading: true, error: null }} count={0} loadingText="Loading..." empty="-">
          <ul aria-label="Groups" />
        </ListStatus>
      </UiProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});

describe('LoadMore', () => {
  it('when there is a next page, then the button loads it; while loading it is disabled', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(
      <UiProvider>
        <LoadMore list={{ nextCursor: 'c1', loading: false, loadMore: onLoadMore }} label="Load more jobs" />
      </UiProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more jobs' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(
      <UiProvider>
        <LoadMore list={{ nextCursor: 'c1', loading: true, loadMore: onLoadMore }} label="Load more jobs" />
      </UiProvider>,
    );
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  });

  it('when there is no next page, then there is no button', () => {
    render(
      <UiProvider>
        <LoadMore list={{ nextCursor: null, loading: false, loadMore: () => {} }} />
      </UiProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
