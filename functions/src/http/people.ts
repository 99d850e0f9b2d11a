import { Router } from 'express';
import { MESSAGES, NEXT_CURSOR_HEADER } from '@hr-portal/contract';
import { invitationSchema, peopleSearchQuerySchema, personTagsSchema } from '@hr-portal/contract/schemas';
import { callerOf, requireRole } from './auth-middleware.js';
import { isSafeId, requireSafeId } from '../lib/ids.js';
import { badRequest } from '../lib/errors.js';
import { decodeCursor, encodeCursor, type CursorPosition } from '../lib/paging.js';
import { byCaller, rateLimit, type RateLimits } from '../lib/rate-limit.js';
import { parseInput } from './validate.js';
import { personProfile } from '../flows/people/profile.js';
import { setTags } from '../flows/people/tags.js';
import { searchPeople } from '../flows/search/search.js';
import { inviteToApply } from '../flows/talent-pools/invitations.js';

/** A page cursor as search sends it: after a person, by their id (decodeCursor checks the sort value). */
function searchCursor(cursor: string | undefined): CursorPosition | null {
  const after = decodeCursor(cursor);
  if (after && !isSafeId(after.id)) throw badRequest(MESSAGES.cursorInvalid);
  return after;
}

/** /api/people: people search, and one person across every job, for hr and admins. */
export function peopleRoutes(limits: RateLimits) {
  const peopleRouter = Router();

  /**
   * GET /api/people?q=&tag=&pool=&jobId=&stage=&source=&talentPool=true&cursor= -> PersonSearchResultDto[] and,
   * when more may follow, X-Next-Cursor. Counted against searchPerUser.
   */
  peopleRouter.get(
    '/',
    requireRole('hr', 'admin'),
    rateLimit(limits, [['searchPerUser', byCaller]]),
    async (req, res) => {
      const { limit, cursor, ...query } = parseInput(peopleSearchQuerySchema, req.query);
      const { results, next } = await searchPeople({
        ...query,
        jobId: query.jobId === undefined ? undefined : requireSafeId(query.jobId),
        pool: query.pool === undefined ? undefined : requireSafeId(query.pool),
        limit,
        after: searchCursor(cursor),
      });
      if (next) res.set(NEXT_CURSOR_HEADER, encodeCursor(next));
      res.json(results);
    },
  );

  /** GET /api/people/:uid -> PersonProfileDto (hr, admin). */
  peopleRouter.get('/:uid', requireRole('hr', 'admin'), async (req, res) => {
    res.json(await personProfile(callerOf(req), requireSafeId(req.params.uid)));
  });

  /** PUT /api/people/:uid/tags {tags} -> {tags}: the whole list, kept once per tag in any case; audited. */
  peopleRouter.put('/:uid/tags', requireRole('hr', 'admin'), async (req, res) => {
    const { tags } = parseInput(personTagsSchema, req.body);
    res.json({ tags: await setTags(callerOf(req), requireSafeId(req.params.uid), tags) });
  });

  /**
   * POST /api/people/:uid/invitations {jobId} -> 201 InvitationDto: e-mails someone in the talent pool the job's
   * link; 409 when their consent ended, they applied or were invited already, or the job is not open.
   */
  peopleRouter.post(
    '/:uid/invitations',
    requireRole('hr', 'admin'),
    rateLimit(limits, [['invitationsPerUser', byCaller]]),
    async (req, res) => {
      const { jobId } = parseInput(invitationSchema, req.body);
      res.status(201).json(await inviteToApply(callerOf(req), requireSafeId(req.params.uid), requireSafeId(jobId)));
    },
  );

  return peopleRouter;
}
