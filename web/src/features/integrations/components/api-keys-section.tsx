import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import type { ApiKeyDto } from '@hr-portal/contract';
import { useApiKeys, useRevokeApiKey } from '../../../api/integrations';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { ShownOnce } from './shown-once';
import { Code } from './code';

// The form (with its validation) loads when an admin asks for a new key.
const CreateKeyForm = lazy(() => import('./create-key-form').then((m) => ({ default: m.CreateKeyForm })));

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
  const [creating, setCreating] = useState(false);
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
      {creating ? (
        <Suspense fallback={<LoadingText>Loading the form...</LoadingText>}>
          <CreateKeyForm
            onCreated={(key) => {
              setShown(key);
              setCreating(false);
            }}
            onClose={() => setCreating(false)}
          />
        </Suspense>
      ) : (
        <Box>
          <Button variant="outline" onClick={() => setCreating(true)}>
            New API key
          </Button>
        </Box>
      )}
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
