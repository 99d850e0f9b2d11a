import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import type { WebhookEndpointDto } from '@hr-portal/contract';
import { useChangeEndpoint, useRemoveEndpoint, useWebhookEndpoints } from '../../../api/integrations';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { DeliveriesList } from './deliveries-list';
import { ShownOnce } from './shown-once';

// The form (with its validation) loads when an admin asks for a new endpoint.
const AddEndpointForm = lazy(() => import('./add-endpoint-form').then((m) => ({ default: m.AddEndpointForm })));

function EndpointRow({ endpoint }: { endpoint: WebhookEndpointDto }) {
  const change = useChangeEndpoint();
  const remove = useRemoveEndpoint();
  const [open, setOpen] = useState(false);
  const error = change.error ?? remove.error;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3">
      <Flex gap="3" wrap="wrap" align="baseline">
        <Heading as="h3" size="sm" wordBreak="break-all">
          {endpoint.url}
        </Heading>
        <Text fontSize="sm">
          {endpoint.enabled
            ? endpoint.failingSince
              ? `On · failing since ${formatDateTime(endpoint.failingSince)}`
              : 'On'
            : 'Off'}
        </Text>
        <Flex gap="2" ms="auto">
          <Button size="xs" variant="outline" onClick={() => setOpen(!open)} aria-expanded={open}>
            {open ? 'Hide deliveries' : 'Deliveries'}
          </Button>
          <Button
            size="xs"
            variant="outline"
            loading={change.isPending}
            onClick={() => change.mutate({ id: endpoint.id, enabled: !endpoint.enabled })}
            aria-label={`${endpoint.enabled ? 'Switch off' : 'Switch on'} ${endpoint.url}`}
          >
            {endpoint.enabled ? 'Switch off' : 'Switch on'}
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(endpoint.id)}
            aria-label={`Remove ${endpoint.url}`}
          >
            Remove
          </Button>
        </Flex>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {endpoint.events.join(', ')}
      </Text>
      {endpoint.disabledReason ? <Text fontSize="sm">Switched off: {endpoint.disabledReason}</Text> : null}
      <ErrorText>{error ? messageOf(error, 'The endpoint could not be changed') : null}</ErrorText>
      {open ? <DeliveriesList endpointId={endpoint.id} /> : null}
    </Box>
  );
}

/** Webhook endpoints: where the portal tells what happens, signed with each endpoint's secret. */
export function WebhooksSection() {
  const endpoints = useWebhookEndpoints();
  const [secret, setSecret] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  return (
    <Stack as="section" gap="4" aria-labelledby="webhooks-heading">
      <Heading as="h2" size="lg" id="webhooks-heading">
        Webhooks
      </Heading>
      <Text>
        Each event is POSTed as JSON with the Standard Webhooks headers (webhook-id, webhook-timestamp,
        webhook-signature), at least once: failures are retried for 24 hours, and an endpoint failing for a day is
        switched off and admins are e-mailed.
      </Text>
      {secret ? (
        <ShownOnce label="The endpoint's signing secret" value={secret} onDone={() => setSecret(null)} />
      ) : null}
      {adding ? (
        <Suspense fallback={<LoadingText>Loading the form...</LoadingText>}>
          <AddEndpointForm
            onAdded={(value) => {
              setSecret(value);
              setAdding(false);
            }}
            onClose={() => setAdding(false)}
          />
        </Suspense>
      ) : (
        <Box>
          <Button variant="outline" onClick={() => setAdding(true)}>
            Add a webhook endpoint
          </Button>
        </Box>
      )}
      {endpoints.isPending ? <LoadingText>Loading endpoints...</LoadingText> : null}
      <ErrorText>
        {endpoints.error ? messageOf(endpoints.error, 'The webhook endpoints could not be loaded') : null}
      </ErrorText>
      {endpoints.data && endpoints.data.length === 0 ? <Text>No webhook endpoints yet.</Text> : null}
      {endpoints.data && endpoints.data.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Webhook endpoints">
          {endpoints.data.map((endpoint) => (
            <EndpointRow key={endpoint.id} endpoint={endpoint} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
