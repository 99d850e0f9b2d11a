import { Box, Button, chakra, Field, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { INTEGRATION_LIMITS, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from '@hr-portal/contract';
import { webhookCreateSchema, type WebhookCreateInput } from '@hr-portal/contract/schemas';
import { useCreateEndpoint } from '../../../api/integrations';
import { ErrorText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';

/** New webhook endpoint: its address and events (loaded when an admin asks for it). */
export function AddEndpointForm({ onAdded, onClose }: { onAdded: (secret: string) => void; onClose: () => void }) {
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
          </Button>{' '}
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
