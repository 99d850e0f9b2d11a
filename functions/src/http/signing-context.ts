import type { Request } from 'express';
import type { SigningContext } from '../flows/shared/signing.js';

/** The client's address as req.ip resolves it (lib/client-address.ts; the Functions emulator's socket has none). */
export const signingContextOf = (req: Request): SigningContext => ({
  address: req.ip || 'unknown',
  userAgent: req.get('user-agent') ?? '',
});
