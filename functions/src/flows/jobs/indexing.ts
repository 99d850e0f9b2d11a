import { isExpired } from '@hr-portal/contract';
import { config } from '../../lib/config.js';
import { publishUrlNotification, type IndexingType, type TokenSource } from '../../lib/indexing-api.js';
import { log } from '../../lib/log.js';
import { findNotice, queueNotice, settleNotice, type NoticeState } from '../../data/jobs/indexing.js';

/** A job as the trigger sees it before and after a write (null: not there). */
export interface JobState {
  isActive: boolean;
  slug: string;
  validThrough: string | null;
}

/** The careers page of a slug (as job-posting.ts builds it; the flow does not reach into http/). */
const pageOf = (slug: string) => `${config.portalUrl}/careers/${encodeURIComponent(slug)}`;

const isOpen = (job: JobState | null) => Boolean(job && job.isActive && !isExpired(job.validThrough));

/**
 * What Google should hear of a job change: a page published (a new open job, one opened again, or a new address)
 * is URL_UPDATED; a page gone (closed, which is also how the hourly sweep ends an expired job; deleted; or the old
 * address of a moved one) is URL_DELETED. Edits to an open job's text are left to the sitemap's lastmod.
 */
export function noticesFor(before: JobState | null, after: JobState | null): { url: string; type: IndexingType }[] {
  const nowOpen = isOpen(after);
  // Listed until it is closed: a job past its last day stays active until the sweep closes it, and that close is
  // the change that tells Google.
  const wasListed = Boolean(before?.isActive);
  const moved = wasListed && nowOpen && before!.slug !== after!.slug;
  const closed = wasListed && (!after || !after.isActive);
  return [
    ...(closed || moved ? [{ url: pageOf(before!.slug), type: 'URL_DELETED' as const }] : []),
    ...(nowOpen && (!isOpen(before) || moved) ? [{ url: pageOf(after!.slug), type: 'URL_UPDATED' as const }] : []),
  ];
}

/** The jobs trigger: each notice the change calls for, queued once per event (a redelivery finds it there). */
export async function queueJobNotices(eventId: string, jobId: string, before: JobState | null, after: JobState | null) {
  const notices = noticesFor(before, after);
  for (const [index, notice] of notices.entries()) await queueNotice(`${eventId}-${index}`, { jobId, ...notice });
  return notices.length;
}

/** After this many failed attempts a notice stops retrying and stays "failed" (the sitemap still carries the job). */
export const MAX_ATTEMPTS = 8;

/**
 * The outbox trigger: unless the deploy opted in (config.indexingApi: never under the emulators, nor on staging)
 * the notice is recorded, not sent; otherwise it is sent with the service account's token. A failure is recorded
 * and thrown, so the trigger retries, until MAX_ATTEMPTS; a 4xx other than 429 fails at once.
 */
export async function sendNotice(id: string, token?: TokenSource): Promise<NoticeState | 'gone'> {
  const notice = await findNotice(id);
  if (!notice) return 'gone';
  // Settled already (a redelivery after it was sent or recorded): nothing to do.
  if (notice.state !== 'pending' && notice.state !== 'retrying') return notice.state;
  if (!config.indexingApi) {
    await settleNotice(id, 'recorded');
    return 'recorded';
  }
  try {
    await publishUrlNotification(notice.url, notice.type, token);
    await settleNotice(id, 'sent');
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A refusal that asking again will not change (400, 403, 404: bad URL, site not verified) fails at once.
    const permanent = /^Indexing API 4(?!29)\d\d/.test(message);
    const last = permanent || notice.attempts + 1 >= MAX_ATTEMPTS;
    await settleNotice(id, last ? 'failed' : 'retrying', message);
    if (last) {
      log.error('Indexing notice failed for good', error, { id, url: notice.url });
      return 'failed';
    }
    throw error;
  }
}
