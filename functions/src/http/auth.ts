import { Router } from 'express';
import { MESSAGES, SIGN_IN_LINK_SENT } from '@hr-portal/contract';
import {
  addressProofLinkSchema,
  joinRequestSchema,
  linkSignInRequestSchema,
  personLinkSchema,
  loginRequestSchema,
  registerRequestSchema,
  signInLinkRequestSchema,
  providerSessionSchema,
} from '@hr-portal/contract/schemas';
import { byEmail, byIp, countingFailures, rateLimit, type RateLimits } from '../lib/rate-limit.js';
import { parseInput } from './validate.js';
import { login, loginWithLink, register, requestSignInLink } from '../flows/auth/auth.js';
import { liveSessionFor } from '../flows/auth/live-session.js';
import { callerOf, requireRole } from './auth-middleware.js';
import { joinByLink, joinDetails } from '../flows/auth/join.js';
import { providerSession, signInOptions } from '../flows/auth/providers.js';
import { verifyAddressByLink } from '../flows/auth/address-proof.js';

/**
 * Sign-up is limited per client address and per e-mail. Sign-in counts failed attempts only, per client
 * address, per e-mail + address, and per e-mail alone (counters in Firestore, lib/rate-limit.ts).
 */
export function authRoutes(limits: RateLimits): Router {
  const authRouter = Router();

  authRouter.post(
    '/register',
    rateLimit(limits, [
      ['signUpPerIp', byIp],
      ['signUpPerEmail', byEmail],
    ]),
    async (req, res) => {
      const result = await register(parseInput(registerRequestSchema, req.body));
      res.status(201).json(result);
    },
  );

  /**
   * "Create my account" from the e-mail to someone staff added: GET says whom the link is for, POST {u, n, s,
   * password} creates their (verified) candidate account and answers a session. 400 bad link, 410 spent.
   */
  authRouter.get('/join', rateLimit(limits, [['signUpPerIp', byIp]]), async (req, res) => {
    res.json(await joinDetails(parseInput(personLinkSchema, req.query)));
  });
  authRouter.post('/join', rateLimit(limits, [['signUpPerIp', byIp]]), async (req, res) => {
    const { password, ...link } = parseInput(joinRequestSchema, req.body);
    res.status(201).json(await joinByLink(link, password));
  });

  authRouter.post('/login', async (req, res) => {
    const input = parseInput(loginRequestSchema, req.body);
    const ip = byIp(req);
    const session = await countingFailures(
      limits,
      [
        ['loginFailuresPerIp', ip],
        ['loginFailuresPerEmailAndIp', `${input.email}|${ip}`],
        ['loginFailuresPerEmail', input.email],
      ],
      () => login(input),
    );
    res.json(session);
  });

  /**
   * "E-mail me a sign-in link": what the sign-in form offers while an account's failure budget is spent, so a
   * stranger's guesses never lock its owner out. Limited per address asked for and per client address.
   */
  authRouter.post(
    '/sign-in-link',
    rateLimit(limits, [
      ['signInLinkPerIp', byIp],
      ['signInLinkPerEmail', byEmail],
    ]),
    async (req, res) => {
      const { email, link } = parseInput(signInLinkRequestSchema, req.body);
      await requestSignInLink(email, link);
      res.json({ message: SIGN_IN_LINK_SENT });
    },
  );

  /**
   * The link's one-time code redeemed for a session. Not behind the password-failure counters: it is what the
   * owner uses while those are spent. The code is unguessable and single-use; requests are limited per client.
   */
  authRouter.post('/link-sign-in', rateLimit(limits, [['signInLinkPerIp', byIp]]), async (req, res) => {
    const { email, oobCode, link } = parseInput(linkSignInRequestSchema, req.body);
    res.json(await loginWithLink(email, oobCode, link));
  });

  /**
   * The verification e-mail's link opened without the account's session: the address is proven, every earlier way
   * into the account ends, and the opener is signed in (`session`). 400 not a link, 410 expired.
   */
  authRouter.post('/verify-email', rateLimit(limits, [['verifyEmailPerIp', byIp]]), async (req, res) => {
    res.json(await verifyAddressByLink(parseInput(addressProofLinkSchema, req.body)));
  });

  /** What the sign-in page offers: Google and Microsoft, and the company's SSO button when admins set one up. */
  authRouter.get('/sign-in-options', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await signInOptions());
  });

  /**
   * A Google, Microsoft or company-SSO sign-in made in the browser (its Firebase ID token) becomes a session,
   * answered like /login. 409 link_required: an account uses the address; its owner proves it first.
   */
  authRouter.post('/provider-session', rateLimit(limits, [['providerSessionPerIp', byIp]]), async (req, res) => {
    const { idToken, language } = parseInput(providerSessionSchema, req.body);
    res.json(await providerSession(idToken, language));
  });

  /**
   * POST /api/auth/live-session (hr, admin): a custom token that signs the browser's Firebase SDK in for the caller,
   * so the pipeline board reads Firestore live under the rules. The session behind it passed the wall just now.
   */
  authRouter.post('/live-session', requireRole('hr', 'admin'), async (req, res) => {
    res.json(await liveSessionFor(callerOf(req)));
  });

  /**
   * Sessions live in the browser (an ID token and its refresh token), so signing out is the client's act; the endpoint exists
   * for the spec's contract and answers the same whether or not a token is sent.
   */
  authRouter.post('/logout', (_req, res) => {
    res.json({ message: MESSAGES.signedOut });
  });

  return authRouter;
}
