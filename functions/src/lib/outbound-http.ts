import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import ipaddr from 'ipaddr.js';

// Requests to addresses an admin typed in (webhook endpoints). Deployed, they reach public addresses only: the name
// is resolved here, every address it resolves to must be public unicast, and the connection goes to the address
// that was checked (no second lookup a rebinding DNS could answer differently). Redirects are not followed; the
// whole request has a deadline and only the start of the answer is read.

/** Where a request may go. Deployed: https to public addresses. Under the emulators: also loopback, by http. */
export interface AddressPolicy {
  allowLoopback: boolean;
  /** Resolves a name to its addresses (tests give names private addresses without DNS). */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

export class UnsafeAddressError extends Error {}

const resolveAll = async (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true });

/** Whether an address is one a request may reach under the policy: public unicast, or loopback when allowed. */
export function isAllowedAddress(address: string, policy: Pick<AddressPolicy, 'allowLoopback'>): boolean {
  if (!ipaddr.isValid(address)) return false;
  // IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
  const parsed = ipaddr.process(address);
  // IPv4-compatible IPv6 (::7f00:1, the deprecated ::/96) can reach IPv4 through a tunnel: never a public target.
  if (
    parsed.kind() === 'ipv6' &&
    parsed
      .toByteArray()
      .slice(0, 12)
      .every((byte) => byte === 0)
  ) {
    return policy.allowLoopback && parsed.range() === 'loopback';
  }
  const range = parsed.range();
  return range === 'unicast' || (policy.allowLoopback && range === 'loopback');
}

/** The host of a URL without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Checks a URL's form: https (http only to loopback while loopback is allowed), no credentials, and a literal
 * address that is allowed. Names are checked after resolution, when the request is made.
 */
export function checkUrlForm(
  url: URL,
  policy: Pick<AddressPolicy, 'allowLoopback'>,
): 'ok' | 'not-https' | 'credentials' | 'not-public' {
  if (url.username || url.password) return 'credentials';
  const host = hostOf(url);
  const literal = ipaddr.isValid(host);
  const loopbackName = host === 'localhost' || host.endsWith('.localhost');
  if (url.protocol === 'http:') {
    const loopback = literal ? ipaddr.process(host).range() === 'loopback' : loopbackName;
    if (!(policy.allowLoopback && loopback)) return 'not-https';
  } else if (url.protocol !== 'https:') return 'not-https';
  if (literal && !isAllowedAddress(host, policy)) return 'not-public';
  if (loopbackName && !policy.allowLoopback) return 'not-public';
  return 'ok';
}

/** The address to connect to: the name's first address, once every address it resolves to was found allowed. */
export async function checkedAddress(url: URL, policy: AddressPolicy): Promise<{ address: string; family: number }> {
  const form = checkUrlForm(url, policy);
  if (form !== 'ok') throw new UnsafeAddressError(`refused: ${form}`);
  const host = hostOf(url);
  if (ipaddr.isValid(host)) return { address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 };
  let addresses: { address: string; family: number }[];
  try {
    addresses = await (policy.resolve ?? resolveAll)(host);
  } catch {
    throw new UnsafeAddressError(`refused: ${host} could not be resolved`);
  }
  if (addresses.length === 0) throw new UnsafeAddressError(`refused: ${host} could not be resolved`);
  // The address itself is not named: an answer must not map someone's internal network.
  if (addresses.some(({ address }) => !isAllowedAddress(address, policy)))
    throw new UnsafeAddressError(`refused: ${host} resolves to a non-public address`);
  return addresses[0] as { address: string; family: number };
}

export interface PostResult {
  /** The receiver's status; null when none came (refused address, time-out, connection error). */
  status: number | null;
  /** The start of the answer, or what went wrong. */
  excerpt: string;
  durationMs: number;
}

/**
 * POSTs a body to an allowed address and answers its status and the first `excerptBytes` of its answer. Never
 * throws: a refused address, a time-out or a broken connection is a result with status null.
 */
export async function postChecked(
  target: string,
  headers: Record<string, string>,
  body: string,
  policy: AddressPolicy,
  limits: { timeoutMs: number; excerptBytes: number },
): Promise<PostResult> {
  const started = Date.now();
  const done = (status: number | null, excerpt: string): PostResult => ({
    status,
    excerpt: excerpt.slice(0, limits.excerptBytes),
    durationMs: Date.now() - started,
  });
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return done(null, 'refused: not a URL');
  }
  let resolved: { address: string; family: number };
  // The lookup counts against the deadline too: a name server that never answers must not hold the attempt.
  let lookupTimer: NodeJS.Timeout | undefined;
  const lookupDeadline = new Promise<never>((_resolve, reject) => {
    lookupTimer = setTimeout(
      () => reject(new UnsafeAddressError(`no answer within ${limits.timeoutMs} ms`)),
      limits.timeoutMs,
    );
  });
  try {
    resolved = await Promise.race([checkedAddress(url, policy), lookupDeadline]);
  } catch (error) {
    return done(null, error instanceof UnsafeAddressError ? error.message : 'refused');
  } finally {
    clearTimeout(lookupTimer);
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      request.destroy();
      resolve(result);
    };
    const request = send(
      {
        protocol: url.protocol,
        host: resolved.address,
        family: resolved.family,
        port: url.port || (url.protocol === 'https:' ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        // The certificate is checked against the name, not the address connected to.
        servername: ipaddr.isValid(hostOf(url)) ? undefined : hostOf(url),
        headers: {
          ...headers,
          host: url.host,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'hr-portal-webhooks/1',
        },
      },
      (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const status = response.statusCode ?? null;
        const redirect = status !== null && status >= 300 && status < 400;
        const end = () => {
          const text = Buffer.concat(chunks).toString('utf8');
          finish(
            done(status, redirect ? `redirect not followed (${response.headers.location ?? 'no location'})` : text),
          );
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= limits.excerptBytes) end();
        });
        response.on('end', end);
        response.on('error', () => end());
      },
    );
    const deadline = setTimeout(() => finish(done(null, `no answer within ${limits.timeoutMs} ms`)), limits.timeoutMs);
    // The kind of failure only (ECONNREFUSED, ETIMEDOUT, a TLS error): no addresses in what admins and keys read.
    request.on('error', (error) =>
      finish(done(null, `connection failed: ${(error as NodeJS.ErrnoException).code ?? 'error'}`)),
    );
    request.end(body);
  });
}
