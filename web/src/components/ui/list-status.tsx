import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorText, LoadingText } from './status-text';

interface ListStatusProps {
  loading: boolean;
  error: string | null;
  /** How many rows there are to show. */
  count: number;
  loadingText: string;
  /** What an empty list says (a sentence, or an element). */
  empty: ReactNode;
  children: ReactNode;
}

/**
 * The states every list screen has: loading its first page, failed with nothing to show, empty, or the rows
 * (with the error under them when a later page failed).
 */
export function ListStatus({ loading, error, count, loadingText, empty, children }: ListStatusProps) {
  if (count === 0 && loading) return <LoadingText>{loadingText}</LoadingText>;
  if (count === 0 && error) return <ErrorText>{error}</ErrorText>;
  if (count === 0) return <>{empty}</>;
  return (
    <>
      {children}
      <ErrorText>{error}</ErrorText>
    </>
  );
}

interface LoadMoreProps {
  nextCursor: string | null;
  loading: boolean;
  onLoadMore: () => void;
  label?: string;
}

/** "Load more" under a cursor-paged list; absent when there is no next page. */
export function LoadMore({ nextCursor, loading, onLoadMore, label = 'Load more' }: LoadMoreProps) {
  if (!nextCursor) return null;
  return (
    <Button mt="4" variant="outline" disabled={loading} onClick={onLoadMore}>
      {loading ? 'Loading...' : label}
    </Button>
  );
}
