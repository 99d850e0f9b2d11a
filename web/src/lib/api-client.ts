import type { ApiErrorBody } from '@hr-portal/contract';
import { currentIdToken } from './session-tokens';

const API_BASE = import.meta.env.VITE_API_BASE_URL ?? '';

/** An API failure carrying the server's message (when it sent one) and status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Register, login and logout go without a bearer. */
  withToken?: boolean;
}

/** The current ID token, renewed when near expiry (lib/session-tokens.ts). */
export const currentToken = currentIdToken;

type UnauthorizedHandler = (error: ApiError) => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** Runs the app's handler for a signed-in call that came back 401. */
export const reportUnauthorized = (error: ApiError) => onUnauthorized(error);

/**
 * What to do when a signed-in call comes back 401 (e.g. the role changed and old tokens were revoked).
 * The app registers this once; shared code stays unaware of routing and the session.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/** Absolute URL for an API path (links such as document view links are served by the API). */
export function apiUrl(path: string): string {
  return `${API_BASE}${path}`;
}

export function errorFrom(payload: unknown, status: number, fallbackMessage: string): ApiError {
  const error = payload as Partial<ApiErrorBody> | null;
  const message = typeof error?.message === 'string' && error.message ? error.message : fallbackMessage;
  return new ApiError(message, status, error?.code);
}

/**
 * Calls the API and returns its JSON. Failures throw ApiError whose message is the server's, or the
 * caller's fallback text when the server said nothing usable.
 */
export async function apiRequest<T>(path: string, fallbackMessage: string, request: ApiRequest = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, fallbackMessage, request)).data;
}

/** Like apiRequest, also returning the response headers (list endpoints put the next cursor there). */
export async function apiRequestWithHeaders<T>(
  path: string,
  fallbackMessage: string,
  request: ApiRequest = {},
): Promise<{ data: T; headers: Headers }> {
  const { method = 'GET', body, withToken = true } = request;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (withToken) {
    const token = await currentToken();
    if (token) headers.authorization = `Bearer ${token}`;
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(fallbackMessage, 0);
  }

  const payload = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const error = errorFrom(payload, response.status, fallbackMessage);
    if (response.status === 401 && withToken) onUnauthorized(error);
    throw error;
  }
  return { data: payload as T, headers: response.headers };
}

/** What to tell the user about a failure: the error's own message (the API's, normalised), else `fallback`. */
export function messageOf(caught: unknown, fallback: string): string {
  return caught instanceof Error && caught.message ? caught.message : fallback;
}
