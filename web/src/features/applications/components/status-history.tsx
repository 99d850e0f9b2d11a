import { Box, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useStatusHistory } from '../../../api/applications';
import { ListStatus, LoadMore } from '../../../components/ui/list-status';
import { formatDateTime } from '../../../lib/format';

/** An application's status changes, fetched when the candidate opens them. */
export function StatusHistory({ applicationId }: { applicationId: string }) {
  const [open, setOpen] = useState(false);
  const history = useStatusHistory(applicationId, open);
  return (
    <Box as="details" fontSize="sm" onToggle={() => setOpen((wasOpen) => !wasOpen)}>
      <Box as="summary" cursor="pointer" color="blue.700">
        Status history
      </Box>
      {open && (
        <ListStatus list={history} loadingText="Loading history..." empty="No changes yet">
          <Stack as="ol" gap="1" mt="2" pl="4">
            {history.items.map((change) => (
              <li key={`${change.at}-${change.to}`}>
                {change.from ? `${change.from} → ${change.to}` : change.to} ({formatDateTime(change.at)})
              </li>
            ))}
          </Stack>
          <LoadMore list={history} label="More changes" />
        </ListStatus>
      )}
    </Box>
  );
}
