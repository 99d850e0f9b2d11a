import { DOCUMENT_MESSAGES, MAX_FILE_NAME_LENGTH } from '@hr-portal/contract';
import { badRequest } from '../../lib/errors.js';

/**
 * The name to store and show. Names with folder parts or control characters, or longer than the limit, are
 * refused (browsers send a bare name, so only crafted requests hit this); other unusual characters become
 * `_`. Letters of any script are kept, and the name always ends in .pdf.
 */
export function checkedFileName(original: string): string {
  if (/[\\/]/.test(original) || /[\p{Cc}\p{Cf}]/u.test(original) || original.split('.').every((part) => part === '')) {
    throw badRequest(DOCUMENT_MESSAGES.fileNameHasPath);
  }
  if (original.length > MAX_FILE_NAME_LENGTH) throw badRequest(DOCUMENT_MESSAGES.fileNameTooLong);
  let name = original
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/_+/g, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!/\.pdf$/i.test(name)) name = `${name || 'document'}.pdf`;
  return name.slice(0, -4) ? name : 'document.pdf';
}

/** A title (a job's) as part of a file name the portal makes: safe characters only, at most 80 of them. */
export const fileNamePart = (title: string, fallback: string) =>
  title.replace(/[^A-Za-z0-9 ._-]+/g, '-').slice(0, 80) || fallback;
