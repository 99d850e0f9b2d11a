import { Router } from 'express';
import { anyRole, callerOf } from '../../lib/auth-middleware.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { requireSafeId } from '../../lib/ids.js';
import { documentsOf, mayView } from '../documents/service.js';
import { readProfile } from './repository.js';

export const usersRouter = Router();

/** A profile: the user themself, hr or admin (spec §7: name, email, role, emailVerified, lastLogin, documents). */
usersRouter.get('/:id', anyRole(), async (req, res) => {
  const caller = callerOf(req);
  const id = requireSafeId(req.params.id);
  if (id !== caller.uid && caller.role !== 'admin' && caller.role !== 'hr')
    throw forbidden('You can only view your own profile');
  const profile = await readProfile(id);
  if (!profile) throw notFound('User not found');
  const documents = (await mayView(caller, id)) ? await documentsOf(id) : [];
  res.json({ ...profile, documents });
});
