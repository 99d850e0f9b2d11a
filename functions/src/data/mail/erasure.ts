import { rewriteMatches } from '../../lib/batches.js';
import { collections } from '../../lib/collections.js';
import { inFilterGroups } from '../../lib/in-filter.js';
import { isoOf } from '../../lib/timestamps.js';
import { recipientMailQuery } from './mail.js';

// Outbox messages hold whole rendered bodies: a message to a person, about their application (the one to an
// interviewer names the candidate) or naming them (an onboarding digest), is deleted with them; nothing of it is
// worth keeping without them.

const outbox = () => collections.mail();

/** The messages sent to a person, newest first, for their export (subject, text and when). */
export async function mailToExport(uid: string, limit: number) {
  const snapshot = await recipientMailQuery(uid).limit(limit).get();
  return snapshot.docs.map((message) => ({
    subject: String(message.get('message.subject') ?? ''),
    text: String(message.get('message.text') ?? ''),
    createdAt: isoOf(message.get('createdAt')),
    delivery: String(message.get('delivery.state') ?? 'PENDING'),
  }));
}

export async function deleteMailOf(person: { uid: string; email: string; applicationIds: string[] }) {
  const remove = (query: FirebaseFirestore.Query) =>
    rewriteMatches(query, (message, batch) => batch.delete(message.ref));
  let deleted = await remove(outbox().where('recipientUid', '==', person.uid));
  if (person.email) deleted += await remove(outbox().where('to', '==', person.email));
  deleted += await remove(outbox().where('aboutPeople', 'array-contains', person.uid));
  for (const ids of inFilterGroups(person.applicationIds)) {
    deleted += await remove(outbox().where('applicationId', 'in', ids));
  }
  return deleted;
}
