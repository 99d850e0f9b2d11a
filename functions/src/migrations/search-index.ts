import { forEachUserId } from '../data/users/users.js';
import { rebuildPersonIndex } from '../flows/search/rebuild.js';

/**
 * People search over data stored before it existed: every person with resumes, applications or tags gets their
 * index built from those (resume text read again from the stored PDFs). Running it again rebuilds the same.
 */
export async function migrateSearchIndex(): Promise<{ people: number }> {
  let people = 0;
  await forEachUserId(async (uid) => {
    if (await rebuildPersonIndex(uid)) people++;
  });
  return { people };
}
