import { Stack, Text } from '@chakra-ui/react';
import { SOURCING_SOURCE_LABELS, type SourcingDto } from '@hr-portal/contract';
import { formatDate } from '../../../lib/format';

const NOTICE_STATE = { pending: 'queued, not sent yet', sent: 'sent', error: 'could not be sent' } as const;

/** How staff added the person, whether they have an account yet, and how the e-mail telling them fared. */
export function SourcingCard({ sourcing }: { sourcing: SourcingDto }) {
  const { notice } = sourcing;
  return (
    <Stack gap="1" fontSize="sm">
      <Text>
        Added by {sourcing.addedBy || 'a former member of staff'} on {formatDate(sourcing.addedAt)}. Source:{' '}
        {SOURCING_SOURCE_LABELS[sourcing.source] ?? sourcing.source}.
      </Text>
      {sourcing.phone && <Text>Phone: {sourcing.phone}</Text>}
      <Text>{sourcing.hasAccount ? 'They have created their account.' : 'No account yet.'}</Text>
      <Text>
        {notice
          ? `E-mail telling them we hold their data ("${notice.subject}"): ${NOTICE_STATE[notice.state]}${
              notice.error ? ` (${notice.error})` : ''
            }, ${formatDate(notice.createdAt)}.`
          : sourcing.noticeQueuedAt
            ? `E-mail telling them we hold their data: queued ${formatDate(sourcing.noticeQueuedAt)}.`
            : 'No e-mail was sent to them.'}
      </Text>
    </Stack>
  );
}
