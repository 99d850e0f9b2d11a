// The webhook receiver in docs/integrations.md, run exactly as printed: it must accept what the Standard Webhooks library signs
// with the endpoint's secret, and refuse a wrong signature, a changed body and a stale timestamp.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const README = readFileSync(resolve(import.meta.dirname, '..', '..', 'docs', 'integrations.md'), 'utf8');
const receiverSource = README.match(/```js\n(import \{ createHmac[\s\S]*?)```/)?.[1];
const secret = `whsec_${randomBytes(32).toString('base64')}`;
let child;
let output = '';

beforeAll(async () => {
  expect(receiverSource).toBeDefined();
  const file = join(mkdtempSync(join(tmpdir(), 'readme-receiver-')), 'receiver.mjs');
  writeFileSync(file, receiverSource);
  child = spawn(process.execPath, [file], { env: { ...process.env, WEBHOOK_SECRET: secret } });
  child.stdout.on('data', (chunk) => (output += chunk));
  for (let i = 0; i < 100; i += 1) {
    const up = await fetch('http://127.0.0.1:8787/', { method: 'POST' }).then(
      () => true,
      () => false,
    );
    if (up) return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error('the README receiver did not start');
});

afterAll(() => child?.kill());

const send = (headers, body) =>
  fetch('http://127.0.0.1:8787/hook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

describe("the README's webhook receiver", () => {
  const body = JSON.stringify({ type: 'job.published', timestamp: new Date().toISOString(), data: { jobId: 'j1' } });
  const signed = (id, at, payload = body) => ({
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, payload),
  });

  it('when a delivery is signed with the secret, then 204 and the event is printed', async () => {
    const response = await send(signed('msg_readme1', new Date()), body);
    expect(response.status).toBe(204);
    await new Promise((done) => setTimeout(done, 100));
    expect(output).toContain('msg_readme1');
  });

  it('when the signature, the body or the time is wrong, then 401', async () => {
    const good = signed('msg_readme2', new Date());
    expect((await send({ ...good, 'webhook-signature': 'v1,AAAA' }, body)).status).toBe(401);
    expect((await send(good, body.replace('j1', 'j2'))).status).toBe(401);
    expect((await send(signed('msg_readme3', new Date(Date.now() - 600_000)), body)).status).toBe(401);
    expect((await send({}, body)).status).toBe(401);
  });
});
