import { z } from 'zod';
import {
  API_KEY_SCOPES,
  INTEGRATION_LIMITS,
  INTEGRATION_MESSAGES,
  WEBHOOK_EVENT_TYPES,
  type ApiKeyScope,
  type WebhookEventType,
} from './integrations.js';

const unique = <T>(values: T[]) => new Set(values).size === values.length;

const name = z
  .string({ error: INTEGRATION_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: INTEGRATION_MESSAGES.nameRequired })
  .max(INTEGRATION_LIMITS.nameLength, { error: INTEGRATION_MESSAGES.nameTooLong });

const scopes = z
  .array(z.enum(API_KEY_SCOPES, { error: INTEGRATION_MESSAGES.scopeUnknown }), {
    error: INTEGRATION_MESSAGES.scopesRequired,
  })
  .min(1, { error: INTEGRATION_MESSAGES.scopesRequired })
  .max(API_KEY_SCOPES.length, { error: INTEGRATION_MESSAGES.scopesRepeated })
  .refine(unique, { error: INTEGRATION_MESSAGES.scopesRepeated });

/** POST /api/integrations/keys (admins). */
export const apiKeyCreateSchema = z.strictObject({
  name,
  scopes,
  expiresAt: z.iso
    .datetime({ offset: true, error: INTEGRATION_MESSAGES.expiryInvalid })
    .refine((value) => Date.parse(value) > Date.now(), { error: INTEGRATION_MESSAGES.expiryInPast })
    .optional(),
});
export type ApiKeyCreateInput = z.infer<typeof apiKeyCreateSchema>;

const events = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: INTEGRATION_MESSAGES.eventUnknown }), {
    error: INTEGRATION_MESSAGES.eventsRequired,
  })
  .min(1, { error: INTEGRATION_MESSAGES.eventsRequired })
  .max(WEBHOOK_EVENT_TYPES.length, { error: INTEGRATION_MESSAGES.eventsRepeated })
  .refine(unique, { error: INTEGRATION_MESSAGES.eventsRepeated });

/** The address's form only: whether it may be reached (public, https) is the server's check, after DNS. */
const url = z
  .string({ error: INTEGRATION_MESSAGES.urlRequired })
  .trim()
  .min(1, { error: INTEGRATION_MESSAGES.urlRequired })
  .max(INTEGRATION_LIMITS.urlLength, { error: INTEGRATION_MESSAGES.urlTooLong })
  .refine((value) => URL.canParse(value), { error: INTEGRATION_MESSAGES.urlRequired });

/** POST /api/integrations/webhooks (admins, or a key with webhooks:manage). */
export const webhookCreateSchema = z.strictObject({ url, events });
export type WebhookCreateInput = z.infer<typeof webhookCreateSchema>;

/** PATCH /api/integrations/webhooks/:id: another address or events, or switched on again (or off). */
export const webhookUpdateSchema = z
  .strictObject({ url: url.optional(), events: events.optional(), enabled: z.boolean().optional() })
  .refine((value) => Object.keys(value).length > 0, { error: INTEGRATION_MESSAGES.nothingToChange });
export type WebhookUpdateInput = z.infer<typeof webhookUpdateSchema>;

/** GET /api/integrations/webhooks/:id/deliveries: newest first, paged. */
export const deliveryListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${INTEGRATION_LIMITS.pageSize}` })
    .int({ error: `limit must be a whole number from 1 to ${INTEGRATION_LIMITS.pageSize}` })
    .min(1, { error: `limit must be a whole number from 1 to ${INTEGRATION_LIMITS.pageSize}` })
    .max(INTEGRATION_LIMITS.pageSize, {
      error: `limit must be a whole number from 1 to ${INTEGRATION_LIMITS.pageSize}`,
    })
    .default(INTEGRATION_LIMITS.pageSize),
  cursor: z.string().max(500).optional(),
});

// Response shapes of the integration routes: the OpenAPI document describes them from these.
const isoOrNull = z.string().nullable();

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  prefix: z.string(),
  createdAt: isoOrNull,
  expiresAt: isoOrNull,
  lastUsedAt: isoOrNull,
});
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  createdAt: isoOrNull,
  failingSince: isoOrNull,
  disabledReason: z.string().nullable(),
});
export const createdWebhookEndpointSchema = webhookEndpointSchema.extend({ secret: z.string() });

export const webhookDeliverySchema = z.object({
  id: z.string(),
  endpointId: z.string(),
  eventId: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  state: z.enum(['pending', 'delivered', 'failed', 'dropped']),
  attempts: z.array(
    z.object({ at: z.string(), status: z.int().nullable(), durationMs: z.number(), excerpt: z.string() }),
  ),
  nextAttemptAt: isoOrNull,
  createdAt: isoOrNull,
});

// The shapes must stay the contract's DTO types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const scopesMatch: Same<z.infer<typeof apiKeySchema>['scopes'][number], ApiKeyScope> = true;
const eventsMatch: Same<z.infer<typeof webhookEndpointSchema>['events'][number], WebhookEventType> = true;
void scopesMatch;
void eventsMatch;
