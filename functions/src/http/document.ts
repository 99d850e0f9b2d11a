import { Router } from 'express';
import { DOCUMENT_MESSAGES, MAX_UPLOAD_BYTES } from '@hr-portal/contract';
import { documentListQuerySchema, ownListQuerySchema } from '@hr-portal/contract/schemas';
import { anyRole, callerOf, requireRole } from './auth-middleware.js';
import { byCreation, decodeCursor, sendPage } from '../lib/paging.js';
import { requireSafeId } from '../lib/ids.js';
import { readMultipart } from '../lib/multipart.js';
import { byCaller, rateLimit, type RateLimits } from '../lib/rate-limit.js';
import { signedPdfRoute } from './send-pdf.js';
import { parseInput } from './validate.js';
import {
  deleteDocument,
  documentsOf,
  listAll,
  openDocumentFile,
  toDto,
  uploadDocument,
} from '../flows/documents/documents.js';

export function documentsRoutes(limits: RateLimits): Router {
  const documentsRouter = Router();

  documentsRouter.post('/upload', anyRole(), rateLimit(limits, [['uploadPerUser', byCaller]]), async (req, res) => {
    // Room for the multipart envelope around a file at the limit; the file itself is checked exactly.
    const upload = await readMultipart(req, MAX_UPLOAD_BYTES + 1, DOCUMENT_MESSAGES.tooLarge);
    res.status(201).json(await uploadDocument(callerOf(req), upload));
  });

  /** The caller's documents, newest first, paged (`?limit=` default 100). */
  documentsRouter.get('/my', anyRole(), async (req, res) => {
    const { limit, cursor } = parseInput(ownListQuerySchema, req.query);
    const records = await documentsOf(callerOf(req).uid, limit, decodeCursor(cursor));
    sendPage(res, records, limit, byCreation, toDto);
  });

  /** Admin: every document with its owner, newest first (`?limit=` default 20). */
  documentsRouter.get('/', requireRole('admin'), async (req, res) => {
    const { limit, cursor } = parseInput(documentListQuerySchema, req.query);
    const { records, toDto: withOwner } = await listAll(limit, decodeCursor(cursor));
    sendPage(res, records, limit, byCreation, withOwner);
  });

  documentsRouter.delete('/:id', anyRole(), async (req, res) => {
    await deleteDocument(callerOf(req), requireSafeId(req.params.id));
    res.json({ message: DOCUMENT_MESSAGES.deleted });
  });

  documentsRouter.get('/:id/file', signedPdfRoute(openDocumentFile));

  return documentsRouter;
}
