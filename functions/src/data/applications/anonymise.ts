import { FieldPath, FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { CLOSING_STAGE_IDS } from '@hr-portal/contract';
import { applicationSubcollections, collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';

// Retention keeps, without the person, what statistics need of their applications: the job, stages and dates,
// the source, rejection reasons (in the events) and ratings. An application is keyed by job and candidate uid, so
// it moves to the pseudonym's key; the events and scorecards move with it, and the rest (notes, panel, resume
// copy, name and address) goes.

const applications = () => collections.applications();

/** Closed applications (rejected or withdrawn) that entered that stage by `cutoff`: whose retention may be due. */
export const closedBeforeQuery = (cutoff: Date) =>
  applications()
    .where('stage', 'in', [...CLOSING_STAGE_IDS])
    .where('stageEnteredAt', '<=', Timestamp.fromDate(cutoff))
    .orderBy('stageEnteredAt')
    .orderBy(FieldPath.documentId());

type PagePosition = { at: Timestamp; id: string } | null;

/**
 * Candidates with an application that closed by `cutoff`, a page at a time. The position is the last
 * application's values, not a snapshot: the run moves applications away as it goes.
 */
export async function candidatesClosedBefore(cutoff: Date, limit: number, after: PagePosition) {
  let query = closedBeforeQuery(cutoff).limit(limit);
  if (after) query = query.startAfter(after.at, after.id);
  const page = await query.get();
  const last = page.docs.at(-1);
  return {
    candidates: [...new Set(page.docs.map((doc) => String(doc.get('candidate'))))],
    last: last && page.size === limit ? { at: last.get('stageEnteredAt') as Timestamp, id: last.id } : null,
  };
}

/**
 * What an event keeps: ids of the application and candidate are the new ones; no mail, note or document. Its
 * insights mark (countedAt) stays, so the copy under the new id is not counted a second time.
 */
function keptEvent(data: DocumentData, uid: string, pseudonym: string, newId: string) {
  const { mailId: _mail, noteId: _note, documentId: _document, ...kept } = data;
  return { ...kept, applicationId: newId, candidate: pseudonym, actor: data.actor === uid ? pseudonym : data.actor };
}

/**
 * Moves one application to the pseudonym's key, in one batch: the application without name, address, resume and
 * document, its events and its scorecards without their free text; the old one is marked moved, then deleted
 * with everything below it (a rerun after an interruption finds the mark and only finishes the deletion).
 */
async function anonymiseOne(oldId: string, uid: string, pseudonym: string): Promise<void> {
  const old = applications().doc(oldId);
  const snapshot = await old.get();
  if (!snapshot.exists) return;
  if (!snapshot.get('movedTo')) {
    const data = snapshot.data()!;
    const newId = `${String(data.job)}_${pseudonym}`;
    const [events, scorecards] = await Promise.all([
      applicationSubcollections.events(oldId).get(),
      applicationSubcollections.scorecards(oldId).get(),
    ]);
    const batch = db().batch();
    const {
      candidateEmail: _email,
      candidateName: _name,
      candidateTags: _tags,
      resumePath: _resume,
      resumeDocumentId: _document,
      // Answers may name or describe the person; whether they met each knockout rule stays for statistics.
      answers: _answers,
      flags: _flags,
      // The referrer's note and how they know the person describe them.
      referral: _referral,
      ...kept
    } = data;
    batch.create(applications().doc(newId), {
      ...kept,
      candidate: pseudonym,
      anonymisedAt: FieldValue.serverTimestamp(),
    });
    for (const event of events.docs)
      batch.set(applicationSubcollections.events(newId).doc(event.id), keptEvent(event.data(), uid, pseudonym, newId));
    for (const card of scorecards.docs)
      batch.set(applicationSubcollections.scorecards(newId).doc(card.id), { ...card.data(), notes: '' });
    batch.update(old, { movedTo: newId });
    await batch.commit();
  }
  await db().recursiveDelete(old);
}

export async function anonymiseApplications(ids: string[], uid: string, pseudonym: string): Promise<number> {
  for (const id of ids) await anonymiseOne(id, uid, pseudonym);
  return ids.length;
}
