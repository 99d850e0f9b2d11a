import type { Content } from 'pdfmake/interfaces';
import { fillPlaceholders } from '@hr-portal/contract';
import { FIXED_DATE, PDF_STYLES, renderPdf, signedCopy } from '../../lib/pdf/render.js';

/**
 * Offer letters as PDF (lib/pdf/render.ts: text runs only). The body is bounded by the template's limits
 * (OFFER_LIMITS), so rendering time is too.
 */

/** The body's blocks: paragraphs split by blank lines, "# " lines as headings. */
function blocks(body: string, values: Record<string, string>): Content[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .map((block) =>
      block.startsWith('# ')
        ? { text: fillPlaceholders(block.slice(2), values), style: 'heading' }
        : { text: fillPlaceholders(block, values), style: 'paragraph' },
    );
}

export interface LetterInput {
  title: string;
  body: string;
  values: Record<string, string>;
  /** Shown in the footer: which offer and version this is. */
  reference: string;
}

/** The offer letter as shown to approvers and the candidate. */
export function renderLetter(input: LetterInput): Promise<Buffer> {
  return renderPdf({
    info: { title: fillPlaceholders(input.title, input.values), creationDate: FIXED_DATE, modDate: FIXED_DATE },
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 64],
    defaultStyle: { font: 'Roboto' },
    styles: PDF_STYLES,
    content: [
      { text: fillPlaceholders(input.title, input.values), style: 'title' },
      ...blocks(input.body, input.values),
    ],
    footer: (page, pages) => ({
      text: `${input.reference} · page ${page} of ${pages}`,
      style: 'small',
      margin: [56, 24, 56, 0],
    }),
  });
}

export interface SignatureInput {
  fullName: string;
  signedAt: Date;
  address: string;
  userAgent: string;
  pdfSha256: string;
  reference: string;
}

/** The accepted letter: the exact pages the candidate was shown, then the signature page. */
export function signedLetter(letter: Buffer, signature: SignatureInput): Promise<Buffer> {
  return signedCopy(letter, {
    statement:
      'The candidate accepted the offer on the preceding pages online, by typing their full name as their signature.',
    rows: [
      ['Signed by (typed name)', signature.fullName],
      ['Signed at (UTC)', signature.signedAt.toISOString()],
      ['From address', signature.address || 'unknown'],
      ['Browser', signature.userAgent || 'unknown'],
      ['Letter SHA-256', signature.pdfSha256],
    ],
    reference: signature.reference,
    signedAt: signature.signedAt,
  });
}
