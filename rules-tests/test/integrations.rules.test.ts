import { where } from 'firebase/firestore';
import { describe } from 'vitest';
import { useRulesEnvironment } from './environment';
import { ruleMatrix } from './matrix';

// API keys (hashes), webhook endpoints (signing secrets), the webhook outbox and its deliveries: the API's alone.
// No client, admins included, reads or writes them: admins manage them through /api/integrations, which never
// answers a key's hash or an endpoint's secret after creating it.
const env = useRulesEnvironment((put) => {
  put('apiKeys/key-1', {
    name: 'HRIS sync',
    scopes: ['jobs:read'],
    prefix: 'hrp_abcdefgh',
    hash: 'a'.repeat(64),
  });
  put('webhookEndpoints/endpoint-1', {
    url: 'https://hooks.example.com/hr',
    events: ['application.created'],
    secret: 'whsec_c2VjcmV0',
    enabled: true,
  });
  put('webhookOutbox/msg-1', {
    type: 'application.created',
    data: { applicationId: 'job-1_owner-uid', candidateId: 'owner-uid' },
    subject: 'owner-uid',
  });
  put('webhookDeliveries/msg-1__endpoint-1', {
    endpointId: 'endpoint-1',
    eventId: 'msg-1',
    type: 'application.created',
    data: { applicationId: 'job-1_owner-uid', candidateId: 'owner-uid' },
    subject: 'owner-uid',
    state: 'pending',
  });
});

describe('integrations: keys, endpoints, the webhook outbox and deliveries are closed to every client', () => {
  ruleMatrix(env, {
    path: 'apiKeys/key-1',
    collection: 'apiKeys',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
  ruleMatrix(env, {
    path: 'webhookEndpoints/endpoint-1',
    collection: 'webhookEndpoints',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
  // Even the person an event is about: they read their data through the API's export.
  ruleMatrix(env, {
    path: 'webhookOutbox/msg-1',
    collection: 'webhookOutbox',
    listConstraints: () => [where('subject', '==', 'owner-uid')],
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
  ruleMatrix(env, {
    path: 'webhookDeliveries/msg-1__endpoint-1',
    collection: 'webhookDeliveries',
    listConstraints: () => [where('subject', '==', 'owner-uid')],
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});
