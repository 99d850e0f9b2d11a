import { Router, type Request } from 'express';
import {
  DOCUMENT_MESSAGES,
  DUPLICATE_MESSAGES,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  NEXT_CURSOR_HEADER,
} from '@hr-portal/contract';
import {
  duplicatePairsQuerySchema,
  invitationSchema,
  mergeSchema,
  peopleSearchQuerySchema,
  personTagsSchema,
  sourcePersonSchema,
} from '@hr-portal/contract/schemas';
import { callerOf, requireRole, requireRoleOrKey } from './auth-middleware.js';
import { isSafeId, requireSafeId } from '../lib/ids.js';
import { badRequest, notFound } from '../lib/errors.js';
import { decodeCursor, encodeCursor, sendPage, type CursorPosition } from '../lib/paging.js';
import { sealFor, unsealFor } from '../lib/signed-tokens.js';
import { byCaller, rateLimit, type RateLimits } from '../lib/rate-limit.js';
import { readMultipart } from '../lib/multipart.js';
import { parseInput } from './validate.js';
import { sourcePerson } from '../flows/sourcing/sourcing.js';
import { dismissPair, duplicatePairsOf, duplicatePairsPage } from '../flows/duplicates/pairs.js';
import { mergePeople } from '../flows/merges/merge.js';
import { undoMerge } from '../flows/merges/undo.js';
import { mergeViews } from '../flows/merges/view.js';
import { integrationView, personProfile } from '../flows/people/profile.js';
import { setTags } from '../flows/people/tags.js';
import { searchPeopleAs } from '../flows/search/search.js';
import { inviteToApply } from '../flows/talent-pools/invitations.js';

/**
 * A page cursor as search sends it: after a person, by their id (decodeCursor checks the sort value). An
 * integration's cursor is sealed: its page may end on someone the key may not see, whose id it must not learn.
 */
function searchCursor(cursor: string | undefined, sealed: boolean): CursorPosition | null {
  const opened = sealed && cursor ? unsealFor('sealed-cursor', cursor) : cursor;
  if (opened === null) throw badRequest(MESSAGES.cursorInvalid);
  const after = decodeCursor(opened);
  if (after && !isSafeId(after.id)) throw badRequest(MESSAGES.cursorInvalid);
  return after;
}

/** A pair's id: two person ids joined by `__`. */
function requirePairId(id: string | undefined): string {
  const [a, b, ...rest] = String(id ?? '').split('__');
  if (!a || !b || rest.length > 0 || !isSafeId(a) || !isSafeId(b)) throw notFound(DUPLICATE_MESSAGES.pairNotFound);
  return `${a}__${b}`;
}

/** Room for a form's links, one per line (PROFILE_LIMITS.links of PROFILE_LIMITS.linkLength). */
const FORM_FIELD_BYTES = 4096;

/**
 * POST /api/people's body: JSON, or multipart with the resume in `file` and `links` one per line (a browser form).
 * Validated either way by the same schema.
 */
async function sourcingRequest(req: Request) {
  if (!req.is('multipart/form-data')) return { input: parseInput(sourcePersonSchema, req.body), file: null };
  const { fields, file } = await readMultipart(req, MAX_UPLOAD_BYTES + 1, DOCUMENT_MESSAGES.tooLarge, FORM_FIELD_BYTES);
  const links = fields.links
    ?.split(/\r?\n/)
    .map((link) => link.trim())
    .filter(Boolean);
  return { input: parseInput(sourcePersonSchema, { ...fields, ...(links ? { links } : {}) }), file };
}

