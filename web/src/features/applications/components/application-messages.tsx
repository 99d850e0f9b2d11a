import { Flex, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MailEntryDto } from '@hr-portal/contract';
import { DeliveryBadge } from '../../../components/delivery-badge';
import { Disclosure } from '../../../components/ui/disclosure';
import { formatDateTime } from '../../../lib/format';

/** The e-mails we sent a candidate about one application, newest first, each with how its delivery went. */
export function ApplicationMessages({ messages }: { messages: MailEntryDto[] }) {
  // Drawn when opened: every card of My Applications carries one, and most stay closed.
  const { t } = useLingui();
  const stateText = { sent: t`delivered`, pending: t`sending`, error: t`not delivered yet` };
  if (messages.length === 0) return null;
  return (
    <Disclosure summary={<Trans>E-mails we sent you ({messages.length})</Trans>}>
      <Stack as="ul" gap="1" mt="2" pl="4">
        {messages.map((message) => (
          <li key={message._id}>
            <Flex gap="2" align="center" wrap="wrap">
              <Text>{message.subject}</Text>
              <DeliveryBadge state={message.state}>{stateText[message.state]}</DeliveryBadge>
              <Text color="gray.600">{formatDateTime(message.createdAt)}</Text>
            </Flex>
          </li>
        ))}
      </Stack>
    </Disclosure>
  );
}
