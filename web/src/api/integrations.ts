import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApiKeyDto,
  CreatedApiKeyDto,
  CreatedWebhookEndpointDto,
  WebhookDeliveryDto,
  WebhookEndpointDto,
} from '@hr-portal/contract';
import type { ApiKeyCreateInput, WebhookCreateInput, WebhookUpdateInput } from '@hr-portal/contract/schemas';
import { apiRequest } from '../lib/api-client';
import { fetchPage, useCursorList } from './pages';

export const integrationKeys = {
  keys: ['integrations', 'keys'] as const,
  endpoints: ['integrations', 'webhooks'] as const,
  deliveries: (endpointId: string) => ['integrations', 'deliveries', endpointId] as const,
};

const KEYS_FAILED = 'The API keys could not be loaded';
const ENDPOINTS_FAILED = 'The webhook endpoints could not be loaded';
const DELIVERIES_FAILED = 'The deliveries could not be loaded';
const endpointPath = (id: string) => `/api/integrations/webhooks/${encodeURIComponent(id)}`;

/** GET /api/integrations/keys: every key (at most 50, one request). */
export function useApiKeys() {
  return useQuery({
    queryKey: integrationKeys.keys,
    queryFn: () => apiRequest<ApiKeyDto[]>('/api/integrations/keys', KEYS_FAILED),
  });
}

/** POST /api/integrations/keys: answers the key, which is shown this once. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyCreateInput) =>
      apiRequest<CreatedApiKeyDto>('/api/integrations/keys', 'The key could not be created', {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: integrationKeys.keys }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ revoked: string }>(
        `/api/integrations/keys/${encodeURIComponent(id)}`,
        'The key could not be revoked',
        {
          method: 'DELETE',
        },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: integrationKeys.keys }),
  });
}

/** GET /api/integrations/webhooks: every endpoint (at most 20). */
export function useWebhookEndpoints() {
  return useQuery({
    queryKey: integrationKeys.endpoints,
    queryFn: () => apiRequest<WebhookEndpointDto[]>('/api/integrations/webhooks', ENDPOINTS_FAILED),
  });
}

/** POST /api/integrations/webhooks: answers the signing secret, shown this once. */
export function useCreateEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: WebhookCreateInput) =>
      apiRequest<CreatedWebhookEndpointDto>('/api/integrations/webhooks', 'The endpoint could not be added', {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: integrationKeys.endpoints }),
  });
}

export function useChangeEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: WebhookUpdateInput & { id: string }) =>
      apiRequest<WebhookEndpointDto>(endpointPath(id), 'The endpoint could not be changed', {
        method: 'PATCH',
        body: change,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: integrationKeys.endpoints }),
  });
}

export function useRemoveEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ removed: string }>(endpointPath(id), 'The endpoint could not be removed', { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: integrationKeys.endpoints }),
  });
}

/** GET /api/integrations/webhooks/:id/deliveries: newest first, a page at a time. */
export function useDeliveries(endpointId: string) {
  return useCursorList<WebhookDeliveryDto>(
    integrationKeys.deliveries(endpointId),
    (cursor) => fetchPage(`${endpointPath(endpointId)}/deliveries`, {}, cursor, DELIVERIES_FAILED),
    DELIVERIES_FAILED,
  );
}

/** POST .../deliveries/:id/redeliver: one attempt now, with the same webhook-id. */
export function useRedeliver(endpointId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiRequest<WebhookDeliveryDto>(
        `${endpointPath(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
        'The delivery could not be sent again',
        { method: 'POST', body: {} },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: integrationKeys.deliveries(endpointId) }),
  });
}
