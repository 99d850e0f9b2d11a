import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListStatus } from '../../../components/ui/list-status';

/** The list states of the three document screens, with their shared loading and empty texts. */
export function DocumentListStatus(props: {
  loading: boolean;
  error: string | null;
  count: number;
  children: ReactNode;
}) {
  return <ListStatus {...props} loadingText="Loading documents..." empty={<Text>No documents uploaded yet</Text>} />;
}
