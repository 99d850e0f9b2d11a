import { writeRebuild } from '../flows/insights/rebuild.js';

// `npm run insights:rebuild`: recomputes every hiring-insights counter from the application event log, in the
// project the environment names (the emulators when FIRESTORE_EMULATOR_HOST is set). Run it after changing a
// job's stages (the funnel follows the current order), after restoring a backup, or on first deploying insights.
async function main() {
  const { events, buckets, failed } = await writeRebuild();
  console.log(
    `insights rebuilt: ${events} events replayed into ${buckets} buckets${failed ? `, ${failed} writes failed` : ''}`,
  );
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
