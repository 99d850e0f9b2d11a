import { createRequire } from 'node:module';
import express, { type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../src/lib/config.js';
import { wrapBodyParser } from '../src/http/runtime-body-parsers.js';
import { startServer, type TestServer } from './support/api.js';

/**
 * The Functions runtime parses bodies with body-parser before our app: JSON, text and form, then a raw parser that
 * takes any other type. index.ts wraps those factories; here the runtime's own raw parser, wrapped the same way,
 * shows what it keeps: at most 100 KB of any body except an upload route's multipart one.
 */
type Factory = (options?: Record<string, unknown>) => RequestHandler;
const bodyParser = createRequire(import.meta.url)('body-parser') as Record<'raw', Factory>;

let server: TestServer;
beforeAll(async () => {
  const app = express();
  app.use(wrapBodyParser(bodyParser.raw, config.bodyLimits)({ type: '*/*' }));
  app.use((req, res) => {
    const error = (req as { runtimeBodyError?: { type?: string } }).runtimeBodyError;
    res.json({ kept: Buffer.isBuffer(req.body) ? req.body.length : 0, error: error?.type ?? null });
  });
  server = await startServer(app);
});
afterAll(() => server.close());

const KB = 1024;
const send = (path: string, contentType: string, size: number) =>
  server.call('POST', path, { rawBody: Buffer.alloc(size, 'x'), headers: { 'content-type': contentType } });

describe('what the runtime parser keeps', () => {
  it.each([
    ['an octet stream', '/api/health', 'application/octet-stream'],
    ['multipart to a route that takes no file', '/api/user/me/verification-email', 'multipart/form-data; boundary=x'],
    ['multipart to a look-alike path', '/api/document/uploads', 'multipart/form-data; boundary=x'],
  ])('when 200 KB of %s arrives, then nothing is kept and the app is told it was too large', async (_n, path, type) => {
    expect((await send(path, type, 200 * KB)).body).toEqual({ kept: 0, error: 'entity.too.large' });
  });

  it('when 99 KB of an octet stream arrives, then it is kept whole', async () => {
    expect((await send('/api/health', 'application/octet-stream', 99 * KB)).body).toEqual({
      kept: 99 * KB,
      error: null,
    });
  });

  it('when 5 MB of multipart arrives at the upload route, then it is kept for the upload check', async () => {
    const response = await send('/api/document/upload', 'multipart/form-data; boundary=x', 5 * KB * KB);
    expect(response.body).toEqual({ kept: 5 * KB * KB, error: null });
  });
});
