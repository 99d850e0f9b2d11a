import express, { type Router } from 'express';
import { config } from '../lib/config.js';
import { addressList, clientAddressTrust } from '../lib/client-address.js';
import { withRequestContext } from '../lib/log.js';
import { errorHandler, notFoundHandler } from '../lib/errors.js';
import { authRoutes } from './auth.js';
import { applicationsRoutes } from './application.js';
import { auditRouter } from './audit.js';
import { insightsRouter } from './insights.js';
import { questionsRouter } from './questions.js';
import { surveyRouter } from './survey.js';
import { referralRoutes } from './referrals.js';
import { onboardingRoutes } from './onboarding.js';
import { settingsRouter } from './settings.js';
import { documentsRoutes } from './document.js';
import { interviewsRouter } from './interview.js';
import { jobsRoutes } from './job.js';
import { mailRouter } from './mail.js';
import { usersRoutes } from './user.js';
import { privacyRouter } from './privacy.js';
import { peopleRoutes } from './people.js';
import { talentPoolRoutes } from './talent-pools.js';
import { meRoutes } from './me.js';
import { schedulingRoutes } from './scheduling.js';
import { inboxRouter } from './inbox.js';
import { notificationsRouter } from './notifications.js';
import { searchRouter } from './search.js';
import { stageRulesRouter } from './stage-rules.js';
import { offerRouter } from './offer.js';
import { integrationRoutes } from './integrations.js';
import { mountedRoutes, openApiDocument, type OpenApiDocument } from './openapi/document.js';
import { rateLimitsFromEnv, type RateLimits } from '../lib/rate-limit.js';
import { rejectCrossOrigin, securityHeaders } from './security-headers.js';
import { checkBodyBeforeParsing, readOtherBodies } from './runtime-body-parsers.js';

export interface AppOptions {
  /** Rate limits; defaults come from RATE_LIMITS (see lib/rate-limit.ts). */
  rateLimits?: RateLimits;
  /** Proxies in front of the app, or 'per-path' as deployed; defaults to config.trustedProxyHops. */
  trustedProxyHops?: number | 'per-path';
}

/** A router and where it is mounted under /api. */
export interface ApiMount {
  path: string;
  router: Router;
}

/** Routes that are neither resources nor anyone's: health, and the API's own description. */
function serviceRoutes(mounts: () => ApiMount[]): Router {
  const router = express.Router();
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  let document: OpenApiDocument | undefined;
  /** GET /api/openapi.json: the API described in OpenAPI 3.1 (public: it names routes, not data). */
  router.get('/openapi.json', (_req, res) => {
    document ??= openApiDocument(mountedRoutes(mounts()), API_VERSION);
    res.set('Cache-Control', 'public, max-age=300').json(document);
  });
  return router;
}

/** The API's version in its description: bumped when a documented shape changes incompatibly. */
const API_VERSION = '1.0.0';

/**
 * The API's route table: every router and its mount path. createApp mounts exactly these, and the
 * ended-session test walks them, so a route added here is covered without editing that test.
 */
export function apiMounts(rateLimits: RateLimits): ApiMount[] {
  const mounts: ApiMount[] = [
    { path: '/', router: serviceRoutes(() => mounts) },
    { path: '/auth', router: authRoutes(rateLimits) },
    { path: '/document', router: documentsRoutes(rateLimits) },
    { path: '/job', router: jobsRoutes(rateLimits) },
    { path: '/application', router: applicationsRoutes(rateLimits) },
    { path: '/booking', router: schedulingRoutes(rateLimits) },
    { path: '/offer', router: offerRouter },
    { path: '/mail', router: mailRouter },
    { path: '/interview', router: interviewsRouter },
    { path: '/user', router: usersRoutes(rateLimits) },
    { path: '/me', router: meRoutes(rateLimits) },
    { path: '/inbox', router: inboxRouter },
    { path: '/notifications', router: notificationsRouter },
    { path: '/search', router: searchRouter },
    { path: '/stage-rules', router: stageRulesRouter },
    { path: '/people', router: peopleRoutes(rateLimits) },
    { path: '/talent-pools', router: talentPoolRoutes() },
    { path: '/privacy', router: privacyRouter },
    { path: '/audit', router: auditRouter },
    { path: '/insights', router: insightsRouter },
    { path: '/settings', router: settingsRouter },
    { path: '/questions', router: questionsRouter },
    { path: '/survey', router: surveyRouter },
    { path: '/referrals', router: referralRoutes(rateLimits) },
    { path: '/onboarding', router: onboardingRoutes(rateLimits) },
    { path: '/integrations', router: integrationRoutes(rateLimits) },
  ];
  return mounts;
}

/** Builds the Express app serving /api/* (no listen: Cloud Functions or tests host it). */
export function createApp(options: AppOptions = {}): express.Express {
  const rateLimits = options.rateLimits ?? rateLimitsFromEnv();
  const app = express();
  app.disable('x-powered-by');
  // Every log line written while serving a request names its path and id (lib/log.ts).
  app.use(withRequestContext);
  // req.ip is the real client (see config.trustedProxyHops): rate limits and signed offers key on it.
  const hops = options.trustedProxyHops ?? config.trustedProxyHops;
  app.set('trust proxy', hops === 'per-path' ? clientAddressTrust(addressList(config.hostingEgressCidrs)) : hops);
  app.use(securityHeaders);
  app.use(checkBodyBeforeParsing(config.bodyLimits));
  app.use(rejectCrossOrigin);
  app.use(express.json({ limit: config.bodyLimits.small }));
  app.use(readOtherBodies(config.bodyLimits));

  const api = express.Router();
  for (const { path, router } of apiMounts(rateLimits)) api.use(path, router);
  app.use('/api', api);

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
