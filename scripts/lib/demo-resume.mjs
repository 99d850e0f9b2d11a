// A PDF resume for demo candidates: real PDF structure (the API's checks read it like any upload).

/** Text lines as a PDF content stream, top to bottom. */
function contentOf(lines) {
  const escaped = lines.map((line) => `(${line.replace(/[()\\]/g, '')}) Tj T*`).join(' ');
  return `BT /F1 12 Tf 16 TL 72 740 Td ${escaped} ET`;
}

/**
 * A two-page resume: the name and headline, a summary, skills and experience. Latin-1 text with WinAnsi encoding,
 * so names such as Tomás read back as written (people search reads the text).
 */
export function resumePdf(name, headline, profile = {}) {
  const { skills = [], story = 'Five years in the field.', city = '' } = profile;
  const pages = [
    contentOf([name, headline, city, '', 'Summary', story, 'Open to new roles in my field.']),
    contentOf([
      'Skills',
      skills.join(', ') || 'Teamwork',
      '',
      'Experience',
      `${headline} (2019 - today)`,
      story,
      '',
      'Education',
      'B.Sc.',
    ]),
  ];
  return pdfOfPages(pages);
}

/** A PDF of pages, each a content stream (as contentOf makes). */
export function pdfOfPages(pages) {
  const kids = pages.map((_, index) => `${3 + index * 2} 0 R`).join(' ');
  const fontRef = 3 + pages.length * 2;
  const bodies = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`,
    ...pages.flatMap((page, index) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${4 + index * 2} 0 R /Resources << /Font << /F1 ${fontRef} 0 R >> >> >>`,
      `<< /Length ${Buffer.byteLength(page, 'latin1')} >>\nstream\n${page}\nendstream`,
    ]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = bodies.map((body, index) => {
    const at = Buffer.byteLength(out, 'latin1');
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A document of text pages (each a list of lines): a policy, a handbook. */
export const textPdf = (pages) => pdfOfPages(pages.map(contentOf));
