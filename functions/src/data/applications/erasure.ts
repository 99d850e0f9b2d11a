import { rewriteMatches } from '../../lib/batches.js';
import { collectionGroups } from '../../lib/collections.js';

// The event log of other people's applications names a person by uid when they acted (moved, noted, scored) or
// sat on the panel. Those events stay (they are the application's history); the uid becomes the pseudonym.
// Events of the person's own applications go with the applications (deleteApplicationRecords).

export const eventsByQuery = (uid: string) => collectionGroups.events().where('actor', '==', uid);
export const eventsNamingQuery = (uid: string) => collectionGroups.events().where('interviewerUid', '==', uid);

export async function pseudonymiseEventsOf(uid: string, pseudonym: string): Promise<number> {
  const acted = await rewriteMatches(eventsByQuery(uid), (event, batch) =>
    batch.update(event.ref, { actor: pseudonym }),
  );
  const named = await rewriteMatches(eventsNamingQuery(uid), (event, batch) =>
    batch.update(event.ref, { interviewerUid: pseudonym }),
  );
  return acted + named;
}

export async function countEventsBy(uid: string): Promise<number> {
  return (await eventsByQuery(uid).count().get()).data().count;
}
