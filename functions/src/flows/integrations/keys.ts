import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  API_KEY_PREFIX,
  ERROR_CODES,
  INTEGRATION_MESSAGES,
  type ApiKeyDto,
  type ApiKeyScope,
  type CreatedApiKeyDto,
} from '@hr-portal/contract';
import type { ApiKeyCreateInput } from '@hr-portal/contract/schemas';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import type { Caller } from '../../lib/caller.js';
import {
  apiKeyById,
  createApiKey,
  deleteApiKey,
  listApiKeys,
  newApiKeyId,
  recordApiKeyUse,
  type ApiKeyRecord,
} from '../../data/integrations/api-keys.js';

// A key reads `hrp_<document id>_<43 characters of 32 random bytes>`: the id finds its document with one point read,
// the stored SHA-256 of the whole key proves it. Keys are shown once, when created.

const KEY_PATTERN = /^hrp_([A-Za-z0-9]{20})_([A-Za-z0-9_-]{43})$/;
const PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The uid an integration acts as: never a person's (person uids are Auth's 28-character ids). */
export const integrationUid = (keyId: string) => `apikey_${keyId}`;

export const isApiKey = (bearer: string) => bearer.startsWith(API_KEY_PREFIX);

function toDto(key: ApiKeyRecord): ApiKeyDto {
  return {
    id: key.id,
    name: key.name,
    scopes: key.scopes,
    prefix: key.prefix,
    createdAt: key.createdAt?.toISOString() ?? null,
    expiresAt: key.expiresAt?.toISOString() ?? null,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  };
}

export async function apiKeys(): Promise<ApiKeyDto[]> {
  return (await listApiKeys()).map(toDto);
}

/** Creates a key (admins): answers it once, with what the list shows. */
export async function createKey(caller: Caller, input: ApiKeyCreateInput): Promise<CreatedApiKeyDto> {
  const id = newApiKeyId();
  const key = `${API_KEY_PREFIX}${id}_${randomBytes(32).toString('base64url')}`;
  const record = {
    id,
    name: input.name,
    scopes: input.scopes,
    prefix: key.slice(0, PREFIX_LENGTH),
    hash: sha256(key),
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
  };
  const created = await createApiKey(record, {
    actor: caller,
    action: 'integration.key_created',
    target: { type: 'apiKey', id, label: input.name },
    before: null,
    after: { name: input.name, scopes: input.scopes, expiresAt: input.expiresAt ?? null, prefix: record.prefix },
  });
  if (!created) throw conflict(INTEGRATION_MESSAGES.tooManyKeys);
  const stored = await apiKeyById(id);
  return { ...toDto(stored ?? { ...record, createdAt: new Date(), lastUsedAt: null }), key };
}

/** Revokes a key at once: its document goes, so the next request with it is refused. */
export async function revokeKey(caller: Caller, id: string): Promise<{ revoked: string }> {
  const deleted = await deleteApiKey(id, (key) => ({
    actor: caller,
    action: 'integration.key_revoked',
    target: { type: 'apiKey', id, label: key.name },
    before: { name: key.name, scopes: key.scopes, prefix: key.prefix },
    after: null,
  }));
  if (!deleted) throw notFound(INTEGRATION_MESSAGES.keyNotFound);
  return { revoked: id };
}

/** A verified key and the integration caller it authenticates. */
export interface KeyCaller {
  key: ApiKeyRecord;
  caller: Caller;
}

/**
 * The integration a bearer key authenticates, for a route needing `scope`: 401 for a malformed, unknown (or revoked)
 * or expired key, 403 naming the scope it lacks.
 */
export async function verifyKey(bearer: string, scope: ApiKeyScope, now = new Date()): Promise<KeyCaller> {
  const match = KEY_PATTERN.exec(bearer);
  if (!match) throw unauthorized(INTEGRATION_MESSAGES.keyInvalid);
  const key = await apiKeyById(match[1] as string);
  const hash = Buffer.from(sha256(bearer), 'hex');
  if (!key || key.hash.length !== 64 || !timingSafeEqual(hash, Buffer.from(key.hash, 'hex')))
    throw unauthorized(INTEGRATION_MESSAGES.keyInvalid);
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime())
    throw unauthorized(INTEGRATION_MESSAGES.keyExpired, ERROR_CODES.tokenRevoked);
  if (!key.scopes.includes(scope)) throw forbidden(INTEGRATION_MESSAGES.missingScope(scope));
  const caller: Caller = {
    uid: integrationUid(key.id),
    email: '',
    role: 'hr',
    authTime: 0,
    integration: { keyId: key.id, name: key.name },
  };
  return { key, caller };
}

/** Audits one use of a key with its name (and keeps its last use), before the route runs. */
export async function recordKeyUse(
  { key, caller }: KeyCaller,
  scope: ApiKeyScope,
  request: { method: string; route: string; ids: Record<string, string> },
  now = new Date(),
): Promise<void> {
  await recordApiKeyUse(
    key,
    {
      actor: caller,
      action: 'integration.key_used',
      target: { type: 'apiKey', id: key.id, label: key.name },
      before: null,
      // The ids the route names (which application, which person), so the trail says what the key reached.
      after: { method: request.method, route: request.route, ids: request.ids, scope },
    },
    now,
  );
}
