/** What a notice says of a page: published or changed, or removed. */
export type IndexingType = 'URL_UPDATED' | 'URL_DELETED';

/** Google's Indexing API endpoint for one URL notification. */
export const INDEXING_ENDPOINT = 'https://indexing.googleapis.com/v3/urlNotifications:publish';
const SCOPE = 'https://www.googleapis.com/auth/indexing';

/** An access token for the Indexing API scope: the function's service account (Application Default Credentials). */
export type TokenSource = () => Promise<string>;

let defaultSource: TokenSource | null = null;

/** The service account's token, through google-auth-library (loaded on first use: most requests never need it). */
export function serviceAccountToken(): TokenSource {
  let auth: Promise<{ getAccessToken: () => Promise<{ token?: string | null }> }> | null = null;
  defaultSource ??= async () => {
    // One client per instance: it keeps its token until it is about to expire.
    auth ??= import('google-auth-library').then(({ GoogleAuth }) => new GoogleAuth({ scopes: [SCOPE] }).getClient());
    const { token } = await (await auth).getAccessToken();
    if (!token) throw new Error('No access token for the Indexing API');
    return token;
  };
  return defaultSource;
}

/**
 * Tells Google a job page was published or changed (URL_UPDATED) or removed (URL_DELETED). Throws on anything
 * but a 2xx, with the status and the start of the answer, so the outbox can retry.
 */
export async function publishUrlNotification(
  url: string,
  type: IndexingType,
  token: TokenSource = serviceAccountToken(),
  send: typeof fetch = fetch,
): Promise<void> {
  const response = await send(INDEXING_ENDPOINT, {
    method: 'POST',
    headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url, type }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Indexing API ${response.status}: ${(await response.text()).slice(0, 200)}`);
}
