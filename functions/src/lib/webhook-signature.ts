import { createHmac, randomBytes } from 'node:crypto';

// Standard Webhooks (standardwebhooks.com): a secret is `whsec_` and the base64 of its bytes; a signature is `v1,`
// and the base64 HMAC-SHA256, keyed with those bytes, of `{webhook-id}.{webhook-timestamp}.{body}`.

const SECRET_PREFIX = 'whsec_';

export const newWebhookSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  const digest = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${digest}`;
}
