import type { Transaction, WriteBatch } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';

/**
 * slugs/{slug} -> { jobId }: a job's careers address. The document id makes a slug unique even when two jobs
 * with the same title are created at once; a job keeps its slug when renamed (links and search results stay).
 */
const slugRef = (slug: string) => collections.slugs().doc(slug);

/** The first of `base`, `base-2`, `base-3`, ... not taken now (creating it may still race: see claimSlug). */
export async function freeSlug(base: string, skip = 0): Promise<string> {
  for (let n = 1 + skip; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await slugRef(candidate).get()).exists) return candidate;
  }
}

/** Claims a slug in the batch that creates the job: the batch fails (ALREADY_EXISTS) if it was taken. */
export function claimSlug(writer: WriteBatch, slug: string, jobId: string): void {
  writer.create(slugRef(slug), { jobId });
}

export function releaseSlug(writer: Transaction, slug: string): void {
  writer.delete(slugRef(slug));
}

/** The job id behind a slug, or null. */
export async function jobIdOfSlug(slug: string): Promise<string | null> {
  const id = (await slugRef(slug).get()).get('jobId') as unknown;
  return typeof id === 'string' ? id : null;
}
