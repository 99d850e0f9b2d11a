import { Field, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES, INTEGRATION_LIMITS } from '@hr-portal/contract';
import { apiKeyCreateSchema } from '@hr-portal/contract/schemas';
import { useCreateApiKey } from '../../../api/integrations';
import { messageOf } from '../../../lib/api-client';
import { Code } from './code';
import { CheckboxGroup, FormButtons } from './form-parts';

/** The form: the contract's key fields, with the expiry as a day (the key works until that day ends, UTC). */
const keyFormSchema = apiKeyCreateSchema.omit({ expiresAt: true }).extend({
  expiresOn: z
    .string()
    .refine((day) => day === '' || Date.parse(`${day}T23:59:59Z`) > Date.now(), { error: 'Pick a day from today on' }),
});
type KeyForm = z.input<typeof keyFormSchema>;

/** New API key: name, scopes and an optional last day (loaded when an admin asks for it). */
export function CreateKeyForm({ onCreated, onClose }: { onCreated: (key: string) => void; onClose: () => void }) {
  const create = useCreateApiKey();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<KeyForm>({
    resolver: zodResolver(keyFormSchema),
    defaultValues: { name: '', scopes: [], expiresOn: '' },
  });
  const submit = handleSubmit(async ({ name, scopes, expiresOn }) => {
    const created = await create.mutateAsync({
      name,
      scopes,
      ...(expiresOn ? { expiresAt: `${expiresOn}T23:59:59Z` } : {}),
    });
    reset();
    onCreated(created.key);
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="New API key">
      <Stack gap="3" maxW="xl">
        <Field.Root invalid={Boolean(errors.name)}>
          <Field.Label>Name</Field.Label>
          <Input maxLength={INTEGRATION_LIMITS.nameLength} placeholder="e.g. HRIS sync" {...register('name')} />
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>
        <CheckboxGroup
          legend="Scopes"
          values={API_KEY_SCOPES}
          label={(scope) => (
            <>
              <Code>{scope}</Code> {API_KEY_SCOPE_LABELS[scope]}
            </>
          )}
          register={register('scopes')}
          error={errors.scopes?.message}
        />
        <Field.Root invalid={Boolean(errors.expiresOn)} maxW="60">
          <Field.Label>Expires on (optional)</Field.Label>
          <Input type="date" {...register('expiresOn')} />
          <Field.HelperText>Works until the end of that day (UTC). Empty: until revoked.</Field.HelperText>
          <Field.ErrorText>{errors.expiresOn?.message}</Field.ErrorText>
        </Field.Root>
        <FormButtons
          action="Create key"
          pending={create.isPending}
          failure={create.error ? messageOf(create.error, 'The key could not be created') : null}
          onClose={onClose}
        />
      </Stack>
    </form>
  );
}
