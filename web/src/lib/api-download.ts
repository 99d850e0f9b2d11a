import type { ApiErrorBody } from '@hr-portal/contract';
import { ApiError, apiUrl } from './api-client';
import { currentIdToken } from './session-tokens';

/** The file name a download's Content-Disposition gives, or `fallback`. */
const fileNameOf = (headers: Headers, fallback: string) =>
  /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/**
 * Downloads a file the API makes for the signed-in person (a ZIP, a CSV): fetch with the bearer, then a Blob.
 * Apart from api-client, which every screen and /login load: only the screens that download carry it. A refused
 * session shows its message on the screen that asked; the app's next call ends it (api-client).
 */
export async function apiDownload(
  path: string,
  fallbackMessage: string,
  fallbackName: string,
): Promise<{ blob: Blob; fileName: string }> {
  const token = await currentIdToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      credentials: 'include',
    });
  } catch {
    throw new ApiError(fallbackMessage, 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
    throw new ApiError(body?.message || fallbackMessage, response.status, body?.code);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers, fallbackName) };
}
