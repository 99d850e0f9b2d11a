import { Parser } from '@json2csv/plainjs';

/** A spreadsheet opens a cell starting with = + - @ (or a tab or return) as a formula: such cells are text. */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * Rows as CSV for spreadsheets: RFC 4180 (quoted cells, CRLF line ends), UTF-8 with a byte-order mark so
 * spreadsheet programs read accents right, and every text cell through `asText`.
 */
export function csvOf(fields: string[], rows: Record<string, string | number | null>[]): string {
  const parser = new Parser({ fields, withBOM: true, eol: '\r\n' });
  return parser.parse(
    rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([name, value]) => [name, typeof value === 'string' ? asText(value) : (value ?? '')]),
      ),
    ),
  );
}

/** The headers of a CSV download named `fileName`. */
export const csvHeaders = (fileName: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${fileName}"`,
  'Cache-Control': 'no-store',
});
