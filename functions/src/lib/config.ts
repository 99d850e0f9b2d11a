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
   * Key that signs document view links. Deployed functions must set FILE_LINK_SECRET; the fixed fallback only
   * exists under the emulators.
   */
  fileLinkSecret(): string {
    const secret = process.env.FILE_LINK_SECRET;
    if (secret) return secret;
    if (process.env.FIREBASE_AUTH_EMULATOR_HOST || process.env.FUNCTIONS_EMULATOR)
      return 'emulator-only-file-link-secret';
    throw new Error('FILE_LINK_SECRET is not set');
  },
  /**
   * Origins whose pages may call the API: the Hosting emulator locally, the project's Hosting domains when
   * deployed, plus ALLOWED_ORIGINS (comma-separated) for custom domains.
   */
  allowedOrigins: [
    'http://127.0.0.1:5000',
    'http://localhost:5000',
    `https://${process.env.GCLOUD_PROJECT ?? 'demo-hr-portal'}.web.app`,
    `https://${process.env.GCLOUD_PROJECT ?? 'demo-hr-portal'}.firebaseapp.com`,
    ...(process.env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  ],
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
