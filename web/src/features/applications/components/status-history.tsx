import { Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStatusHistory } from '../../../api/applications';
import { Disclosure } from '../../../components/ui/disclosure';
import { ListStatus, LoadMore } from '../../../components/ui/list-status';
import { formatDateTime } from '../../../lib/format';
import { useStatusLabel } from '../../../messages/labels';

/** An application's status changes, fetched when the candidate opens them. */
export function StatusHistory({ applicationId }: { applicationId: string }) {
  return (
    <Disclosure summary={<Trans>Status history</Trans>}>
      <HistoryList applicationId={applicationId} />
    </Disclosure>
  );
}

function HistoryList({ applicationId }: { applicationId: string }) {
  const { t } = useLingui();
  const statusLabel = useStatusLabel();
  const history = useStatusHistory(applicationId);
  return (
    <ListStatus list={history} loadingText={t`Loading history...`} empty={t`No changes yet`}>
      <Stack as="ol" gap="1" mt="2" pl="4">
        {history.items.map((change) => (
          <li key={`${change.at}-${change.to}`}>
            {change.from ? `${statusLabel(change.from)} → ${statusLabel(change.to)}` : statusLabel(change.to)} (
            {formatDateTime(change.at)})
          </li>
        ))}
      </Stack>
      <LoadMore list={history} label={t`More changes`} />
    </ListStatus>
  );
}
