/**
 * The integration surface: API keys that authenticate as an integration (not a person) on the documented routes
 * their scopes allow, and webhooks that tell subscribers what happened (Standard Webhooks conventions).
 */

/** What a key may do. A route names the one scope it needs; a key without it gets 403 naming the scope. */
export const API_KEY_SCOPES = [
  'jobs:read',
  'applications:read',
  'applications:write',
  'people:read',
  'webhooks:manage',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'jobs:read': 'Read jobs',
  'applications:read': 'Read applications, their events and notes',
  'applications:write': 'Move applications between stages and add notes',
  'people:read': 'Search and read people',
  'webhooks:manage': 'Manage webhook endpoints and deliveries',
};

/** Every key starts with this, so a bearer value is told apart from a Firebase ID token without verifying it. */
export const API_KEY_PREFIX = 'hrp_';

/** What subscribers can be told. Payloads carry ids and what the event says, never resumes or notes. */
export const WEBHOOK_EVENT_TYPES = [
  'application.created',
  'application.stage_changed',
  'application.rejected',
  'application.withdrawn',
  'application.hired',
  'offer.sent',
  'offer.accepted',
  'offer.declined',
  'job.published',
  'job.closed',
  'person.erased',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'application.created': 'Application created',
  'application.stage_changed': 'Application moved to another stage',
  'application.rejected': 'Application rejected',
  'application.withdrawn': 'Application withdrawn',
  'application.hired': 'Candidate hired',
  'offer.sent': 'Offer sent to the candidate',
  'offer.accepted': 'Offer accepted',
  'offer.declined': 'Offer declined',
  'job.published': 'Job published',
  'job.closed': 'Job closed',
  'person.erased': 'Person erased (erase what you hold about them)',
};

export const INTEGRATION_LIMITS = {
  nameLength: 80,
  urlLength: 2000,
  keysPerPortal: 50,
  endpointsPerPortal: 20,
  /** Deliveries are retried with growing waits for this long, then given up. */
  retryHours: 24,
  /** An endpoint failing for this long (every delivery failed) is switched off and admins are told. */
  disableAfterHours: 24,
  /** Per attempt: the whole request, connection included. */
  timeoutMs: 10_000,
  /** Characters of the receiver's answer kept with each attempt. */
  excerptLength: 500,
  /** Attempts listed on one page of an endpoint's deliveries. */
  pageSize: 20,
} as const;

export const INTEGRATION_MESSAGES = {
  keyInvalid: 'This API key is not valid',
  keyRevoked: 'This API key was revoked',
  keyExpired: 'This API key has expired',
  missingScope: (scope: ApiKeyScope) => `This API key lacks the scope ${scope}`,
  notForKeys: 'API keys cannot be used on this route: it acts for a signed-in person',
  nameRequired: 'Give the key a name',
  nameTooLong: `A name is at most ${INTEGRATION_LIMITS.nameLength} characters`,
  scopesRequired: 'Choose at least one scope',
  scopeUnknown: `Scopes are ${API_KEY_SCOPES.join(', ')}`,
  scopesRepeated: 'A scope is listed twice',
  expiryInPast: 'expiresAt must be in the future',
  expiryInvalid: 'expiresAt is an ISO date and time',
  tooManyKeys: `At most ${INTEGRATION_LIMITS.keysPerPortal} keys: revoke one first`,
  keyNotFound: 'API key not found',
  urlRequired: 'url must be an https address',
  urlTooLong: `url is at most ${INTEGRATION_LIMITS.urlLength} characters`,
  urlNotHttps: 'url must be an https address',
  urlCredentials: 'url must not contain a user name or password',
  urlNotPublic: 'url must be a public address (not loopback, private, link-local or metadata)',
  eventsRequired: 'Choose at least one event',
  eventUnknown: `Events are ${WEBHOOK_EVENT_TYPES.join(', ')}`,
  eventsRepeated: 'An event is listed twice',
  tooManyEndpoints: `At most ${INTEGRATION_LIMITS.endpointsPerPortal} webhook endpoints: remove one first`,
  endpointNotFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  nothingToChange: 'Send url, events or enabled',
} as const;

/** A key as admins see it: never the key itself, which is shown once, when created. */
export interface ApiKeyDto {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  /** The key's first characters, to tell keys apart. */
  prefix: string;
  createdAt: string | null;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

/** POST /api/integrations/keys answers the key once, with what the list shows. */
export interface CreatedApiKeyDto extends ApiKeyDto {
  key: string;
}

export interface WebhookEndpointDto {
  id: string;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  createdAt: string | null;
  /** When every delivery since began failing; null while the last one succeeded. */
  failingSince: string | null;
  /** Why it was switched off, when it was. */
  disabledReason: string | null;
}

/** POST /api/integrations/webhooks answers the signing secret once (`whsec_` and base64 of 32 bytes). */
export interface CreatedWebhookEndpointDto extends WebhookEndpointDto {
  secret: string;
}

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed', 'dropped'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

export interface DeliveryAttemptDto {
  at: string;
  /** The receiver's status code; null when no answer came (refused address, time-out, connection error). */
  status: number | null;
  durationMs: number;
  /** The start of the receiver's answer, or what went wrong. */
  excerpt: string;
}

export interface WebhookDeliveryDto {
  id: string;
  endpointId: string;
  /** The event's id: the `webhook-id` header, the same on every attempt (receivers de-duplicate on it). */
  eventId: string;
  type: WebhookEventType;
  state: WebhookDeliveryState;
  attempts: DeliveryAttemptDto[];
  nextAttemptAt: string | null;
  createdAt: string | null;
}

/** The body every webhook carries (Standard Webhooks' suggested shape). */
export interface WebhookPayload {
  type: WebhookEventType;
  timestamp: string;
  data: Record<string, string | number | boolean | null>;
}
