/**
 * Builds real, parseable PDFs (correct cross-reference offsets) for tests, optionally padded to a size with a
 * harmless extra stream so large-file paths can be exercised with valid documents.
 */
export function makePdf(text = 'Curriculum vitae', padToBytes = 0): Buffer {
  const objects = basicObjects(text);
  const overhead = 1200;
  if (padToBytes > overhead) objects.push(streamObject('', Buffer.from('x'.repeat(padToBytes - overhead))));
  return buildPdf(objects);
}

/** Catalog, page tree with one page, its content and a font: objects 1 to 5 of a minimal document. */
export function basicObjects(text = 'Curriculum vitae', catalogExtra = ''): (string | Buffer)[] {
  const content = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  return [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    streamObject('', Buffer.from(content, 'latin1')),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
}

/**
 * A resume of several pages, each a list of lines (Latin-1 text: accents such as ü survive, via WinAnsi), so
 * text extraction and search can be tested on real, multi-page documents.
 */
export function makeResumePdf(pages: string[][]): Buffer {
  const pageIds = pages.map((_, i) => 4 + i * 2);
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  for (const [i, lines] of pages.entries()) {
    const shown = lines.map((line) => `(${line.replace(/[()\\]/g, '')}) Tj T*`).join(' ');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${pageIds[i]! + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
      streamObject('', Buffer.from(`BT /F1 11 Tf 14 TL 56 740 Td ${shown} ET`, 'latin1')),
    );
  }
  return buildPdf(objects);
}

/** An indirect stream object's body: its dictionary (with /Length added) and raw bytes. */
export function streamObject(dict: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/** A PDF whose object N is objects[N - 1], with a correct cross-reference table; object 1 is the catalog. */
export function buildPdf(objects: (string | Buffer)[], trailerExtra = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      typeof object === 'string' ? Buffer.from(object, 'latin1') : object,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const table = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${table}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${length}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/** A tiny real PNG (1x1), to be sent under a .pdf name. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body with one file in the field `file` (and optional text fields). */
export function multipart(
  fileName: string,
  bytes: Buffer,
  contentType = 'application/pdf',
  fields: Record<string, string> = {},
) {
  const boundary = `----hrportal${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
