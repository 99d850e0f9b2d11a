import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from '../../src/app.js';
import type { Express } from 'express';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestServer {
  call: <T = any>(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> },
  ) => Promise<ApiResponse<T>>;
  close: () => Promise<void>;
}

/** Starts an Express app on an ephemeral loopback port and returns a small JSON client for it. */
export async function startServer(app: Express = createApp()): Promise<TestServer> {
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | undefined = options.rawBody;
      if (options.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.body);
      } else if (body !== undefined) {
        headers['content-type'] ??= 'application/json';
      }
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // leave non-JSON bodies as text so tests can assert on them
      }
      return { status: response.status, headers: response.headers, body: parsed as any };
    },
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
