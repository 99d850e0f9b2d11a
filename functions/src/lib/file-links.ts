import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';

/** How long a minted view link works. */
export const LINK_TTL_SECONDS = 30 * 60;

function signature(documentId: string, expires: number): string {
  return createHmac('sha256', config.fileLinkSecret()).update(`${documentId}.${expires}`).digest('base64url');
}

/**
 * A link that opens one document's PDF without a bearer header (a plain `<a target=_blank>` cannot send one).
 * Only minted for someone allowed to read the document; it stops working after LINK_TTL_SECONDS.
 */
export function mintFileLink(documentId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + LINK_TTL_SECONDS;
  const id = encodeURIComponent(documentId);
  return `/api/document/${id}/file?expires=${expires}&signature=${signature(documentId, expires)}`;
}

export function isValidFileLink(documentId: string, expires: unknown, sig: unknown, now = Date.now()): boolean {
  if (typeof expires !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
  const expiresAt = Number(expires);
  if (expiresAt * 1000 < now) return false;
  const expected = Buffer.from(signature(documentId, expiresAt));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
