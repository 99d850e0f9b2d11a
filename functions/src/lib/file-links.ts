import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';

/** How long a minted view link works. */
export const LINK_TTL_SECONDS = 30 * 60;

/** What a link opens: a document's file, an application's resume copy, an offer letter or policy version. */
export type LinkKind = 'document' | 'application' | 'offer' | 'answer' | 'policy';

const LINK_PATHS: Record<LinkKind, (id: string) => string> = {
  document: (id) => `/api/document/${id}/file`,
  application: (id) => `/api/application/${id}/resume`,
  offer: (id) => `/api/offer/${id}/file`,
  // `{policyId}-v{version}`: one version of an onboarding policy.
  policy: (id) => `/api/onboarding/policies/${id}/file`,
  // `{applicationId}/{questionId}`, which arrives encoded (%2F).
  answer: (id) => {
    const [application, question] = decodeURIComponent(id).split('/');
    return `/api/application/${encodeURIComponent(application!)}/answers/${encodeURIComponent(question!)}/file`;
  },
};

function signature(kind: LinkKind, id: string, expires: number): string {
  return createHmac('sha256', config.fileLinkSecret()).update(`${kind}:${id}.${expires}`).digest('base64url');
}

/**
 * A link that opens one PDF without a bearer header (a plain `<a target=_blank>` cannot send one).
 * Only minted for someone allowed to read the file; it stops working after LINK_TTL_SECONDS.
 */
export function mintLink(kind: LinkKind, id: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + LINK_TTL_SECONDS;
  return `${LINK_PATHS[kind](encodeURIComponent(id))}?expires=${expires}&signature=${signature(kind, id, expires)}`;
}

export const mintFileLink = (documentId: string, now = Date.now()) => mintLink('document', documentId, now);

export function isValidLink(kind: LinkKind, id: string, expires: unknown, sig: unknown, now = Date.now()): boolean {
  if (typeof expires !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
  const expiresAt = Number(expires);
  if (expiresAt * 1000 < now) return false;
  const expected = Buffer.from(signature(kind, id, expiresAt));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The document id inside one of our document links (how the web names a resume: resumeUrl). */
export function documentIdFromLink(link: string): string | null {
  return /\/api\/document\/([A-Za-z0-9_-]{1,128})\/file(?:\?|$)/.exec(link)?.[1] ?? null;
}
