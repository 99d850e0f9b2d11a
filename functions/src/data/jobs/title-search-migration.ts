import { forEachDocument } from '../../lib/each-document.js';
import { collections } from '../../lib/collections.js';
import { titleSearchTerms } from './record.js';

// Search-as-you-type. Jobs written before the title search found word prefixes keep only whole words in
// `titleWords`; this stores the terms the API writes now (each word and its prefixes). Safe to run again: a job
// whose terms are already current is left alone.

export async function migrateJobTitleSearch(): Promise<{ jobs: number }> {
  let jobs = 0;
  await forEachDocument(collections.jobs(), async (job) => {
    const terms = titleSearchTerms(String(job.get('title') ?? ''));
    const stored = job.get('titleWords');
    if (Array.isArray(stored) && stored.length === terms.length && terms.every((term, i) => stored[i] === term)) return;
    await job.ref.update({ titleWords: terms });
    jobs += 1;
  });
  return { jobs };
}
