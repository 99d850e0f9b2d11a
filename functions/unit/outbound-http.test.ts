import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { checkUrlForm, isAllowedAddress, postChecked, type AddressPolicy } from '../src/lib/outbound-http.js';

// Webhook requests go to addresses an admin typed in. Deployed (allowLoopback false) they reach public unicast
// addresses only, checked after DNS resolution; no redirect is followed; time and the answer read are bounded.
// Refused addresses are refused before any connection: no test here sends a packet anywhere but loopback.

const deployed: AddressPolicy = { allowLoopback: false };
const emulated: AddressPolicy = { allowLoopback: true };
const limits = { timeoutMs: 2000, excerptBytes: 100 };

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A loopback receiver; answers with `handle`, counting the requests it gets. */
async function receiver(handle: (req: IncomingMessage, res: ServerResponse) => void) {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    handle(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe('which addresses a webhook may reach', () => {
  it.each([
    ['8.8.8.8', true],
    ['2001:4860:4860::8888', true],
    ['127.0.0.1', false],
    ['::1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:8.8.8.8', true],
    ['::7f00:1', false],
    ['::a9fe:a9fe', false],
    ['224.0.0.1', false],
    ['not-an-address', false],
  ])('when deployed, %s is allowed: %s', (address, allowed) => {
    expect(isAllowedAddress(address, deployed)).toBe(allowed);
  });

  it.each([
    ['http://127.0.0.1/hook', 'not-https'],
    ['https://127.0.0.1/hook', 'not-public'],
    ['http://169.254.169.254/latest/meta-data', 'not-https'],
    ['https://169.254.169.254/latest/meta-data', 'not-public'],
    ['https://[::1]/hook', 'not-public'],
    ['http://[::1]/hook', 'not-https'],
    ['https://10.0.0.8/hook', 'not-public'],
    ['https://localhost/hook', 'not-public'],
    ['ftp://hooks.example.com/hook', 'not-https'],
    ['https://user:secret@hooks.example.com/hook', 'credentials'],
    ['https://hooks.example.com/hook', 'ok'],
    ['https://8.8.8.8/hook', 'ok'],
  ])('when deployed, the form of %s is %s', (url, verdict) => {
    expect(checkUrlForm(new URL(url), deployed)).toBe(verdict);
  });

  it('when emulated, a loopback receiver over http is allowed, and private or metadata addresses still are not', () => {
    expect(checkUrlForm(new URL('http://127.0.0.1:9000/hook'), emulated)).toBe('ok');
    expect(checkUrlForm(new URL('http://localhost:9000/hook'), emulated)).toBe('ok');
    expect(checkUrlForm(new URL('https://169.254.169.254/'), emulated)).toBe('not-public');
    expect(checkUrlForm(new URL('http://10.0.0.1/'), emulated)).toBe('not-https');
  });
});

describe('posting to a checked address', () => {
  it.each([
    'http://127.0.0.1:9/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]:9/hook',
    'https://[::ffff:169.254.169.254]/',
    'https://[::127.0.0.1]/',
  ])('when deployed, a request to %s is refused before connecting', async (url) => {
    const result = await postChecked(url, {}, '{}', deployed, limits);
    expect(result).toEqual({
      status: null,
      excerpt: expect.stringMatching(/^refused: /),
      durationMs: expect.any(Number),
    });
  });

  it('when a name resolves to a private or metadata address, then it is refused after resolution', async () => {
    const names: Record<string, string[]> = {
      'internal.example.com': ['10.20.30.40'],
      'metadata.example.com': ['169.254.169.254'],
      'mixed.example.com': ['93.184.216.34', '192.168.0.10'],
    };
    const policy: AddressPolicy = {
      allowLoopback: false,
      resolve: async (host) => (names[host] ?? []).map((address) => ({ address, family: 4 })),
    };
    for (const host of Object.keys(names)) {
      const result = await postChecked(`https://${host}/hook`, {}, '{}', policy, limits);
      expect(result.status).toBeNull();
      expect(result.excerpt).toBe(`refused: ${host} resolves to a non-public address`);
    }
    // localhost is a name for loopback: refused when deployed, whatever the resolver says.
    const local = await postChecked('https://localhost/hook', {}, '{}', deployed, limits);
    expect(local.excerpt).toBe('refused: not-public');
  });

  it('when the receiver redirects to the metadata address, then the redirect is not followed', async () => {
    const target = await receiver((_req, res) => {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    });
    const result = await postChecked(`${target.url}/hook`, {}, '{"a":1}', emulated, limits);
    expect(result).toEqual({
      status: 302,
      excerpt: 'redirect not followed (http://169.254.169.254/latest/meta-data)',
      durationMs: expect.any(Number),
    });
    expect(target.seen).toEqual(['POST /hook']);
  });

  it('when the receiver answers, then its status and the start of its answer come back, the body sent whole', async () => {
    let received = '';
    const target = await receiver((req, res) => {
      req.on('data', (chunk: Buffer) => (received += chunk.toString()));
      req.on('end', () => res.writeHead(200).end('x'.repeat(1_000_000)));
    });
    const result = await postChecked(
      `${target.url}/hook?q=1`,
      { 'webhook-id': 'msg_1' },
      '{"ok":true}',
      emulated,
      limits,
    );
    expect(result.status).toBe(200);
    expect(result.excerpt).toBe('x'.repeat(100));
    expect(received).toBe('{"ok":true}');
    expect(target.seen).toEqual(['POST /hook?q=1']);
  });

  it('when the name server never answers, then the lookup ends at the deadline', async () => {
    const policy: AddressPolicy = { allowLoopback: false, resolve: () => new Promise(() => {}) };
    const result = await postChecked('https://hooks.example.com/hook', {}, '{}', policy, {
      timeoutMs: 200,
      excerptBytes: 100,
    });
    expect(result).toEqual({ status: null, excerpt: 'no answer within 200 ms', durationMs: expect.any(Number) });
  });

  it('when the receiver never answers, then the attempt ends at the deadline', async () => {
    const target = await receiver(() => {
      // holds the request open
    });
    const result = await postChecked(`${target.url}/slow`, {}, '{}', emulated, { timeoutMs: 300, excerptBytes: 100 });
    expect(result).toEqual({ status: null, excerpt: 'no answer within 300 ms', durationMs: expect.any(Number) });
  });

  it('when nothing listens, then the attempt fails with the connection error', async () => {
    const result = await postChecked('http://127.0.0.1:9/hook', {}, '{}', emulated, limits);
    expect(result.status).toBeNull();
    expect(result.excerpt).toBe('connection failed: ECONNREFUSED');
  });
});
