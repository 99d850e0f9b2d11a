import { Box, Button, chakra, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  INTEGRATION_LIMITS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpointDto,
} from '@hr-portal/contract';
import { webhookCreateSchema, type WebhookCreateInput } from '@hr-portal/contract/schemas';
import {
  useChangeEndpoint,
  useCreateEndpoint,
  useRemoveEndpoint,
  useWebhookEndpoints,
} from '../../../api/integrations';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { DeliveriesList } from './deliveries-list';
import { ShownOnce } from './shown-once';

function AddEndpoint({ onAdded }: { onAdded: (secret: string) => void }) {
  const create = useCreateEndpoint();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<WebhookCreateInput>({
    resolver: zodResolver(webhookCreateSchema),
    defaultValues: { url: '', events: [] },
  });
  const submit = handleSubmit(async (values) => {
    const created = await create.mutateAsync(values);
    reset();
    onAdded(created.secret);
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="New webhook endpoint">
      <Stack gap="3" maxW="xl">
        <Field.Root invalid={Boolean(errors.url)}>
          <Field.Label>Address</Field.Label>
          <Input
            type="url"
            maxLength={INTEGRATION_LIMITS.urlLength}
            placeholder="https://hooks.example.com/hr-portal"
            {...register('url')}
          />
          <Field.HelperText>A public https address. Redirects are not followed.</Field.HelperText>
          <Field.ErrorText>{errors.url?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.events)}>
          <chakra.fieldset>
            <chakra.legend fontWeight="medium" fontSize="sm">
              Events
            </chakra.legend>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <chakra.label key={type} display="flex" gap="2" alignItems="center" fontSize="sm">
                <input type="checkbox" value={type} {...register('events')} />
                {WEBHOOK_EVENT_LABELS[type]} <chakra.code fontSize="xs">{type}</chakra.code>
              </chakra.label>
            ))}
          </chakra.fieldset>
          <Field.ErrorText>{errors.events?.message}</Field.ErrorText>
        </Field.Root>
        <ErrorText>{create.error ? messageOf(create.error, 'The endpoint could not be added') : null}</ErrorText>
        <Box>
          <Button type="submit" loading={create.isPending}>
            Add endpoint
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

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
      <AddEndpoint onAdded={setSecret} />
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
