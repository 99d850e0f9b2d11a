import { migrateToEventLog } from './event-log.js';

// `npm run migrate:events`: moves old timeline arrays into the event log of the project the environment names
// (the emulators when FIRESTORE_EMULATOR_HOST is set). Running it again changes nothing.
migrateToEventLog().then(
  ({ applications, events }) => console.log(`event log: ${applications} applications migrated, ${events} events`),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
