import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from '../../src/http/app.js';
import type { Express } from 'express';
import { checkAgainstDocument } from './openapi-check.js';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestServer {
  call: <T = any>(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; rawBody?: string | Buffer; headers?: Record<string, string> },
  ) => Promise<ApiResponse<T>>;
  upload: (path: string, token: string, file: { body: Buffer; contentType: string }) => Promise<ApiResponse<any>>;
  close: () => Promise<void>;
  /** http://127.0.0.1:{port}, for requests the client does not make (e.g. not following redirects). */
  url: string;
}

/**
 * Starts an Express app on an ephemeral loopback port and returns a small JSON client for it. Every JSON answer is
 * checked against the published OpenAPI document (support/openapi-check.ts).
 */
export async function startServer(app: Express = createApp()): Promise<TestServer> {
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  const client: TestServer = {
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | Buffer | undefined = options.rawBody;
      if (options.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.body);
      } else if (body !== undefined) {
        headers['content-type'] ??= 'application/json';
      }
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers,
        body: typeof body === 'string' || body === undefined ? body : new Uint8Array(body),
      });
      if (!(response.headers.get('content-type') ?? '').includes('json')) {
        const bytes = Buffer.from(await response.arrayBuffer());
        return { status: response.status, headers: response.headers, body: bytes as any };
      }
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // leave non-JSON bodies as text so tests can assert on them
      }
      if (typeof parsed !== 'string') checkAgainstDocument(method, path, response.status, parsed);
      return { status: response.status, headers: response.headers, body: parsed as any };
    },
    async upload(path, token, file) {
      return client.call('POST', path, { token, rawBody: file.body, headers: { 'content-type': file.contentType } });
    },
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
    url: `http://127.0.0.1:${port}`,
  };
  return client;
}
