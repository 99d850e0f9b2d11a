import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, MESSAGES } from '@hr-portal/contract';
import { apiServer, recordRequests } from '../test/api-server';
import { ApiError, apiRequest, setUnauthorizedHandler } from './api-client';

// The session's renewal is not under test here (session-sync.test.ts): the client sends whatever token is current.
vi.mock('./session-tokens', async (original) => ({
  ...(await original<typeof import('./session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

/** Every API path answers `status` with `body` (a request-level mock: the real fetch runs). */
const respond = (status: number, body: unknown) =>
  apiServer.use(http.all('/api/*', () => HttpResponse.json(body as object, { status })));

describe('apiRequest', () => {
  const refused = vi.fn();
  beforeEach(() => setUnauthorizedHandler(refused));
  afterEach(() => refused.mockReset());

  it('when a signed-in call gets 401, then the refused-session handler gets the server error and the call fails with it', async () => {
    respond(401, { message: MESSAGES.accessChanged, code: ERROR_CODES.tokenRevoked });
    const failure = apiRequest('/api/document/my', 'Failed to fetch documents');
    await expect(failure).rejects.toEqual(new ApiError(MESSAGES.accessChanged, 401, ERROR_CODES.tokenRevoked));
    expect(refused).toHaveBeenCalledTimes(1);
    expect(refused.mock.calls[0]![0]).toMatchObject({ status: 401, code: ERROR_CODES.tokenRevoked });
  });

  it('when a call without a token gets 401 (a wrong password), then the session is left alone', async () => {
    respond(401, { message: MESSAGES.invalidCredentials, code: ERROR_CODES.invalidCredentials });
    await expect(apiRequest('/api/auth/login', 'Login failed', { method: 'POST', withToken: false })).rejects.toThrow(
      MESSAGES.invalidCredentials,
    );
    expect(refused).not.toHaveBeenCalled();
  });

  it('when a failure carries no message, then the caller’s fallback text is shown', async () => {
    respond(500, {});
    await expect(apiRequest('/api/job', 'Failed to fetch jobs')).rejects.toThrow('Failed to fetch jobs');
    expect(refused).not.toHaveBeenCalled();
  });

  it('when the call succeeds, then it carries the bearer token and returns the JSON', async () => {
    respond(200, [{ _id: 'j1' }]);
    const seen = recordRequests();
    await expect(apiRequest('/api/job', 'Failed to fetch jobs')).resolves.toEqual([{ _id: 'j1' }]);
    expect(seen).toMatchObject([{ method: 'GET', url: '/api/job', authorization: 'Bearer id-token' }]);
  });

  it('when a body is sent, then it goes as JSON with its content type', async () => {
    const bodies: unknown[] = [];
    apiServer.use(
      http.post('/api/application/j1', async ({ request }) => {
        bodies.push([request.headers.get('content-type'), await request.json()]);
        return HttpResponse.json({ _id: 'j1_u1' }, { status: 201 });
      }),
    );
    await apiRequest('/api/application/j1', 'Failed to apply', { method: 'POST', body: { resumeUrl: 'd1' } });
    expect(bodies).toEqual([['application/json', { resumeUrl: 'd1' }]]);
  });
});
