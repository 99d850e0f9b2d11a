import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, MESSAGES } from '@hr-portal/contract';
import { ApiError, apiRequest, setUnauthorizedHandler } from './api-client';

// The Firebase session is not under test here: the client sends whatever token is current.
vi.mock('./firebase-loader', () => ({ loadFirebase: async () => ({ currentIdToken: async () => 'id-token' }) }));

const respond = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('apiRequest', () => {
  const refused = vi.fn();
  beforeEach(() => setUnauthorizedHandler(refused));
  afterEach(() => {
    refused.mockReset();
    vi.restoreAllMocks();
  });

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
    const fetched = respond(200, [{ _id: 'j1' }]);
    await expect(apiRequest('/api/job', 'Failed to fetch jobs')).resolves.toEqual([{ _id: 'j1' }]);
    const init = fetched.mock.calls[0]![1] as RequestInit;
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer id-token');
  });
});
