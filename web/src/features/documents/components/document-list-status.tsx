import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <ListStatus
      list={list}
      loadingText={t`Loading documents...`}
      empty={
        <Text>
          <Trans>No documents uploaded yet</Trans>
        </Text>
      }
    >
      {children}
    </ListStatus>
  );
}
