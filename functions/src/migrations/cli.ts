import { migrateAuditPeople } from './people-by-uid.js';
import { migrateCopiedPeople } from '../data/applications/people-by-uid-migration.js';
import { migrateToEventLog } from '../data/applications/event-log-migration.js';
import { migrateJobTitleSearch } from '../data/jobs/title-search-migration.js';
import { migrateSearchIndex } from './search-index.js';
import { migrateScreeningFields } from '../data/applications/screening-migration.js';

// `npm run migrate`: brings stored data to the current shape in the project the environment names (the
// emulators when FIRESTORE_EMULATOR_HOST is set). Each migration is safe to run again: it changes nothing twice.
async function main() {
  const events = await migrateToEventLog();
  console.log(`event log: ${events.applications} applications migrated, ${events.events} events`);
  const audit = await migrateAuditPeople();
  console.log(`audit trail: ${audit.entries} entries now keep people by uid`);
  const copied = await migrateCopiedPeople();
  console.log(`people by uid: ${copied.notes} notes, ${copied.panels} panel entries, ${copied.scorecards} scorecards`);
  const titles = await migrateJobTitleSearch();
  console.log(`title search: ${titles.jobs} jobs now find their title's word prefixes`);
  const search = await migrateSearchIndex();
  console.log(`people search: ${search.people} people indexed from their resumes, applications, notes and tags`);
  const screening = await migrateScreeningFields();
  console.log(`screening: ${screening.applications} older applications now pass "meets every must-have"`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
