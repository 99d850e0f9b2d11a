/** Upload limits and texts for PDF documents. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const PDF_MIME_TYPE = 'application/pdf';
export const MAX_FILE_NAME_LENGTH = 200;

export const DOCUMENT_MESSAGES = {
  noFile: 'Please select a file',
  notPdf: 'Only PDF files allowed',
  unreadablePdf: 'This PDF could not be read. It may be damaged or incomplete.',
  tooLarge: 'The file is larger than 10 MB',
  linkInvalid: 'This link is invalid or has expired. Open the document again from the portal.',
  fileNameHasPath: 'The file name must not contain folders or control characters',
  fileNameTooLong: 'The file name must be at most 200 characters',
  encryptedPdf: 'Password-protected or encrypted PDFs are not accepted. Upload an unprotected copy.',
  notFound: 'Document not found',
  deleted: 'Document deleted',
  cannotDelete: 'You cannot delete this document',
  ownUploadsOnly: 'You can only upload your own documents',
  ownerUnknown: 'ownerId does not match any user',
  employeesOnly: 'Documents can be uploaded for employees only',
  notMultipart: 'Send the file as multipart/form-data in the field "file"',
} as const;

/** Why a PDF that parses was still refused: active content, or a file built to exhaust the server. */
export const PDF_REFUSALS = {
  activeContent: (what: string) =>
    `This PDF contains ${what}, which is not allowed. Print or export it to a new PDF and upload that.`,
  tooComplex: (why: string) =>
    `This PDF cannot be checked safely because ${why}. Print or export it to a new PDF and upload that.`,
};

/** A document as the API returns it. `filePath` is a short-lived link that opens the PDF in a new tab. */
export interface DocumentDto {
  _id: string;
  fileName: string;
  filePath: string;
  mimeType: string;
  size: number;
  ownerId: string;
  createdAt: string | null;
}

export interface DocumentWithOwnerDto extends DocumentDto {
  owner: { _id: string; name: string; email: string; role: string } | null;
}

/**
 * One page of a list as a client holds it: every list endpoint answers a JSON array and, when there may be
 * more, the next page's cursor in the X-Next-Cursor header (send it back as `?cursor=`).
 */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
