import { Field, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { INTEGRATION_LIMITS, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from '@hr-portal/contract';
import { webhookCreateSchema, type WebhookCreateInput } from '@hr-portal/contract/schemas';
import { useCreateEndpoint } from '../../../api/integrations';
import { messageOf } from '../../../lib/api-client';
import { Code } from './code';
import { CheckboxGroup, FormButtons } from './form-parts';

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
        <CheckboxGroup
          legend="Events"
          values={WEBHOOK_EVENT_TYPES}
          label={(type) => (
            <>
              {WEBHOOK_EVENT_LABELS[type]} <Code>{type}</Code>
            </>
          )}
          register={register('events')}
          error={errors.events?.message}
        />
        <FormButtons
          action="Add endpoint"
          pending={create.isPending}
          failure={create.error ? messageOf(create.error, 'The endpoint could not be added') : null}
          onClose={onClose}
        />
      </Stack>
    </form>
  );
}
