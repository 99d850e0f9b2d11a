import { isExpired } from '@hr-portal/contract';
import { collection } from '../lib/collections.js';
import { isoOf } from '../lib/timestamps.js';

/** A sitemap holds at most 50,000 addresses; far more open jobs than any one employer has. */
const SITEMAP_LIMIT = 5000;

/** Every open job's address and last change (only the fields the sitemap needs are fetched). */
export async function listOpenJobsForSitemap(): Promise<{ _id: string; slug: string; updatedAt: string | null }[]> {
  const snapshot = await collection('jobs')
    .where('isActive', '==', true)
    .orderBy('createdAt', 'desc')
    .select('slug', 'updatedAt', 'validThrough')
    .limit(SITEMAP_LIMIT)
    .get();
  return snapshot.docs
    .filter((doc) => !isExpired(doc.get('validThrough') as string | null))
    .map((doc) => ({ _id: doc.id, slug: String(doc.get('slug') || doc.id), updatedAt: isoOf(doc.get('updatedAt')) }));
}
