import { setupServer } from 'msw/node';

/**
 * The API as web unit tests see it: a request-level mock (msw) behind the real fetch, so the URLs, query
 * strings, bodies, headers and the cursor header the data layer sends and reads are all exercised. Each test
 * adds the handlers it needs (`apiServer.use(...)`); a request nobody handles fails the test.
 */
export const apiServer = setupServer();

/** Every request the handlers saw, in order, as "METHOD /path?query" with the parsed JSON body. */
export interface SeenRequest {
  method: string;
  url: string;
  body: unknown;
  authorization: string | null;
}

export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  apiServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const record: SeenRequest = {
      method: request.method,
      url: `${url.pathname}${url.search}`,
      body: undefined,
      authorization: request.headers.get('authorization'),
    };
    seen.push(record);
    void request
      .clone()
      .text()
      .then((text) => {
        record.body = text ? (JSON.parse(text) as unknown) : undefined;
      });
  });
  return seen;
}
