import { Router } from 'express';
import { z } from 'zod';
import {
  apiKeyCreateSchema,
  deliveryListQuerySchema,
  webhookCreateSchema,
  webhookUpdateSchema,
} from '@hr-portal/contract/schemas';
import { callerOf, requireRole, requireRoleOrKey } from './auth-middleware.js';
import { INTEGRATION_MESSAGES } from '@hr-portal/contract';
import { config } from '../lib/config.js';
import { notFound } from '../lib/errors.js';
import { requireSafeId } from '../lib/ids.js';
import { byCreation, decodeCursor, sendPage } from '../lib/paging.js';
import type { RateLimits } from '../lib/rate-limit.js';
import { parseInput } from './validate.js';
import { apiKeys, createKey, revokeKey } from '../flows/integrations/keys.js';
import { addEndpoint, changeEndpoint, endpoints, removeEndpoint } from '../flows/integrations/endpoints.js';
import { deliveriesFor, redeliver, sweepWebhooks, toDeliveryDto } from '../flows/integrations/delivery.js';

/** The emulator-only sweep may run at a later clock, so tests see retries without waiting hours. */
const sweepRunSchema = z.strictObject({ now: z.iso.datetime({ error: 'now is an ISO date and time' }).optional() });

/**
 * /api/integrations: API keys (admins, with a person's session only: a key never makes keys) and webhook endpoints
 * (admins, or a key with webhooks:manage).
 */
export function integrationRoutes(limits: RateLimits): Router {
  const router = Router();
  const admin = requireRole('admin');
  const webhooks = requireRoleOrKey(limits, 'webhooks:manage', 'admin');
  const id = (req: { params: { id?: string } }) => requireSafeId(req.params.id);

  /** GET /api/integrations/keys -> ApiKeyDto[], newest first (never the keys themselves). */
  router.get('/keys', admin, async (_req, res) => {
    res.json(await apiKeys());
  });

  /** POST /api/integrations/keys {name, scopes, expiresAt?} -> 201 CreatedApiKeyDto: the key, shown this once. */
  router.post('/keys', admin, async (req, res) => {
    res.status(201).json(await createKey(callerOf(req), parseInput(apiKeyCreateSchema, req.body)));
  });

  /** DELETE /api/integrations/keys/:id -> {revoked}: the key stops working at once. */
  router.delete('/keys/:id', admin, async (req, res) => {
    res.json(await revokeKey(callerOf(req), id(req)));
  });

  /** GET /api/integrations/webhooks -> WebhookEndpointDto[] (never the secrets). */
  router.get('/webhooks', webhooks, async (_req, res) => {
    res.json(await endpoints());
  });

  /** POST /api/integrations/webhooks {url, events} -> 201 CreatedWebhookEndpointDto: the secret, shown this once. */
  router.post('/webhooks', webhooks, async (req, res) => {
    res.status(201).json(await addEndpoint(callerOf(req), parseInput(webhookCreateSchema, req.body)));
  });

  // The minute's sweep is a scheduled function (index.ts), which the emulators do not run: here it runs on demand.
  if (config.emulated) {
    router.post('/webhooks/run', admin, async (req, res) => {
      const { now } = parseInput(sweepRunSchema, req.body);
      res.json(await sweepWebhooks(now ? new Date(now) : undefined));
    });
  }

  /** PATCH /api/integrations/webhooks/:id {url?, events?, enabled?} -> WebhookEndpointDto. */
  router.patch('/webhooks/:id', webhooks, async (req, res) => {
    res.json(await changeEndpoint(callerOf(req), id(req), parseInput(webhookUpdateSchema, req.body)));
  });

  /** DELETE /api/integrations/webhooks/:id -> {removed}. */
  router.delete('/webhooks/:id', webhooks, async (req, res) => {
    res.json(await removeEndpoint(callerOf(req), id(req)));
  });

  /** GET /api/integrations/webhooks/:id/deliveries?limit=&cursor= -> WebhookDeliveryDto[], newest first. */
  router.get('/webhooks/:id/deliveries', webhooks, async (req, res) => {
    const { limit, cursor } = parseInput(deliveryListQuerySchema, req.query);
    const page = await deliveriesFor(id(req), limit, decodeCursor(cursor));
    sendPage(res, page, limit, byCreation, toDeliveryDto);
  });

  /** POST /api/integrations/webhooks/:id/deliveries/:deliveryId/redeliver -> WebhookDeliveryDto after one attempt. */
  router.post('/webhooks/:id/deliveries/:deliveryId/redeliver', webhooks, async (req, res) => {
    const deliveryId = String(req.params.deliveryId);
    if (!/^msg_[0-9a-f]{25}__[A-Za-z0-9]{20}$/.test(deliveryId)) throw notFound(INTEGRATION_MESSAGES.deliveryNotFound);
    res.json(await redeliver(callerOf(req), id(req), deliveryId));
  });

  return router;
}
