import { Router } from 'express';
import { DOCUMENT_MESSAGES, MAX_UPLOAD_BYTES } from '@hr-portal/contract';
import { anyRole, callerOf, requireRole } from '../../lib/auth-middleware.js';
import { decodeCursor, parseLimit } from '../../lib/cursor.js';
import { requireSafeId } from '../../lib/ids.js';
import { readMultipart } from '../../lib/multipart.js';
import { byCaller, rateLimit, type RateLimits } from '../../lib/rate-limit.js';
import { sendPdf } from '../../lib/send-pdf.js';
import { deleteDocument, documentsOf, listAll, openDocumentFile, uploadDocument } from './service.js';

export function documentsRoutes(limits: RateLimits): Router {
  const documentsRouter = Router();

  documentsRouter.post('/upload', anyRole(), rateLimit(limits, [['uploadPerUser', byCaller]]), async (req, res) => {
    // Room for the multipart envelope around a file at the limit; the file itself is checked exactly.
    const upload = await readMultipart(req, MAX_UPLOAD_BYTES + 1, DOCUMENT_MESSAGES.tooLarge);
    res.status(201).json(await uploadDocument(callerOf(req), upload));
  });

  documentsRouter.get('/my', anyRole(), async (req, res) => {
    res.json(await documentsOf(callerOf(req).uid));
  });

  documentsRouter.get('/', requireRole('admin'), async (req, res) => {
    const limit = parseLimit(req.query.limit, 20, 100);
    res.json(await listAll(limit, decodeCursor(req.query.cursor)));
  });

  documentsRouter.delete('/:id', anyRole(), async (req, res) => {
    await deleteDocument(callerOf(req), requireSafeId(req.params.id));
    res.json({ message: 'Document deleted' });
  });

  /** Opened from a plain link in a new tab: authorised by the link's signature, not a bearer header. */
  documentsRouter.get('/:id/file', async (req, res) => {
    const { bytes, fileName } = await openDocumentFile(
      requireSafeId(req.params.id),
      req.query.expires,
      req.query.signature,
    );
    sendPdf(res, bytes, fileName);
  });

  return documentsRouter;
}
