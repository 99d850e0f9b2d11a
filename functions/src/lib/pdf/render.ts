import { createRequire } from 'node:module';
import type * as PdfMake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * PDFs the portal makes (offer letters, signature pages), with pdfmake: text only, so nothing placed in them is
 * ever interpreted as markup, an image or a link. Fonts are pdfmake's own Roboto files: the only files it may
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

export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  const maker = await pdfmake();
  const bytes = await maker.createPdf(definition).getBuffer();
  return Buffer.from(bytes);
}

export const PDF_STYLES = {
  title: { fontSize: 18, bold: true, margin: [0, 0, 0, 16] as [number, number, number, number] },
  heading: { fontSize: 13, bold: true, margin: [0, 8, 0, 6] as [number, number, number, number] },
  paragraph: { fontSize: 11, lineHeight: 1.3, margin: [0, 0, 0, 10] as [number, number, number, number] },
  small: { fontSize: 9, color: '#555555' },
};

/** Creation and modification dates are fixed, so the same input renders to the same bytes. */
export const FIXED_DATE = new Date('2000-01-01T00:00:00Z');

export interface SignaturePage {
  /** What was signed and how, as one sentence. */
  statement: string;
  rows: [label: string, value: string][];
  /** Shown in the footer: what this is. */
  reference: string;
  signedAt: Date;
}

function renderSignaturePage(input: SignaturePage): Promise<Buffer> {
  const row = ([label, value]: [string, string]): Content => ({
    columns: [
      { width: 150, text: label, bold: true },
      { width: '*', text: value },
    ],
    style: 'paragraph',
  });
  return renderPdf({
    info: { title: 'Signature', creationDate: FIXED_DATE, modDate: FIXED_DATE },
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 64],
    defaultStyle: { font: 'Roboto' },
    styles: PDF_STYLES,
    content: [
      { text: 'Acceptance and signature', style: 'title' },
      { text: input.statement, style: 'paragraph' },
      ...input.rows.map(row),
    ],
    footer: () => ({ text: input.reference, style: 'small', margin: [56, 24, 56, 0] }),
  });
}

/**
 * The signed copy of a PDF: the exact pages that were read, then a page saying who signed, when, from where and
 * which file (pdf-lib copies the pages; nothing of the original is changed).
 */
export async function signedCopy(original: Buffer, page: SignaturePage): Promise<Buffer> {
  const [{ PDFDocument }, rendered] = await Promise.all([import('pdf-lib'), renderSignaturePage(page)]);
  const signed = await PDFDocument.load(original);
  const signaturePage = await PDFDocument.load(rendered);
  for (const copied of await signed.copyPages(signaturePage, signaturePage.getPageIndices())) signed.addPage(copied);
  signed.setModificationDate(page.signedAt);
  return Buffer.from(await signed.save());
}
