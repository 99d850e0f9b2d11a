import express, { type Request, type Response } from 'express';
import {
  isExpired,
  JOB_TYPES,
  RETENTION_MESSAGES,
  SOURCE_PATTERN,
  SOURCING_MESSAGES,
  type JobDto,
  type JobType,
} from '@hr-portal/contract';
import { decodeCursor, encodeCursor } from '../../lib/paging.js';
import { jobAtAddress, jobsForFeeds, jobsForSitemap, publicJobs } from '../../flows/careers/careers.js';
import { indeedFeed, linkedinFeed } from './feeds.js';
import { CAREERS_LANGUAGES, CAREERS_TEXTS, careersPrefix } from './texts.js';
import { openJobFacets } from '../../flows/jobs/jobs.js';
import { config } from '../../lib/config.js';
import { canonicalAddress } from './short-cache.js';
import { shortCache } from '../../lib/short-cache.js';
import { longDate } from '../../lib/timestamps.js';
import { careersUrl, jobPageUrl } from './job-posting.js';
import {
  goneJobPage,
  jobListPage,
  jobPage,
  keepDataPage,
  messagePage,
  removeDataPage,
  privacyPage,
  type ListFilters,
} from './pages.js';
import { keepDataByLink } from '../../flows/privacy/privacy.js';
import { removeByLink } from '../../flows/privacy/remove-link.js';
import { currentPrivacyNotice } from '../../flows/settings/settings.js';
import { log, withRequestContext } from '../../lib/log.js';

const PAGE_SIZE = 20;
/** What the job list reads from its address: the filter form's fields and the page cursor. */
const LIST_PARAMETERS = ['department', 'location', 'type', 'cursor'];
/** The CDN keeps a page 5 minutes and may serve it 10 more while refreshing: a closed job leaves within minutes. */
const CDN_CACHE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';
const isOpen = (job: JobDto) => job.isActive && !isExpired(job.validThrough);

function html(res: Response, status: number, body: string, cache = CDN_CACHE) {
  res.status(status).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cache }).send(body);
}

const text = (value: unknown, max = 100) =>
  typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : undefined;

function listFilters(query: Request['query']): ListFilters | null {
  const type = text(query.type);
  if (type && !JOB_TYPES.includes(type as JobType)) return null;
  return { department: text(query.department), location: text(query.location), type: type as JobType | undefined };
}

/**
 * The public careers site and privacy notice, server-rendered (a Hosting rewrite sends /careers, /careers/**,
 * /privacy, /sitemap.xml and /feeds/* here; robots.txt is a static file the web build writes). No sign-in, no JavaScript; closed jobs answer 410 and leave the sitemap.
 */
