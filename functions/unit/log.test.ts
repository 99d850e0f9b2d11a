import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

describe('the server log', () => {
  it('when a request fails unexpectedly, then one structured error line names its path and id, which the answer carries', async () => {
    const lines: string[] = [];
    // The functions logger keeps the console it found when loaded: spy first, then load it.
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)));
    const { withRequestContext } = await import('../src/lib/log.js');
    const { errorHandler } = await import('../src/lib/errors.js');
    const app = express();
    app.use(withRequestContext);
    app.get('/api/boom', (_req, _res, next) => next(new Error('kaput')));
    app.use(errorHandler);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/api/boom`, {
        headers: { 'x-cloud-trace-context': '0123456789abcdef0123456789abcdef/1;o=1' },
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: expect.any(String), code: 'internal' });
      expect(response.headers.get('x-request-id')).toBe('0123456789abcdef0123456789abcdef');
      expect(lines.map((line) => JSON.parse(line))).toEqual([
        expect.objectContaining({
          severity: 'ERROR',
          message: expect.stringContaining('Unhandled API error'),
          path: '/api/boom',
          requestId: '0123456789abcdef0123456789abcdef',
          error: 'kaput',
        }),
      ]);
    } finally {
      server.close();
    }
  });

  it('when no trace id comes with a request, then it gets an id of its own', async () => {
    const { withRequestContext } = await import('../src/lib/log.js');
    const app = express();
    app.use(withRequestContext);
    app.get('/x', (_req, res) => void res.json({}));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const id = (await fetch(`http://127.0.0.1:${port}/x`)).headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      server.close();
    }
  });
});
