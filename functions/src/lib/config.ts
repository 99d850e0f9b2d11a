import { MAX_UPLOAD_BYTES } from '@hr-portal/contract';

/**
 * Runtime configuration, read once from the environment. Under the emulators the Firebase CLI sets
 * FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST; in-process tests set them too.
 */
export const config = {
  projectId: process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? 'demo-hr-portal',
  authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST,
  /** Web API key of the Firebase project: needed to check passwords through the Identity Toolkit REST API. */
  webApiKey: process.env.WEB_API_KEY ?? 'demo-api-key',
  /**
   * Key that signs document view links: the FILE_LINK_SECRET secret (index.ts), which the emulators take from
   * functions/.secret.local and in-process tests from their environment. No fallback: never a known key.
   */
  fileLinkSecret(): string {
    const secret = process.env.FILE_LINK_SECRET;
    if (!secret) throw new Error('FILE_LINK_SECRET is not set');
    return secret;
  },
  /**
   * Origins whose pages may call the API: the Hosting emulator locally, the project's Hosting domains when
   * deployed, plus ALLOWED_ORIGINS (comma-separated) for custom domains.
   */
  allowedOrigins: [
    ...(isEmulated() ? ['http://127.0.0.1:5000', 'http://localhost:5000'] : []),
    `https://${process.env.GCLOUD_PROJECT ?? 'demo-hr-portal'}.web.app`,
    `https://${process.env.GCLOUD_PROJECT ?? 'demo-hr-portal'}.firebaseapp.com`,
    ...(process.env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  ],
  /**
   * How many proxies in front of the app add to X-Forwarded-For, so req.ip is the real client and a forged
   * header cannot choose it. Deployed behind Hosting there are two: Hosting's CDN appends the client's
   * address, then Google's front end appends the CDN's, so the client is the second entry from the right
   * (anything a client sent itself sits further left and is ignored). Under the emulators nothing appends
   * (the Hosting emulator passes the header through as sent), so no entry is trusted and req.ip is the socket
   * address. TRUSTED_PROXY_HOPS overrides it, e.g. 1 for a function called directly, not through Hosting.
   */
  trustedProxyHops: trustedProxyHops(),
  /**
   * Request bodies: JSON (and text or form) bodies are small; multipart uploads may carry a 10 MB file plus
   * its envelope (the file itself is checked against MAX_UPLOAD_BYTES with its own message).
   */
  bodyLimits: { small: 100 * 1024, raw: MAX_UPLOAD_BYTES + 1024 * 1024 },
} as const;

export function identityToolkitUrl(method: string): string {
  const base = config.authEmulatorHost
    ? `http://${config.authEmulatorHost}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  return `${base}/v1/${method}?key=${encodeURIComponent(config.webApiKey)}`;
}

/** Running under the Firebase emulators (the Functions emulator, or in-process tests against them). */
export function isEmulated(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true' || Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);
}

function trustedProxyHops(): number {
  const value = process.env.TRUSTED_PROXY_HOPS;
  if (value === undefined) return isEmulated() ? 0 : 2;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 5) throw new Error('TRUSTED_PROXY_HOPS must be 0 to 5');
  return hops;
}
