import { ApiError, apiUrl, currentToken, errorFrom, reportUnauthorized } from './api-client';

// Apart from api-client, which every screen and /login load: only the screens that upload carry it.

/**
 * Sends a multipart upload and reports progress (0..1). XMLHttpRequest, because fetch cannot report upload
 * progress.
 */
export async function apiUpload<T>(
  path: string,
  form: FormData,
  fallbackMessage: string,
  onProgress: (fraction: number) => void = () => {},
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  const token = await currentToken();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, apiUrl(path));
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        // not JSON: fall back to the caller's message
      }
      if (request.status >= 200 && request.status < 300) resolve(payload as T);
      else {
        const error = errorFrom(payload, request.status, fallbackMessage);
        if (request.status === 401) reportUnauthorized(error);
        reject(error);
      }
    };
    request.onerror = () => reject(new ApiError(fallbackMessage, 0));
    request.send(form);
  });
}
