import express from 'express';
import { config } from './lib/config.js';
import { errorHandler, notFoundHandler } from './lib/errors.js';
import { authRouter } from './api/auth/router.js';
import { applicationsRouter } from './api/applications/router.js';
import { documentsRouter } from './api/documents/router.js';
import { jobsRouter } from './api/jobs/router.js';
import { usersRouter } from './api/users/router.js';
import { anyRole, callerOf } from './lib/auth-middleware.js';

/** Builds the Express app serving /api/* (no listen: Cloud Functions or tests host it). */
export function createApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(express.json({ limit: config.jsonBodyLimit }));

  const api = express.Router();
  api.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  api.use('/auth', authRouter);
  api.use('/document', documentsRouter);
  api.use('/job', jobsRouter);
  api.use('/application', applicationsRouter);
  api.use('/user', usersRouter);
  /** Who am I: the verified caller, as the server sees it. */
  api.get('/me', anyRole(), (req, res) => {
    res.json(callerOf(req));
  });
  app.use('/api', api);

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
