import { Box, Button, chakra, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES, INTEGRATION_LIMITS, type ApiKeyDto } from '@hr-portal/contract';
import { apiKeyCreateSchema } from '@hr-portal/contract/schemas';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../../../api/integrations';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { ShownOnce } from './shown-once';

const Code = chakra('code', { base: { fontFamily: 'mono', fontSize: 'xs' } });

/** The form: the contract's key fields, with the expiry as a day (the key works until that day ends, UTC). */
const keyFormSchema = apiKeyCreateSchema.omit({ expiresAt: true }).extend({
  expiresOn: z
    .string()
    .refine((day) => day === '' || Date.parse(`${day}T23:59:59Z`) > Date.now(), { error: 'Pick a day from today on' }),
});
type KeyForm = z.input<typeof keyFormSchema>;

function CreateKey({ onCreated }: { onCreated: (key: string) => void }) {
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
        <Field.Root invalid={Boolean(errors.scopes)}>
          <chakra.fieldset>
            <chakra.legend fontWeight="medium" fontSize="sm">
              Scopes
            </chakra.legend>
            {API_KEY_SCOPES.map((scope) => (
              <chakra.label key={scope} display="flex" gap="2" alignItems="center" fontSize="sm">
                <input type="checkbox" value={scope} {...register('scopes')} />
                <Code>{scope}</Code> {API_KEY_SCOPE_LABELS[scope]}
              </chakra.label>
            ))}
          </chakra.fieldset>
          <Field.ErrorText>{errors.scopes?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.expiresOn)} maxW="60">
          <Field.Label>Expires on (optional)</Field.Label>
          <Input type="date" {...register('expiresOn')} />
          <Field.HelperText>Works until the end of that day (UTC). Empty: until revoked.</Field.HelperText>
          <Field.ErrorText>{errors.expiresOn?.message}</Field.ErrorText>
        </Field.Root>
        <ErrorText>{create.error ? messageOf(create.error, 'The key could not be created') : null}</ErrorText>
        <Box>
          <Button type="submit" loading={create.isPending}>
            Create key
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

function KeyRow({ apiKey }: { apiKey: ApiKeyDto }) {
  const revoke = useRevokeApiKey();
  const [confirming, setConfirming] = useState(false);
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3">
      <Flex gap="3" wrap="wrap" align="baseline">
        <Heading as="h3" size="sm">
          {apiKey.name}
        </Heading>
        <Code>{apiKey.prefix}…</Code>
        <Text fontSize="sm">{apiKey.scopes.join(', ')}</Text>
        <Flex gap="2" ms="auto">
          {confirming ? (
            <>
              <Button
                size="xs"
                colorPalette="red"
                loading={revoke.isPending}
                onClick={() => revoke.mutate(apiKey.id)}
                aria-label={`Revoke now: ${apiKey.name}`}
              >
                Revoke now
              </Button>
              <Button size="xs" variant="ghost" onClick={() => setConfirming(false)}>
                Keep
              </Button>
            </>
          ) : (
            <Button
              size="xs"
              variant="outline"
              onClick={() => setConfirming(true)}
              aria-label={`Revoke ${apiKey.name}`}
            >
              Revoke
            </Button>
          )}
        </Flex>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        Created {formatDate(apiKey.createdAt)} ·{' '}
        {apiKey.expiresAt ? `expires ${formatDate(apiKey.expiresAt)}` : 'no expiry'} ·{' '}
        {apiKey.lastUsedAt ? `last used ${formatDateTime(apiKey.lastUsedAt)}` : 'never used'}
      </Text>
      <ErrorText>{revoke.error ? messageOf(revoke.error, 'The key could not be revoked') : null}</ErrorText>
    </Box>
  );
}

/** API keys: who may call the API as an integration, with which scopes; each key is shown once. */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const [shown, setShown] = useState<string | null>(null);
  return (
    <Stack as="section" gap="4" aria-labelledby="api-keys-heading">
      <Heading as="h2" size="lg" id="api-keys-heading">
        API keys
      </Heading>
      <Text>
        An integration sends its key as <Code>Authorization: Bearer hrp_…</Code> on the routes its scopes allow. Every
        use is in the audit log under the key&apos;s name.
      </Text>
      {shown ? <ShownOnce label="The new API key" value={shown} onDone={() => setShown(null)} /> : null}
      <CreateKey onCreated={setShown} />
      {keys.isPending ? <LoadingText>Loading keys...</LoadingText> : null}
      <ErrorText>{keys.error ? messageOf(keys.error, 'The API keys could not be loaded') : null}</ErrorText>
      {keys.data && keys.data.length === 0 ? <Text>No API keys yet.</Text> : null}
      {keys.data && keys.data.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="API keys">
          {keys.data.map((apiKey) => (
            <KeyRow key={apiKey.id} apiKey={apiKey} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
