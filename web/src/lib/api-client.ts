import { ACCESS_TOKEN_KEY, type ApiErrorBody } from '@hr-portal/contract';
import { loadFirebase } from './firebase-loader';

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
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Register, login and logout go without a bearer (spec §7). */
  withToken?: boolean;
}

/** The current ID token (refreshed by Firebase when near expiry), mirrored to localStorage under accessToken. */
async function currentToken(): Promise<string | null> {
  const token = await (await loadFirebase()).currentIdToken();
  if (!token) return localStorage.getItem(ACCESS_TOKEN_KEY);
  localStorage.setItem(ACCESS_TOKEN_KEY, token);
  return token;
}

/**
 * Calls the API and returns its JSON. Failures throw ApiError whose message is the server's, or the
 * caller's fallback text when the server said nothing usable (spec §8).
 */
export async function apiRequest<T>(path: string, fallbackMessage: string, request: ApiRequest = {}): Promise<T> {
  const { method = 'GET', body, withToken = true } = request;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (withToken) {
    const token = await currentToken();
    if (token) headers.authorization = `Bearer ${token}`;
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
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
    const error = payload as Partial<ApiErrorBody> | null;
    const message = typeof error?.message === 'string' && error.message ? error.message : fallbackMessage;
    throw new ApiError(message, response.status, error?.code);
  }
  return payload as T;
}
