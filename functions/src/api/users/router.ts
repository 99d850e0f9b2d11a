import { Router } from 'express';
import { ERROR_CODES, MESSAGES, ROLES, USER_MESSAGES } from '@hr-portal/contract';
import { profileUpdateSchema, roleUpdateSchema } from '@hr-portal/contract/schemas';
import { anyRole, callerOf, callerToken, requireRole } from '../../lib/auth-middleware.js';
import { decodeCursor, parseLimit, setNextCursor } from '../../lib/cursor.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { requireSafeId } from '../../lib/ids.js';
import { optionalChoice, optionalQueryText, parseInput } from '../../lib/validate.js';
import { byCaller, rateLimit, type RateLimits } from '../../lib/rate-limit.js';
import { documentsOf, mayView } from '../documents/service.js';
import { sendVerificationEmail } from '../auth/identity-toolkit.js';
import { listUsers } from './admin-repository.js';
import { changeRole, deleteUser, profileOf, signOutEverywhere, updateProfile } from './service.js';

/** Users and profiles; sending verification e-mails is limited per user. */
export function usersRoutes(limits: RateLimits): Router {
  const usersRouter = Router();

  /**
   * GET /api/user -> array (spec §7). Admin gets full rows; hr a reduced list (no sign-in details).
   * `?role=`, `?q=` (start of email or name), `?limit=` (default 20, max 100), `?cursor=`; the next
   * page's cursor comes in the X-Next-Cursor header.
   */
  usersRouter.get('/', requireRole('admin', 'hr'), async (req, res) => {
    const caller = callerOf(req);
    const role = optionalChoice(req.query.role, ROLES, 'role');
    const q = optionalQueryText(req.query.q, 'q');
    const limit = parseLimit(req.query.limit, 20, 100);
    const search = q?.toLowerCase() || undefined;
    const rows = await listUsers({ role, search }, limit, search ? null : decodeCursor(req.query.cursor));
    // A search returns the first matches only; plain lists page by email.
    if (!search) setNextCursor(res, rows, limit, (last) => ({ at: 0, id: last.email }));
    res.json(
      caller.role === 'admin'
        ? rows
        : rows.map(({ _id, name, email, role: userRole }) => ({ _id, name, email, role: userRole })),
    );
  });

  usersRouter.post(
    '/me/verification-email',
    anyRole(),
    rateLimit(limits, [['verificationEmailPerUser', byCaller]]),
    async (req, res) => {
      const sent = await sendVerificationEmail(callerToken(req));
      res
        .status(sent ? 200 : 502)
        .json(
          sent
            ? { message: USER_MESSAGES.verificationSent }
            : { message: MESSAGES.emailNotSent, code: ERROR_CODES.emailFailed },
        );
    },
  );

  usersRouter.post('/me/sign-out-everywhere', anyRole(), async (req, res) => {
    await signOutEverywhere(callerOf(req).uid);
    res.json({ message: USER_MESSAGES.signedOutEverywhere });
  });

  /** A profile: the user themself, hr or admin (spec §7: name, email, role, emailVerified, lastLogin, documents). */
  usersRouter.get('/:id', anyRole(), async (req, res) => {
    const caller = callerOf(req);
    const id = requireSafeId(req.params.id);
    if (id !== caller.uid && caller.role !== 'admin' && caller.role !== 'hr')
      throw forbidden('You can only view your own profile');
    const profile = await profileOf(id);
    if (!profile) throw notFound(USER_MESSAGES.userNotFound);
    const documents = (await mayView(caller, id)) ? await documentsOf(id) : [];
    res.json({ ...profile, documents });
  });

  // A new address gets a verification link: that counts as a verification e-mail.
  const emailChangeLimit = rateLimit(limits, [
    ['verificationEmailPerUser', (req) => (req.body?.email === undefined ? undefined : byCaller(req))],
  ]);
  usersRouter.patch('/:id', anyRole(), emailChangeLimit, async (req, res) => {
    const fields = parseInput(profileUpdateSchema, req.body);
    res.json(await updateProfile(callerOf(req), callerToken(req), requireSafeId(req.params.id), fields));
  });

  usersRouter.patch('/:id/role', requireRole('admin'), async (req, res) => {
    const { role } = parseInput(roleUpdateSchema, req.body);
    res.json(await changeRole(callerOf(req), requireSafeId(req.params.id), role));
  });

  usersRouter.delete('/:id', requireRole('admin'), async (req, res) => {
    await deleteUser(callerOf(req), requireSafeId(req.params.id));
    res.json({ message: 'User deleted' });
  });

  return usersRouter;
}
