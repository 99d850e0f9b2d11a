import { Router } from 'express';
import { quickSearchQuerySchema } from '@hr-portal/contract/schemas';
import { anyRole, callerOf } from './auth-middleware.js';
import { parseInput } from './validate.js';
import { quickSearch } from '../flows/search/quick-search.js';

/** /api/search: the shell's search, answering only what the caller may see. */
export const searchRouter = Router();

searchRouter.get('/', anyRole(), async (req, res) => {
  const { q } = parseInput(quickSearchQuerySchema, req.query);
  res.json(await quickSearch(callerOf(req), q));
});
