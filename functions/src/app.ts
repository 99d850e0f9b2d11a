import express from 'express';
import { config } from './lib/config.js';
import { errorHandler, notFoundHandler } from './lib/errors.js';
import { authRoutes } from './api/auth/router.js';
import { applicationsRoutes } from './api/applications/router.js';
import { auditRouter } from './api/audit/router.js';
import { settingsRouter } from './api/settings/router.js';
import { documentsRoutes } from './api/documents/router.js';
import { interviewsRouter, panelRouter } from './api/interviews/router.js';
import { jobsRouter } from './api/jobs/router.js';
import { applicationMailRouter, mailRouter, templatesRouter } from './api/mail/router.js';
import { usersRoutes } from './api/users/router.js';
import { anyRole, callerOf } from './lib/auth-middleware.js';
import { rateLimitsFromEnv, type RateLimits } from './lib/rate-limit.js';
import { rejectCrossOrigin, securityHeaders } from './lib/security-headers.js';
import { checkBodyBeforeParsing } from './lib/runtime-body-parsers.js';

export interface AppOptions {
  /** Rate limits; defaults come from RATE_LIMITS (see lib/rate-limit.ts). */
  rateLimits?: RateLimits;
  /** Proxies in front of the app; defaults to config.trustedProxyHops. */
  trustedProxyHops?: number;
}

/** Builds the Express app serving /api/* (no listen: Cloud Functions or tests host it). */
export function createApp(options: AppOptions = {}): express.Express {
  const rateLimits = options.rateLimits ?? rateLimitsFromEnv();
  const app = express();
  app.disable('x-powered-by');
  // req.ip is the real client (see config.trustedProxyHops): rate limits key on it.
  app.set('trust proxy', options.trustedProxyHops ?? config.trustedProxyHops);
  app.use(securityHeaders);
  app.use(checkBodyBeforeParsing(config.bodyLimits));
  app.use(rejectCrossOrigin);
  app.use(express.json({ limit: config.bodyLimits.small }));

  const api = express.Router();
  api.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  api.use('/auth', authRoutes(rateLimits));
  api.use('/document', documentsRoutes(rateLimits));
  api.use('/job', jobsRouter);
  api.use('/application', panelRouter, applicationMailRouter, applicationsRoutes(rateLimits));
  api.use('/mail', mailRouter);
  api.use('/interview', interviewsRouter);
  api.use('/user', usersRoutes(rateLimits));
  api.use('/audit', auditRouter);
  api.use('/settings/email-templates', templatesRouter);
  api.use('/settings', settingsRouter);
  /** Who am I: the verified caller, as the server sees it. */
  api.get('/me', anyRole(), (req, res) => {
    const { uid, email, role } = callerOf(req);
    res.json({ uid, email, role });
  });
  app.use('/api', api);

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
