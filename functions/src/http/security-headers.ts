import type { RequestHandler } from 'express';
import { MESSAGES } from '@hr-portal/contract';
import { config } from '../lib/config.js';
import { forbidden } from '../lib/errors.js';

/** Headers on every API response: JSON is never framed, sniffed, cached by shared caches, or leaked. */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.set({
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cache-Control': 'no-store',
  });
  next();
};

/**
 * The API serves only the portal's own pages: it sends no CORS headers, and a browser request that
 * announces another origin is refused before it can change anything.
 */
export const rejectCrossOrigin: RequestHandler = (req, _res, next) => {
  const origin = req.get('origin');
  if (!origin || config.allowedOrigins.includes(origin)) return next();
  next(forbidden(MESSAGES.crossOrigin));
};
