import { MAX_UPLOAD_BYTES } from '@hr-portal/contract';
import { z } from 'zod';
import { HOSTING_EGRESS_CIDRS } from './client-address.js';

/**
 * Every environment variable the function reads, parsed once at start-up: a malformed value stops the
 * instance with a message naming it, instead of failing later on some request. Under the emulators the
 * Firebase CLI sets FUNCTIONS_EMULATOR and the *_EMULATOR_HOST variables; in-process tests set them too.
 */
/** Unset or blank (a `KEY=` line in a .env file) both mean "not set". */
const unsetIfBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());
const text = unsetIfBlank(z.string().trim());
const envSchema = z.object({
  GCLOUD_PROJECT: text,
  GCP_PROJECT: text,
  FUNCTIONS_EMULATOR: text,
  FIREBASE_AUTH_EMULATOR_HOST: text,
  FIREBASE_STORAGE_EMULATOR_HOST: text,
  /** Web API key of the project: the API checks passwords through the Identity Toolkit with it. */
  WEB_API_KEY: text,
  /** The Secret Manager secret that signs document links (index.ts); read when a link is made. */
  FILE_LINK_SECRET: text,
  /** Extra origins (comma-separated) whose pages may call the API, e.g. a custom domain. */
  ALLOWED_ORIGINS: text,
  TRUSTED_PROXY_HOPS: unsetIfBlank(z.coerce.number().int().min(0).max(5)),
  /** Comma-separated CIDRs of Hosting's CDN, when they differ from lib/client-address.ts's. */
  HOSTING_EGRESS_CIDRS: text,
  /** Rate-limit overrides as JSON, or "off" (emulators only); checked by lib/rate-limit.ts. */
  RATE_LIMITS: text,
  FILE_STORE: unsetIfBlank(z.enum(['local-disk', 'cloud-storage'])),
  FILE_STORE_DIR: text,
  STORAGE_BUCKET: text,
  /** The bundled PDF worker; tests and scripts that run the source point it at the functions build. */
  PDF_WORKER_FILE: text,
  /** The dedicated service account the function runs as (docs/operations.md: Deploy). */
  FUNCTION_SERVICE_ACCOUNT: text,
  /** The portal's public address, for links in e-mails (default: the project's Hosting domain). */
  PORTAL_URL: unsetIfBlank(z.url({ protocol: /^https?$/ })),
  /** Under the emulators: the local SMTP catcher the development delivery step sends to, and its HTTP port. */
  /** The employer on the careers pages and in their JobPosting data. */
  ORG_NAME: text,
  ORG_URL: unsetIfBlank(z.url({ protocol: /^https?$/ })),
  ORG_LOGO_URL: unsetIfBlank(z.url({ protocol: /^https?$/ })),
  /** Where a job without a location of its own is (the head office), e.g. "Berlin, Germany". */
  ORG_LOCATION: text,
  /** The salary currency a new job starts with (ISO 4217). */
  DEFAULT_CURRENCY: unsetIfBlank(z.string().regex(/^[A-Z]{3}$/)),
  /** How long one instance reuses what public pages read alike (menus, sitemap, list pages); 0 turns it off. */
  CAREERS_CACHE_SECONDS: unsetIfBlank(z.coerce.number().int().min(0).max(600)),
  /** `on` in the production deploy only: job pages are announced to Google's Indexing API. */
  INDEXING_API: unsetIfBlank(z.enum(['on', 'off'])),
  /** How long the diversity survey's published counts stand before newer ones may replace them (hours). */
  SURVEY_PUBLISH_HOURS: unsetIfBlank(
    z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 31),
  ),
  DEV_SMTP_PORT: unsetIfBlank(z.coerce.number().int().min(1).max(65535)),
  DEV_MAILBOX_PORT: unsetIfBlank(z.coerce.number().int().min(1).max(65535)),
});

function parseEnv(): z.infer<typeof envSchema> {
  const parsed = envSchema.safeParse(process.env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`Environment variable ${String(issue?.path[0])} is invalid: ${issue?.message}`);
}

const env = parseEnv();
const projectId = env.GCLOUD_PROJECT ?? env.GCP_PROJECT ?? 'demo-hr-portal';
const emulated = env.FUNCTIONS_EMULATOR === 'true' || Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);