/** /api/people: people search, and one person across every job, for hr and admins. */
export function peopleRoutes(limits: RateLimits) {
  const peopleRouter = Router();
  // Integrations with a key holding people:read search and read people as hr do.
  const readPeople = requireRoleOrKey(limits, 'people:read', 'hr', 'admin');

  /**
   * GET /api/people?q=&tag=&pool=&jobId=&stage=&source=&talentPool=true&cursor= -> PersonSearchResultDto[] and,
   * when more may follow, X-Next-Cursor. Counted against searchPerUser.
   */
  peopleRouter.get('/', readPeople, rateLimit(limits, [['searchPerUser', byCaller]]), async (req, res) => {
    const { limit, cursor, ...query } = parseInput(peopleSearchQuerySchema, req.query);
    const caller = callerOf(req);
    const sealed = caller.integration !== undefined;
    const { results, next } = await searchPeopleAs(caller, {
      ...query,
      jobId: query.jobId === undefined ? undefined : requireSafeId(query.jobId),
      pool: query.pool === undefined ? undefined : requireSafeId(query.pool),
      limit,
      after: searchCursor(cursor, sealed),
    });
    if (next) res.set(NEXT_CURSOR_HEADER, sealed ? sealFor('sealed-cursor', encodeCursor(next)) : encodeCursor(next));
    res.json(results);
  });

  /**
   * POST /api/people (hr, admin) -> 201 SourcedPersonDto: adds someone who did not apply, optionally with a resume
   * and on a job's pipeline; they are e-mailed at once that we hold their data (GDPR Article 14).
   */
  peopleRouter.post(
    '/',
    requireRole('hr', 'admin'),
    rateLimit(limits, [['sourcingPerUser', byCaller]]),
    async (req, res) => {
      const { input, file } = await sourcingRequest(req);
      res.status(201).json(await sourcePerson(callerOf(req), input, file));
    },
  );

  /**
   * GET /api/people/duplicates?cursor=&person= -> DuplicatePairDto[] (hr, admin): open pairs, newest first, paged;
   * with `person`, only the pairs that person is in.
   */
  peopleRouter.get('/duplicates', requireRole('hr', 'admin'), async (req, res) => {
    const { limit, cursor, person } = parseInput(duplicatePairsQuerySchema, req.query);
    if (person) return void res.json(await duplicatePairsOf(person));
    const after = decodeCursor(cursor);
    if (after && !isSafeId(after.id.replace('__', ''))) throw badRequest(MESSAGES.cursorInvalid);
    const { records, pairs } = await duplicatePairsPage(limit, after);
    const byId = new Map(pairs.map((pair) => [pair._id, pair]));
    sendPage(
      res,
      records,
      limit,
      (last) => ({ at: last.foundAt?.getTime() ?? 0, id: last.id }),
      (record) => byId.get(record.id) ?? null,
    );
  });

  /** POST /api/people/duplicates/:id/dismiss (hr, admin): they are different people; the pair stays closed. */
  peopleRouter.post('/duplicates/:id/dismiss', requireRole('hr', 'admin'), async (req, res) => {
    await dismissPair(callerOf(req), requirePairId(String(req.params.id)));
    res.json({ message: DUPLICATE_MESSAGES.dismissed });
  });

  /**
   * POST /api/people/merges/:mergeId/undo (hr, admin) -> MergeDto: within 30 days, both people back as they were;
   * 409 naming what happened since when that makes it unsafe.
   */
  peopleRouter.post('/merges/:mergeId/undo', requireRole('hr', 'admin'), async (req, res) => {
    const [merge] = await mergeViews([await undoMerge(callerOf(req), requireSafeId(req.params.mergeId))]);
    res.json(merge);
  });

  /**
   * POST /api/people/:uid/merge {other} (hr, admin) -> MergeDto: the other person's records move to this one (the
   * survivor); the other's sign-in is disabled. Asking again finishes a merge that failed half-way.
   */
  peopleRouter.post('/:uid/merge', requireRole('hr', 'admin'), async (req, res) => {
    const { other } = parseInput(mergeSchema, req.body);
    const merged = await mergePeople(callerOf(req), requireSafeId(req.params.uid), requireSafeId(other));
    const [merge] = await mergeViews([merged]);
    res.json(merge);
  });

  /** GET /api/people/:uid -> PersonProfileDto (hr, admin). */
  peopleRouter.get('/:uid', readPeople, async (req, res) => {
    const caller = callerOf(req);
    const profile = await personProfile(caller, requireSafeId(req.params.uid));
    res.json(caller.integration ? integrationView(profile) : profile);
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
