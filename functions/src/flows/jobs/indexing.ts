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
 * is URL_UPDATED; a page gone (closed, expired, deleted, or the old address of a renamed one) is URL_DELETED.
 * Edits to an open job's text are left to the sitemap's lastmod.
 */
export function noticesFor(before: JobState | null, after: JobState | null): { url: string; type: IndexingType }[] {
  const wasOpen = isOpen(before);
  const nowOpen = isOpen(after);
  const moved = wasOpen && nowOpen && before!.slug !== after!.slug;
  return [
    ...(wasOpen && (!nowOpen || moved) ? [{ url: pageOf(before!.slug), type: 'URL_DELETED' as const }] : []),
    ...(nowOpen && (!wasOpen || moved) ? [{ url: pageOf(after!.slug), type: 'URL_UPDATED' as const }] : []),
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
 * The outbox trigger: under the emulators the notice is recorded, never sent; deployed, it is sent with the
 * service account's token. A failure is recorded and thrown, so the trigger retries, until MAX_ATTEMPTS.
 */
export async function sendNotice(id: string, token?: TokenSource): Promise<NoticeState | 'gone'> {
  const notice = await findNotice(id);
  if (!notice) return 'gone';
  // Settled already (a redelivery after it was sent or recorded): nothing to do.
  if (notice.state !== 'pending' && notice.state !== 'retrying') return notice.state;
  if (config.emulated) {
    await settleNotice(id, 'recorded');
    return 'recorded';
  }
  try {
    await publishUrlNotification(notice.url, notice.type, token);
    await settleNotice(id, 'sent');
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const last = notice.attempts + 1 >= MAX_ATTEMPTS;
    await settleNotice(id, last ? 'failed' : 'retrying', message);
    if (last) {
      log.error('Indexing notice failed for good', error, { id, url: notice.url });
      return 'failed';
    }
    throw error;
  }
}
