import { Router } from 'express';
import { loginRequestSchema, registerRequestSchema } from '@hr-portal/contract/schemas';
import { byEmail, byIp, rateLimit, type RateLimits } from '../../lib/rate-limit.js';
import { parseInput } from '../../lib/validate.js';
import { login, register } from './service.js';

/** Sign-up and login are limited per IP and per email address (counters in Firestore). */
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

  authRouter.post(
    '/login',
    rateLimit(limits, [
      ['loginPerIp', byIp],
      ['loginPerEmail', byEmail],
    ]),
    async (req, res) => {
      res.json(await login(parseInput(loginRequestSchema, req.body)));
    },
  );

  /**
   * Sessions live in Firebase Auth on the client, so signing out is the client's act; the endpoint exists
   * for the spec's contract and answers the same whether or not a token is sent.
   */
  authRouter.post('/logout', (_req, res) => {
    res.json({ message: 'Signed out' });
  });

  return authRouter;
}
