import { Router } from 'express';
import { personTagsSchema } from '@hr-portal/contract/schemas';
import { callerOf, requireRole } from './auth-middleware.js';
import { requireSafeId } from '../lib/ids.js';
import { parseInput } from './validate.js';
import { personProfile } from '../flows/people/profile.js';
import { setTags } from '../flows/people/tags.js';

/** /api/people: one person across every job, for hr and admins. */
export const peopleRouter = Router();

/** GET /api/people/:uid -> PersonProfileDto (hr, admin). */
peopleRouter.get('/:uid', requireRole('hr', 'admin'), async (req, res) => {
  res.json(await personProfile(callerOf(req), requireSafeId(req.params.uid)));
});

/** PUT /api/people/:uid/tags {tags} -> {tags}: the whole list, kept once per tag in any case; audited. */
peopleRouter.put('/:uid/tags', requireRole('hr', 'admin'), async (req, res) => {
  const { tags } = parseInput(personTagsSchema, req.body);
  res.json({ tags: await setTags(callerOf(req), requireSafeId(req.params.uid), tags) });
});