export function createCareersApp(options: { cacheSeconds?: number } = {}) {
  const cache = shortCache((options.cacheSeconds ?? config.careersCacheSeconds) * 1000);
  const facets = () => cache('facets', openJobFacets);
  const app = express();
  app.disable('x-powered-by');
  app.use(withRequestContext);
  app.set('etag', false);

  // A parameter a page does not read would only make a new CDN cache key (and a full read): it is dropped by a
  // permanent redirect to the canonical address, before anything is read.
  const onlyKnownParameters =
    (...allowed: string[]): express.RequestHandler =>
    (req, res, next) => {
      const canonical = canonicalAddress(req.path, req.query, allowed);
      if (canonical === null) return next();
      res.set('Cache-Control', CDN_CACHE).redirect(301, canonical);
    };

  // Each language's careers pages: /careers in English, /de/careers, /fr/careers and /es/careers.
  for (const lang of CAREERS_LANGUAGES) {
    const careers = `${careersPrefix(lang)}/careers`;
    const t = CAREERS_TEXTS[lang];

    app.get(careers, onlyKnownParameters(...LIST_PARAMETERS), async (req, res) => {
      const filters = listFilters(req.query);
      let cursor;
      try {
        cursor = decodeCursor(req.query.cursor === undefined ? undefined : String(req.query.cursor));
      } catch {
        cursor = undefined;
      }
      if (!filters || cursor === undefined)
        return html(res, 400, messagePage('Bad request', 'That filter or page does not exist.', lang));
      // One cache entry per filter and page, shared by the languages (the jobs are the same).
      const found = await cache(`list ${new URLSearchParams(req.query as Record<string, string>)}`, () =>
        publicJobs(
          { jobType: filters.type, department: filters.department, location: filters.location },
          PAGE_SIZE,
          cursor,
        ),
      );
      const last = found.at(-1);
      const next =
        found.length === PAGE_SIZE && last
          ? `${careers}?${new URLSearchParams({
              ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value)),
              cursor: encodeCursor({ at: Date.parse(last.createdAt ?? '') || 0, id: last._id }),
            })}`
          : null;
      html(res, 200, jobListPage(found.filter(isOpen), filters, await facets(), next, lang));
    });

    app.get(`${careers}/:slug`, onlyKnownParameters('src'), async (req, res) => {
      const key = req.params.slug;
      const source = typeof req.query.src === 'string' && SOURCE_PATTERN.test(req.query.src) ? req.query.src : null;
      const job = typeof key === 'string' ? await jobAtAddress(key) : null;
      if (!job) return html(res, 404, messagePage(t.notFoundTitle, t.notFoundText, lang));
      if (job.slug !== key) {
        // The job id (or an old address) moves permanently to the one address search engines should keep.
        const query = source ? `?src=${encodeURIComponent(source)}` : '';
        return res.set('Cache-Control', CDN_CACHE).redirect(301, `${careers}/${encodeURIComponent(job.slug)}${query}`);
      }
      if (!isOpen(job)) return html(res, 410, goneJobPage(job, lang));
      html(res, 200, jobPage(job, source, lang));
    });
  }

  for (const lang of CAREERS_LANGUAGES) {
    app.get(`${careersPrefix(lang)}/privacy`, onlyKnownParameters(), async (_req, res) => {
      html(res, 200, privacyPage(await cache('privacy', currentPrivacyNotice), lang));
    });
  }

  // The retention notice's "keep my data" link: GET shows a button (mail scanners open links; only a person
  // presses it), POST keeps the data. Never cached: each answer is one person's.
  const keepFields = (source: Record<string, unknown>) => ({
    u: String(source.u ?? '').slice(0, 128),
    d: String(source.d ?? '').slice(0, 20),
    s: String(source.s ?? '').slice(0, 100),
  });
  app.get('/privacy/keep', (req, res) => {
    html(res, 200, keepDataPage(keepFields(req.query)), 'no-store');
  });
  app.post(
    '/privacy/keep',
    express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 5 }),
    async (req, res) => {
      const { u, d, s } = keepFields(req.body ?? {});
      const kept = await keepDataByLink(u, d, s);
      if (kept.outcome === 'kept')
        return html(
          res,
          200,
          messagePage('Your data is kept', `${RETENTION_MESSAGES.kept} ${longDate(kept.until)}.`),
          'no-store',
        );
      const message = kept.outcome === 'gone' ? RETENTION_MESSAGES.keepLinkGone : RETENTION_MESSAGES.keepLinkInvalid;
      html(res, kept.outcome === 'gone' ? 410 : 400, messagePage('Keep my data', message), 'no-store');
    },
  );

  // "Remove my data" from the e-mail to someone staff added: GET shows the button (scanners open links), POST erases.
  const removeFields = (source: Record<string, unknown>) => ({
    u: String(source.u ?? '').slice(0, 128),
    n: String(source.n ?? '').slice(0, 64),
    s: String(source.s ?? '').slice(0, 100),
  });
  app.get('/privacy/remove', (req, res) => {
    html(res, 200, removeDataPage(removeFields(req.query)), 'no-store');
  });
  app.post(
    '/privacy/remove',
    express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 5 }),
    async (req, res) => {
      const outcome = await removeByLink(removeFields(req.body ?? {}));
      if (outcome === 'removed')
        return html(res, 200, messagePage('Your data is removed', SOURCING_MESSAGES.removed), 'no-store');
      const refusals: Record<typeof outcome, [number, string]> = {
        used: [410, SOURCING_MESSAGES.linkUsed],
        expired: [410, SOURCING_MESSAGES.linkExpired],
        invalid: [400, SOURCING_MESSAGES.linkInvalid],
      };
      const [status, message] = refusals[outcome];
      html(res, status, messagePage('Remove my data', message), 'no-store');
    },
  );

  app.get('/sitemap.xml', onlyKnownParameters(), async (_req, res) => {
    const jobs = await cache('sitemap', jobsForSitemap);
    const urls = [
      `<url><loc>${careersUrl()}</loc></url>`,
      ...jobs.map(
        (job) =>
          `<url><loc>${jobPageUrl(job)}</loc>${job.updatedAt ? `<lastmod>${job.updatedAt}</lastmod>` : ''}</url>`,
      ),
    ];
    res
      .set({ 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CDN_CACHE })
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  // Job-board feeds: every open job, as cached and bounded as the sitemap; a closed job leaves with the cache.
  for (const [path, render] of [
    ['/feeds/indeed.xml', indeedFeed],
    ['/feeds/linkedin.xml', linkedinFeed],
  ] as const) {
    app.get(path, onlyKnownParameters(), async (_req, res) => {
      const jobs = await cache('feeds', jobsForFeeds);
      res.set({ 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CDN_CACHE }).send(render(jobs));
    });
  }

  app.use((_req, res) => html(res, 404, messagePage('Page not found', 'There is nothing at this address.')));
  app.use((error: unknown, _req: Request, res: Response, _next: express.NextFunction) => {
    log.error('Careers page failed', error);
    html(res, 500, messagePage('Something went wrong', 'Please try again in a moment.'), 'no-store');
  });
  return app;
}
