// A built web app (web/dist, or another build folder) over HTTP with the SPA fallback, as Hosting serves it.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css', '.svg': 'image/svg+xml' };

/**
 * Serves `dir` on a free local port and resolves to the server. With `apiTo` (the Hosting emulator's address),
 * /api/* is passed on there as if the page were served by Hosting (the API checks where a request comes from).
 */
export function serveDist(dir, { apiTo } = {}) {
  const server = createServer((req, res) => {
    if (apiTo && req.url.startsWith('/api/')) {
      const headers = { ...req.headers, host: new URL(apiTo).host };
      if (headers.origin) headers.origin = apiTo;
      const upstream = httpRequest(`${apiTo}${req.url}`, { method: req.method, headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(upstream);
      return;
    }
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, path);
    const found = existsSync(file) && statSync(file).isFile() ? file : join(dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(found)] ?? 'application/octet-stream' });
    createReadStream(found).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
