import { FieldValue } from 'firebase-admin/firestore';
import { toSignature } from './plan-records.js';
import { collections } from '../../lib/collections.js';
import { rewriteMatches, deleteInBatches } from '../../lib/batches.js';

// What onboarding holds of a person: their export counts and their erasure.

const plans = () => collections.onboardingPlans();
const tasks = () => collections.onboardingTasks();

/**
 * Erasing a new hire: their plans and tasks go, except each signed policy, which stays as the employer's record
 * that this version was acknowledged and when: under the pseudonym, without the typed name, address, browser,
 * comment or the signed copy (the documents' own eraser removes that file).
 */
export async function erasePlansOf(person: string, pseudonym: string): Promise<number> {
  const [found, ofTasks] = await Promise.all([
    plans().where('person', '==', person).get(),
    tasks().where('person', '==', person).get(),
  ]);
  const signed = ofTasks.docs.filter((doc) => doc.get('kind') === 'acknowledgment' && doc.get('signature'));
  const signedIds = new Set(signed.map((doc) => doc.id));
  await deleteInBatches([...ofTasks.docs.filter((doc) => !signedIds.has(doc.id)), ...found.docs].map((doc) => doc.ref));
  const batch = tasks().firestore.batch();
  for (const doc of signed) {
    const signature = toSignature(doc.get('signature'));
    batch.update(doc.ref, {
      person: pseudonym,
      personName: '',
      ownerUid: pseudonym,
      doneBy: pseudonym,
      comment: '',
      documentId: FieldValue.delete(),
      signature: {
        signedAt: signature?.signedAt ?? null,
        policySha256: signature?.policySha256 ?? '',
        policyPath: signature?.policyPath ?? '',
        policyVersion: signature?.policyVersion ?? 0,
      },
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  if (signed.length > 0) await batch.commit();
  return found.size + ofTasks.size;
}

/** Erasing a colleague or hr: the tasks they do or did for others, and plans they are hr contact of, stay under the pseudonym. */
export async function pseudonymiseTaskOwner(uid: string, pseudonym: string): Promise<number> {
  const owned = await rewriteMatches(tasks().where('ownerUid', '==', uid), (task, batch) =>
    batch.update(task.ref, { ownerUid: pseudonym, updatedAt: FieldValue.serverTimestamp() }),
  );
  const done = await rewriteMatches(tasks().where('doneBy', '==', uid), (task, batch) =>
    batch.update(task.ref, { doneBy: pseudonym }),
  );
  const contact = await rewriteMatches(tasks().where('hrUid', '==', uid), (task, batch) =>
    batch.update(task.ref, { hrUid: pseudonym }),
  );
  const plansOfContact = await rewriteMatches(plans().where('hrUid', '==', uid), (plan, batch) =>
    batch.update(plan.ref, { hrUid: pseudonym }),
  );
  return owned + done + contact + plansOfContact;
}

/** How many plans someone is the hr contact of, and how many tasks of others' plans they do (their export). */
export async function countOnboardingRoles(uid: string) {
  const [contact, owned] = await Promise.all([
    plans().where('hrUid', '==', uid).count().get(),
    tasks().where('ownerUid', '==', uid).where('owner', '==', 'colleague').count().get(),
  ]);
  return { plansAsHrContact: contact.data().count, tasksForColleagues: owned.data().count };
}
