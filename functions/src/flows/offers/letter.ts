import { createRequire } from 'node:module';
import type * as PdfMake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { fillPlaceholders } from '@hr-portal/contract';

/**
 * Offer letters as PDF, made with pdfmake (text only: the template and the values are placed as text runs, so
 * nothing in either is ever interpreted as markup, an image or a link). The body is bounded by the template's
 * limits (OFFER_LIMITS), so rendering time is too. Fonts are pdfmake's own Roboto files: the only files it may
 * open; it fetches no URL.
 */

const require = createRequire(__filename);
const robotoFile = (name: string) => require.resolve(`pdfmake/fonts/Roboto/Roboto-${name}.ttf`);
const FONTS = {
  Roboto: {
    normal: robotoFile('Regular'),
    bold: robotoFile('Medium'),
    italics: robotoFile('Italic'),
    bolditalics: robotoFile('MediumItalic'),
  },
};
const FONT_FILES = new Set(Object.values(FONTS.Roboto));

let loaded: Promise<typeof PdfMake> | null = null;

/** pdfmake, loaded on first use (it pulls in pdfkit and fontkit, which most requests never need). */
function pdfmake(): Promise<typeof PdfMake> {
  loaded ??= import('pdfmake').then((module) => {
    const instance = (module as unknown as { default: typeof PdfMake }).default;
    instance.setFonts(FONTS);
    instance.setUrlAccessPolicy(() => false);
    instance.setLocalAccessPolicy((path) => FONT_FILES.has(path));
    return instance;
  });
  return loaded;
}

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

async function render(definition: TDocumentDefinitions): Promise<Buffer> {
  const maker = await pdfmake();
  const bytes = await maker.createPdf(definition).getBuffer();
  return Buffer.from(bytes);
}

const STYLES = {
  title: { fontSize: 18, bold: true, margin: [0, 0, 0, 16] as [number, number, number, number] },
  heading: { fontSize: 13, bold: true, margin: [0, 8, 0, 6] as [number, number, number, number] },
  paragraph: { fontSize: 11, lineHeight: 1.3, margin: [0, 0, 0, 10] as [number, number, number, number] },
  small: { fontSize: 9, color: '#555555' },
};

/** Creation and modification dates are fixed, so the same letter renders to the same bytes. */
const FIXED_DATE = new Date('2000-01-01T00:00:00Z');

export interface LetterInput {
  title: string;
  body: string;
  values: Record<string, string>;
  /** Shown in the footer: which offer and version this is. */
  reference: string;
}

/** The offer letter as shown to approvers and the candidate. */
export function renderLetter(input: LetterInput): Promise<Buffer> {
  return render({
    info: { title: fillPlaceholders(input.title, input.values), creationDate: FIXED_DATE, modDate: FIXED_DATE },
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 64],
    defaultStyle: { font: 'Roboto' },
    styles: STYLES,
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

/** The page added to the accepted letter: who signed, when, from where, and which exact letter. */
function renderSignaturePage(input: SignatureInput): Promise<Buffer> {
  const row = (label: string, value: string): Content => ({
    columns: [
      { width: 150, text: label, bold: true },
      { width: '*', text: value },
    ],
    style: 'paragraph',
  });
  return render({
    info: { title: 'Signature', creationDate: FIXED_DATE, modDate: FIXED_DATE },
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 64],
    defaultStyle: { font: 'Roboto' },
    styles: STYLES,
    content: [
      { text: 'Acceptance and signature', style: 'title' },
      {
        text: 'The candidate accepted the offer on the preceding pages online, by typing their full name as their signature.',
        style: 'paragraph',
      },
      row('Signed by (typed name)', input.fullName),
      row('Signed at (UTC)', input.signedAt.toISOString()),
      row('From address', input.address || 'unknown'),
      row('Browser', input.userAgent || 'unknown'),
      row('Letter SHA-256', input.pdfSha256),
    ],
    footer: () => ({ text: input.reference, style: 'small', margin: [56, 24, 56, 0] }),
  });
}

/** The accepted letter: the exact pages the candidate was shown, then the signature page. */
export async function signedLetter(letter: Buffer, signature: SignatureInput): Promise<Buffer> {
  const [{ PDFDocument }, page] = await Promise.all([import('pdf-lib'), renderSignaturePage(signature)]);
  const signed = await PDFDocument.load(letter);
  const signaturePage = await PDFDocument.load(page);
  for (const copied of await signed.copyPages(signaturePage, signaturePage.getPageIndices())) signed.addPage(copied);
  signed.setModificationDate(signature.signedAt);
  return Buffer.from(await signed.save());
}
