/**
 * A corpus of hostile PDFs, built by code so every case is reproducible and reviewable: decompression bombs
 * (object stream, content stream, nested filters), deep nesting, huge page trees and active content. Each
 * is otherwise a well-formed document, so a refusal can only come from the safety checks.
 */
import { createDeflate, deflateSync } from 'node:zlib';
import { basicObjects, buildPdf, streamObject } from './pdf.js';

const MB = 1024 * 1024;

/** zlib of `megabytes` MB of spaces, streamed so the plain text never sits in memory. */
export async function deflatedSpaces(megabytes: number, prefix = ''): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  if (prefix) deflate.write(prefix);
  const block = Buffer.alloc(MB, 0x20);
  for (let i = 0; i < megabytes; i++) {
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

/** An object stream holding object 6, padded with `megabytes` MB of spaces (a decompression bomb). */
export async function objectStreamBomb(megabytes = 512): Promise<Buffer> {
  const data = await deflatedSpaces(megabytes, '6 0 ');
  return buildPdf([
    ...basicObjects('Object stream bomb', '/Extra 6 0 R '),
    streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', data),
  ]);
}

/** A page whose content stream inflates to `megabytes` MB. */
export async function contentStreamBomb(megabytes = 512): Promise<Buffer> {
  const objects = basicObjects('Content stream bomb');
  objects[3] = streamObject('/Filter /FlateDecode', await deflatedSpaces(megabytes));
  return buildPdf(objects);
}

/** A content stream compressed twice: a few KB on the wire, each layer a bomb of its own. */
export async function nestedFilterBomb(megabytes = 512): Promise<Buffer> {
  const objects = basicObjects('Nested filter bomb');
  const twice = deflateSync(await deflatedSpaces(megabytes), { level: 9 });
  objects[3] = streamObject('/Filter [/FlateDecode /FlateDecode]', twice);
  return buildPdf(objects);
}

/** The catalog carries an array nested `depth` levels deep. */
export function deeplyNested(depth = 100_000): Buffer {
  return buildPdf(basicObjects('Deep', `/Deep ${'['.repeat(depth)}${']'.repeat(depth)} `));
}

/** A page tree with `pages` pages; `claimedCount` lets the tree lie about its size. */
export function hugePageTree(pages = 20_000, claimedCount = pages): Buffer {
  const firstPage = 6;
  const kids = Array.from({ length: pages }, (_, index) => `${firstPage + index} 0 R`).join(' ');
  const objects = basicObjects('Many pages');
  objects[1] = `<< /Type /Pages /Kids [${kids}] /Count ${claimedCount} >>`;
  for (let i = 0; i < pages; i++) objects.push('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>');
  return buildPdf(objects);
}

/** Documents that each carry one kind of active content, with the words the refusal must use. */
export function activeContentCases(): { name: string; pdf: Buffer; what: string }[] {
  const withCatalog = (extra: string, more: (string | Buffer)[] = []) =>
    buildPdf([...basicObjects('Active', extra), ...more]);
  const scriptInObjectStream = Buffer.from('6 0 << /S /JavaScript /JS (app.alert(1)) >>');
  return [
    {
      name: 'OpenAction JavaScript',
      pdf: withCatalog('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '),
      what: 'an action that runs when it is opened',
    },
    {
      name: 'name-escaped /J#61vaScript',
      pdf: withCatalog('/Names << /J#61vaScript 6 0 R >> ', ['<< /Names [] >>']),
      what: 'JavaScript',
    },
    {
      name: 'JavaScript hidden in a compressed object stream',
      pdf: withCatalog('/Extra 6 0 R ', [
        streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', deflateSync(scriptInObjectStream)),
      ]),
      what: 'JavaScript',
    },
    {
      name: 'OpenAction to an action object',
      pdf: withCatalog('/OpenAction 6 0 R ', ['<< /S /URI /URI (http://x.test) >>']),
      what: 'an action that runs when it is opened',
    },
    {
      name: 'Launch action',
      pdf: withCatalog('/OpenAction [3 0 R /Fit] /Extra << /S /Launch /F (calc.exe) >> '),
      what: 'an action that launches a program',
    },
    {
      name: 'embedded file',
      pdf: withCatalog('/Names << /EmbeddedFiles << /Names [(a.exe) 6 0 R] >> >> ', ['<< /Type /Filespec >>']),
      what: 'an embedded file',
    },
    { name: 'rich media', pdf: withCatalog('/Extra << /Subtype /RichMedia >> '), what: 'rich media (Flash or video)' },
    { name: 'XFA form', pdf: withCatalog('/AcroForm << /Fields [] /XFA 6 0 R >> ', ['<< >>']), what: 'an XFA form' },
    {
      name: 'additional actions',
      pdf: withCatalog('/AA << /WC 6 0 R >> ', ['<< /S /GoTo /D [3 0 R /Fit] >>']),
      what: 'actions that run automatically',
    },
  ];
}

/** Well-formed documents the checks must accept, including an /OpenAction that only opens a page. */
export function benignCases(): { name: string; pdf: Buffer }[] {
  return [
    { name: 'plain document', pdf: buildPdf(basicObjects('Plain')) },
    { name: 'OpenAction destination', pdf: buildPdf(basicObjects('Opens page 1', '/OpenAction [3 0 R /Fit] ')) },
    {
      name: 'OpenAction referring to a destination',
      pdf: buildPdf([...basicObjects('Opens page 1', '/OpenAction 6 0 R '), '[3 0 R /XYZ 0 792 0]']),
    },
    {
      name: 'compressed content stream',
      pdf: (() => {
        const objects = basicObjects();
        objects[3] = streamObject('/Filter /FlateDecode', deflateSync('BT /F1 18 Tf 72 720 Td (Zipped) Tj ET'));
        return buildPdf(objects);
      })(),
    },
  ];
}

export const encryptedPdf = () => buildPdf(basicObjects('Locked'), '/Encrypt << /Filter /Standard /V 1 /R 2 >> ');
