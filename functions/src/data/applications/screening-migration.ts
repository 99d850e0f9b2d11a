import { forEachDocument } from '../../lib/each-document.js';
import { collections } from '../../lib/collections.js';

// "Meets every must-have" filters on `meetsMustHaves == true`. Applications filed before jobs asked questions lack
// the field (they answered nothing, so they miss nothing): this sets it, with no flags. Safe to run again.

export async function migrateScreeningFields(): Promise<{ applications: number }> {
  let applications = 0;
  await forEachDocument(collections.applications(), async (application) => {
    if (typeof application.get('meetsMustHaves') === 'boolean') return;
    await application.ref.update({ meetsMustHaves: true, flaggedQuestions: [] });
    applications += 1;
  });
  return { applications };
}
