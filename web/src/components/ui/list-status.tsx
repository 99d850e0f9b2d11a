import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ErrorText, LoadingText } from './status-text';

/** What the list pieces read from a paged list (the data layer's useCursorList gives exactly this). */
export interface ListState {
  items: readonly unknown[];
  loading: boolean;
  error: string | null;
  nextCursor: string | null;
  loadMore: () => void;
}

interface ListStatusProps {
  list: Pick<ListState, 'items' | 'loading' | 'error'>;
  /** How many rows there are to show, when the screen groups the items (default: the items). */
  count?: number;
  loadingText: string;
  /** What an empty list says (a sentence, or an element). */
  empty: ReactNode;
  children: ReactNode;
}

/**
 * The states every list screen has: loading its first page, failed with nothing to show, empty, or the rows
 * (with the error under them when a later page failed).
 */
export function ListStatus({ list, count = list.items.length, loadingText, empty, children }: ListStatusProps) {
  if (count === 0 && list.loading) return <LoadingText>{loadingText}</LoadingText>;
  if (count === 0 && list.error) return <ErrorText>{list.error}</ErrorText>;
  if (count === 0) return <>{empty}</>;
  return (
    <>
      {children}
      <ErrorText>{list.error}</ErrorText>
    </>
  );
}

/** "Load more" under a cursor-paged list; absent when there is no next page. */
export function LoadMore({ list, label }: { list: Omit<ListState, 'items' | 'error'>; label?: string }) {
  const { t } = useLingui();
  if (!list.nextCursor) return null;
  return (
    <Button mt="4" variant="outline" disabled={list.loading} onClick={list.loadMore}>
      {list.loading ? t`Loading...` : (label ?? t`Load more`)}
    </Button>
  );
}
