import { INTEGRATION_MESSAGES, type CreatedWebhookEndpointDto, type WebhookEndpointDto } from '@hr-portal/contract';
import type { WebhookCreateInput, WebhookUpdateInput } from '@hr-portal/contract/schemas';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Caller } from '../../lib/caller.js';
import { config } from '../../lib/config.js';
import { checkUrlForm, type AddressPolicy } from '../../lib/outbound-http.js';
import { newWebhookSecret } from '../../lib/webhook-signature.js';
import { runTransaction } from '../../lib/transactions.js';
import { recordAudit } from '../../lib/audit.js';
import {
  createEndpoint,
  deleteEndpointIn,
  endpointById,
  endpointIn,
  listEndpoints,
  updateEndpointIn,
  type EndpointRecord,
} from '../../data/integrations/endpoints.js';

/** Deployed, webhooks reach public https addresses only; under the emulators a local receiver is allowed too. */
export const addressPolicy = (): AddressPolicy => ({ allowLoopback: config.emulated });

export function toEndpointDto(endpoint: EndpointRecord): WebhookEndpointDto {
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events,
    enabled: endpoint.enabled,
    createdAt: endpoint.createdAt?.toISOString() ?? null,
    failingSince: endpoint.failingSince?.toISOString() ?? null,
    disabledReason: endpoint.disabledReason,
  };
}

/** 400 for an address a webhook may not use: not https, with credentials, or a literal non-public address. */
function checkedUrl(value: string): string {
  const url = new URL(value);
  const form = checkUrlForm(url, addressPolicy());
  if (form === 'not-https') throw badRequest(INTEGRATION_MESSAGES.urlNotHttps);
  if (form === 'credentials') throw badRequest(INTEGRATION_MESSAGES.urlCredentials);
  if (form === 'not-public') throw badRequest(INTEGRATION_MESSAGES.urlNotPublic);
  return url.toString();
}

export async function endpoints(): Promise<WebhookEndpointDto[]> {
  return (await listEndpoints()).map(toEndpointDto);
}

export async function requireEndpoint(id: string): Promise<EndpointRecord> {
  const endpoint = await endpointById(id);
  if (!endpoint) throw notFound(INTEGRATION_MESSAGES.endpointNotFound);
  return endpoint;
}

/** Registers an endpoint: answers its signing secret once. */
export async function addEndpoint(caller: Caller, input: WebhookCreateInput): Promise<CreatedWebhookEndpointDto> {
  const url = checkedUrl(input.url);
  const secret = newWebhookSecret();
  const id = await createEndpoint({ url, events: input.events, secret }, (newId) => ({
    actor: caller,
    action: 'integration.webhook_created',
    target: { type: 'webhookEndpoint', id: newId, label: url },
    before: null,
    after: { url, events: input.events },
  }));
  if (!id) throw conflict(INTEGRATION_MESSAGES.tooManyEndpoints);
  return { ...toEndpointDto(await requireEndpoint(id)), secret };
}

/** Another address or events, or switched on (its failures forgotten) or off. */
export async function changeEndpoint(
  caller: Caller,
  id: string,
  input: WebhookUpdateInput,
): Promise<WebhookEndpointDto> {
  const url = input.url === undefined ? undefined : checkedUrl(input.url);
  await runTransaction(async (transaction) => {
    const endpoint = await endpointIn(transaction, id);
    if (!endpoint) throw notFound(INTEGRATION_MESSAGES.endpointNotFound);
    const switchedOn = input.enabled === true && !endpoint.enabled;
    updateEndpointIn(transaction, id, {
      ...(url === undefined ? {} : { url }),
      ...(input.events === undefined ? {} : { events: input.events }),
      ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
      ...(switchedOn ? { failingSince: null, disabledReason: null } : {}),
    });
    recordAudit(transaction, {
      actor: caller,
      action: 'integration.webhook_changed',
      target: { type: 'webhookEndpoint', id, label: url ?? endpoint.url },
      before: { url: endpoint.url, events: endpoint.events, enabled: endpoint.enabled },
      after: {
        url: url ?? endpoint.url,
        events: input.events ?? endpoint.events,
        enabled: input.enabled ?? endpoint.enabled,
      },
    });
  });
  return toEndpointDto(await requireEndpoint(id));
}

/** Removes an endpoint: its waiting deliveries are dropped when next due (the endpoint is gone). */
export async function removeEndpoint(caller: Caller, id: string): Promise<{ removed: string }> {
  await runTransaction(async (transaction) => {
    const endpoint = await endpointIn(transaction, id);
    if (!endpoint) throw notFound(INTEGRATION_MESSAGES.endpointNotFound);
    deleteEndpointIn(transaction, id);
    recordAudit(transaction, {
      actor: caller,
      action: 'integration.webhook_removed',
      target: { type: 'webhookEndpoint', id, label: endpoint.url },
      before: { url: endpoint.url, events: endpoint.events },
      after: null,
    });
  });
  return { removed: id };
}