export const config = {
  projectId,
  /** Running under the Firebase emulators (the Functions emulator, or in-process tests against them). */
  emulated,
  authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
  webApiKey: env.WEB_API_KEY ?? (emulated ? 'demo-api-key' : undefined),
  /** No fallback: a deployment without the secret must never sign links with a known key. */
  fileLinkSecret(): string {
    if (!env.FILE_LINK_SECRET) throw new Error('FILE_LINK_SECRET is not set');
    return env.FILE_LINK_SECRET;
  },
  /** Origins whose pages may call the API: the Hosting emulator locally, the project's Hosting domains. */
  allowedOrigins: [
    ...(emulated ? ['http://127.0.0.1:5000', 'http://localhost:5000'] : []),
    `https://${projectId}.web.app`,
    `https://${projectId}.firebaseapp.com`,
    ...(env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  ],
  /**
   * Which X-Forwarded-For entry is the client, so req.ip is the real client and a forged header cannot choose it.
   * Deployed: 'per-path' (lib/client-address.ts): through Hosting the entry before the CDN's, at the function's
   * own URL the last one. Under the emulators nothing appends (the Hosting emulator passes the header through as
   * sent), so no entry is trusted and req.ip is the socket address. TRUSTED_PROXY_HOPS fixes a number of hops
   * instead, for a deployment behind other proxies.
   */
  trustedProxyHops: env.TRUSTED_PROXY_HOPS ?? (emulated ? 0 : ('per-path' as const)),
  hostingEgressCidrs:
    env.HOSTING_EGRESS_CIDRS?.split(',')
      .map((cidr) => cidr.trim())
      .filter(Boolean) ?? HOSTING_EGRESS_CIDRS,
  /**
   * Request bodies: JSON (and text or form) bodies are small; multipart uploads may carry a 10 MB file plus
   * its envelope (the file itself is checked against MAX_UPLOAD_BYTES with its own message).
   */
  bodyLimits: { small: 100 * 1024, raw: MAX_UPLOAD_BYTES + 1024 * 1024 },
  rateLimits: env.RATE_LIMITS,
  /** local-disk under the emulators unless a Storage emulator runs; cloud-storage when deployed. */
  fileStore: env.FILE_STORE ?? (emulated && !env.FIREBASE_STORAGE_EMULATOR_HOST ? 'local-disk' : 'cloud-storage'),
  fileStoreDir: env.FILE_STORE_DIR,
  storageBucket: env.STORAGE_BUCKET,
  pdfWorkerFile: env.PDF_WORKER_FILE,
  functionServiceAccount: env.FUNCTION_SERVICE_ACCOUNT,
  portalUrl: (env.PORTAL_URL ?? (emulated ? 'http://127.0.0.1:5000' : `https://${projectId}.web.app`)).replace(
    /\/+$/,
    '',
  ),
  organisation: {
    name: env.ORG_NAME ?? 'Northwind Talent',
    url: env.ORG_URL,
    logoUrl: env.ORG_LOGO_URL,
    location: env.ORG_LOCATION ?? 'Berlin, Germany',
  },
  defaultCurrency: env.DEFAULT_CURRENCY ?? 'USD',
  careersCacheSeconds: env.CAREERS_CACHE_SECONDS ?? 30,
  /** Whether job pages are announced to Google's Indexing API: only a production deploy opts in (INDEXING_API=on). */
  indexingApi: env.INDEXING_API === 'on' && !emulated,
  surveyPublishHours: env.SURVEY_PUBLISH_HOURS ?? 24,
  /** The SMTP catcher and its message list; only ever used under the emulators. */
  devSmtpPort: env.DEV_SMTP_PORT ?? 2525,
  devMailboxPort: env.DEV_MAILBOX_PORT ?? 8025,
} as const;

export function identityToolkitUrl(method: string): string {
  if (!config.webApiKey) throw new Error('WEB_API_KEY is not set');
  const base = config.authEmulatorHost
    ? `http://${config.authEmulatorHost}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  return `${base}/v1/${method}?key=${encodeURIComponent(config.webApiKey)}`;
}
