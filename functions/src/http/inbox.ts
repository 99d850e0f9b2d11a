import { Router } from 'express';
import { anyRole, callerOf } from './auth-middleware.js';
import { inboxOf } from '../flows/inbox/inbox.js';

/** /api/inbox: "Needs you", what waits for the signed-in person (their own items and their role's queues). */
export const inboxRouter = Router();

inboxRouter.get('/', anyRole(), async (req, res) => {
  res.json(await inboxOf(callerOf(req)));
});
