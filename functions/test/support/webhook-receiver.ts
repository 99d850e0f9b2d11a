import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A webhook receiver written from the Standard Webhooks specification (standardwebhooks.com), not from our sender:
// the signed content is `${webhook-id}.${webhook-timestamp}.${body}`, the key is the base64 after `whsec_`, the
// header holds space-separated `v1,<base64 HMAC-SHA256>` signatures, and a timestamp more than five minutes away
// from now is refused.

export interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  payload: { type: string; timestamp: string; data: Record<string, unknown> };
  verified: boolean;
}

export function verifyStandardWebhook(secret: string, headers: Record<string, string | undefined>, body: string) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export interface TestReceiver {
  url: string;
  received: Received[];
  /** The status to answer next (then the default): 500 three times, then 200, for example. */
  answers: number[];
  secret: string;
  close: () => Promise<void>;
}

/** A loopback receiver answering `answers` in turn (200 once they run out), verifying each request. */
export async function startReceiver(answers: number[] = []): Promise<TestReceiver> {
  const state: TestReceiver = { url: '', received: [], answers: [...answers], secret: '', close: async () => {} };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const headers = req.headers as Record<string, string | undefined>;
      state.received.push({
        id: headers['webhook-id'] ?? '',
        timestamp: headers['webhook-timestamp'] ?? '',
        signature: headers['webhook-signature'] ?? '',
        body,
        payload: JSON.parse(body || '{}'),
        verified: state.secret !== '' && verifyStandardWebhook(state.secret, headers, body),
      });
      const status = state.answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'thanks' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
