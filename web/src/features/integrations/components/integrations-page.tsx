import { Link, Stack, Text } from '@chakra-ui/react';
import { PageHeading } from '../../../components/ui/page-heading';
import { ApiKeysSection } from './api-keys-section';
import { WebhooksSection } from './webhooks-section';

/** /admin/integrations: API keys for other systems, and webhooks that tell them what happens. */
export function IntegrationsPage({ backTo }: { backTo: string }) {
  return (
    <>
      <PageHeading backTo={backTo}>Integrations</PageHeading>
      <Stack gap="10">
        <Text>
          The API is described in OpenAPI 3.1 at{' '}
          <Link href="/api/openapi.json" color="blue.700">
            /api/openapi.json
          </Link>
          ; read it as a page in the{' '}
          <Link href="/api-reference.html" color="blue.700">
            API reference
          </Link>
          .
        </Text>
        <ApiKeysSection />
        <WebhooksSection />
      </Stack>
    </>
  );
}
