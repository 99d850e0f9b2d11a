import { Router } from 'express';
import {
  talentPoolCreateSchema,
  talentPoolMemberSchema,
  talentPoolMembersQuerySchema,
  talentPoolNoteSchema,
  talentPoolsQuerySchema,
  talentPoolUpdateSchema,
} from '@hr-portal/contract/schemas';
import { callerOf, requireRole } from './auth-middleware.js';
import { config } from '../lib/config.js';
import { requireSafeId } from '../lib/ids.js';
import { decodeCursor, sendPage } from '../lib/paging.js';
import { parseInput } from './validate.js';
import { changeTalentPool, createTalentPool, requirePool, talentPools } from '../flows/talent-pools/pools.js';
import { addToPool, poolMembers, removeFromPool, setPoolNote } from '../flows/talent-pools/members.js';
import { sweepPools } from '../flows/talent-pools/expiry.js';

/** /api/talent-pools: named pools of people hr keep in mind, for hr and admins. */
export function talentPoolRoutes(): Router {
  const router = Router();
  const staff = requireRole('hr', 'admin');
  const poolId = (req: { params: { id?: string } }) => requireSafeId(req.params.id);

  /** GET /api/talent-pools?archived=&limit=&cursor= -> TalentPoolDto[], newest first. */
  router.get('/', staff, async (req, res) => {
    const { limit, cursor, archived } = parseInput(talentPoolsQuerySchema, req.query);
    const pools = await talentPools(archived ?? false, limit, decodeCursor(cursor));
    sendPage(
      res,
      pools,
      limit,
      (last) => ({ at: last.createdAtMs, id: last._id }),
      ({ createdAtMs: _, ...pool }) => pool,
    );
  });

  /** POST /api/talent-pools {name} -> 201 TalentPoolDto; 409 when another pool has the name. */
  router.post('/', staff, async (req, res) => {
    const { name } = parseInput(talentPoolCreateSchema, req.body);
    const { createdAtMs: _, ...pool } = await createTalentPool(callerOf(req), name);
    res.status(201).json(pool);
  });

  // The hourly sweep is a scheduled function (index.ts), which the emulators do not run: here it runs on demand.
  if (config.emulated) {
    router.post('/sweep/run', requireRole('admin'), async (_req, res) => {
      res.json({ left: await sweepPools() });
    });
  }

  /** GET /api/talent-pools/:id -> TalentPoolDto. */
  router.get('/:id', staff, async (req, res) => {
    const { createdAtMs: _, ...pool } = await requirePool(poolId(req));
    res.json(pool);
  });

  /** PATCH /api/talent-pools/:id {name?, archived?} -> TalentPoolDto: rename, archive or restore. */
  router.patch('/:id', staff, async (req, res) => {
    const change = parseInput(talentPoolUpdateSchema, req.body);
    const { createdAtMs: _, ...pool } = await changeTalentPool(callerOf(req), poolId(req), change);
    res.json(pool);
  });

  /** GET /api/talent-pools/:id/members?limit=&cursor= -> TalentPoolMemberDto[], newest first. */
  router.get('/:id/members', staff, async (req, res) => {
    const { limit, cursor } = parseInput(talentPoolMembersQuerySchema, req.query);
    const rows = await poolMembers(poolId(req), limit, decodeCursor(cursor));
    sendPage(
      res,
      rows,
      limit,
      (last) => ({ at: last.at, id: last.id }),
      (row) => row.view,
    );
  });

  /** POST /api/talent-pools/:id/members {uid, note?} -> 201: consented people, or people with an open application. */
  router.post('/:id/members', staff, async (req, res) => {
    const { uid, note } = parseInput(talentPoolMemberSchema, req.body);
    await addToPool(callerOf(req), poolId(req), requireSafeId(uid), note ?? '');
    res.status(201).json({ poolId: poolId(req), uid });
  });

  /** DELETE /api/talent-pools/:id/members/:uid -> 204. */
  router.delete('/:id/members/:uid', staff, async (req, res) => {
    await removeFromPool(callerOf(req), poolId(req), requireSafeId(req.params.uid));
    res.status(204).end();
  });

  /** PUT /api/talent-pools/:id/members/:uid/note {note} -> {note}. */
  router.put('/:id/members/:uid/note', staff, async (req, res) => {
    const { note } = parseInput(talentPoolNoteSchema, req.body);
    await setPoolNote(callerOf(req), poolId(req), requireSafeId(req.params.uid), note);
    res.json({ note });
  });

  return router;
}
