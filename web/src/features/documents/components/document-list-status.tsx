import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListStatus, type ListState } from '../../../components/ui/list-status';

/** The list states of the three document screens, with their shared loading and empty texts. */
export function DocumentListStatus({
  list,
  children,
}: {
  list: Pick<ListState, 'items' | 'loading' | 'error'>;
  children: ReactNode;
}) {
  return (
    <ListStatus list={list} loadingText="Loading documents..." empty={<Text>No documents uploaded yet</Text>}>
      {children}
    </ListStatus>
  );
}
