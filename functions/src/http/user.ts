import { Router } from 'express';
import { USER_MESSAGES, VERIFY_MESSAGES } from '@hr-portal/contract';
import {
  addressProofLinkSchema,
  profileUpdateSchema,
  roleUpdateSchema,
  setPasswordSchema,
  staffCreateSchema,
  userAccessSchema,
  userListQuerySchema,
} from '@hr-portal/contract/schemas';
import { anyRole, callerOf, callerToken, requireRole } from './auth-middleware.js';
import { decodeCursor, sendPage } from '../lib/paging.js';
import { requireSafeId } from '../lib/ids.js';
import { parseInput } from './validate.js';
import { byCaller, byIp, rateLimit, type RateLimits } from '../lib/rate-limit.js';
import { sendAddressVerification } from '../flows/auth/address-verification-mail.js';
import { setOwnPassword, verifyOwnAddress } from '../flows/auth/address-proof.js';
import { changeRole, listUsersFor, signOutEverywhere, updateProfile } from '../flows/users/users.js';
import { profileFor } from '../flows/users/profile.js';
import { eraseUser } from '../flows/privacy/privacy.js';
import { provisionStaff, setAccess } from '../flows/auth/staff.js';

/** /api/user: users and profiles; sending verification e-mails is limited per user. */
export function usersRoutes(limits: RateLimits): Router {
  const usersRouter = Router();

  /** DELETE /api/user/:id: an admin erases a person everywhere the registry knows. */
  usersRouter.delete('/:id', requireRole('admin'), async (req, res) => {
    await eraseUser(callerOf(req), requireSafeId(req.params.id));
    res.json({ message: USER_MESSAGES.deleted });
  });

  /**
   * GET /api/user -> array. Admin gets full rows; hr a reduced list (no sign-in details).
   * `?role=`, `?q=` (start of email or name), `?limit=` (default 20, max 100), `?cursor=`; the next
   * page's cursor comes in the X-Next-Cursor header.
   */
  usersRouter.get('/', requireRole('admin', 'hr'), async (req, res) => {
    const { limit, cursor, role, q } = parseInput(userListQuerySchema, req.query);
    const search = q?.toLowerCase();
    const rows = await listUsersFor(callerOf(req), { role, search }, limit, search ? null : decodeCursor(cursor));
    // A search answers its first matches only (a full page has no next cursor); plain lists page by email.
    sendPage(res, rows, search ? null : limit, (last) => ({ at: 0, id: last.email }));
  });

  /** POST /api/user {name, email, role}: an admin adds a staff account (signed in to by SSO or a sign-in link). */
  usersRouter.post('/', requireRole('admin'), async (req, res) => {
    res.status(201).json(await provisionStaff(callerOf(req), parseInput(staffCreateSchema, req.body)));
  });

  /** The portal's verification e-mail to the caller's address (none when it is proven already). */
  usersRouter.post(
    '/me/verification-email',
    anyRole(),
    rateLimit(limits, [['verificationEmailPerUser', byCaller]]),
    async (req, res) => {
      const sent = await sendAddressVerification(callerOf(req).uid);
      res.json({ message: sent ? USER_MESSAGES.verificationSent : VERIFY_MESSAGES.alreadyVerified });
    },
  );

  /** The verification link opened by the account's own session: the proof is recorded, nothing else changes. */
  usersRouter.post('/me/verify-email', anyRole(), rateLimit(limits, [['verifyEmailPerIp', byIp]]), async (req, res) => {
    res.json(await verifyOwnAddress(callerOf(req), parseInput(addressProofLinkSchema, req.body)));
  });

  /** A password of the caller's own (after a proof removed theirs, or never had one); needs a recent sign-in. */
  usersRouter.post(
    '/me/password',
    anyRole(),
    rateLimit(limits, [['passwordSetPerUser', byCaller]]),
    async (req, res) => {
      const { password } = parseInput(setPasswordSchema, req.body);
      res.json(await setOwnPassword(callerOf(req), password));
    },
  );

  usersRouter.post('/me/sign-out-everywhere', anyRole(), async (req, res) => {
    await signOutEverywhere(callerOf(req).uid);
    res.json({ message: USER_MESSAGES.signedOutEverywhere });
  });

  /** A profile (name, email, role, emailVerified, lastLogin, documents). */
  usersRouter.get('/:id', anyRole(), async (req, res) => {
    res.json(await profileFor(callerOf(req), requireSafeId(req.params.id)));
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

  /** PATCH /api/user/:id/access {disabled}: an admin disables an account (ending its sessions) or enables it. */
  usersRouter.patch('/:id/access', requireRole('admin'), async (req, res) => {
    const { disabled } = parseInput(userAccessSchema, req.body);
    res.json(await setAccess(callerOf(req), requireSafeId(req.params.id), disabled));
  });

  return usersRouter;
}
