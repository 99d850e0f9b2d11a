import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { WEBHOOK_EVENT_LABELS, type WebhookDeliveryDto } from '@hr-portal/contract';
import { useDeliveries, useRedeliver } from '../../../api/integrations';
import { ListStatus, LoadMore } from '../../../components/ui/list-status';
import { ErrorText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';

const STATE_TEXT: Record<WebhookDeliveryDto['state'], string> = {
  pending: 'Waiting to retry',
  delivered: 'Delivered',
  failed: 'Failed (gave up after 24 hours)',
  dropped: 'Dropped',
};

function DeliveryRow({ delivery, endpointId }: { delivery: WebhookDeliveryDto; endpointId: string }) {
  const redeliver = useRedeliver(endpointId);
  const last = delivery.attempts.at(-1);
  return (
    <Box as="li" borderTopWidth="1px" py="2">
      <Flex gap="3" wrap="wrap" align="baseline">
        <Text fontWeight="medium">{WEBHOOK_EVENT_LABELS[delivery.type]}</Text>
        <Text fontSize="sm">{STATE_TEXT[delivery.state]}</Text>
        <Text fontSize="sm" color="fg.muted">
          {delivery.attempts.length === 1 ? '1 attempt' : `${delivery.attempts.length} attempts`}
          {last
            ? ` · last ${formatDateTime(last.at)}: ${last.status === null ? 'no answer' : `HTTP ${last.status}`}`
            : ''}
          {delivery.nextAttemptAt ? ` · next ${formatDateTime(delivery.nextAttemptAt)}` : ''}
        </Text>
        <Button
          size="xs"
          variant="outline"
          ms="auto"
          loading={redeliver.isPending}
          onClick={() => redeliver.mutate(delivery.id)}
          aria-label={`Send again: ${WEBHOOK_EVENT_LABELS[delivery.type]} of ${formatDateTime(delivery.createdAt)}`}
        >
          Send again
        </Button>
      </Flex>
      {last && last.excerpt ? (
        <Text fontSize="xs" color="fg.muted" fontFamily="mono" lineClamp={2}>
          {last.excerpt}
        </Text>
      ) : null}
      <Text fontSize="xs" color="fg.muted">
        webhook-id {delivery.eventId}
      </Text>
      <ErrorText>
        {redeliver.error ? messageOf(redeliver.error, 'The delivery could not be sent again') : null}
      </ErrorText>
    </Box>
  );
}

/** An endpoint's deliveries, newest first, with every attempt's outcome and a way to send one again. */
export function DeliveriesList({ endpointId }: { endpointId: string }) {
  const list = useDeliveries(endpointId);
  return (
    <Stack gap="1" mt="2">
      <ListStatus list={list} loadingText="Loading deliveries..." empty={<Text fontSize="sm">Nothing sent yet.</Text>}>
        <Box as="ul" listStyleType="none" aria-label="Deliveries">
          {list.items.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} endpointId={endpointId} />
          ))}
        </Box>
        <LoadMore list={list} />
      </ListStatus>
    </Stack>
  );
}
