import { rewriteMatches } from '../../lib/batches.js';
import { collectionGroups } from '../../lib/collections.js';

// What interview panels hold of a person beyond their own seats (panel.ts removes those): panels
// they put together and scorecards they wrote, on other people's applications.

export const assignedByQuery = (uid: string) => collectionGroups.interviewers().where('assignedBy', '==', uid);
export const scorecardsByQuery = (uid: string) => collectionGroups.scorecards().where('interviewer.uid', '==', uid);

export async function countScorecardsBy(uid: string): Promise<number> {
  return (await scorecardsByQuery(uid).count().get()).data().count;
}

/** Seats they assigned stay (the interviewer is someone else); who assigned them becomes the pseudonym. */
export function pseudonymiseAssignedBy(uid: string, pseudonym: string): Promise<number> {
  return rewriteMatches(assignedByQuery(uid), (seat, batch) => batch.update(seat.ref, { assignedBy: pseudonym }));
}

/**
 * A scorecard is the employer's record of an interview and stays in the grid; it is kept under the
 * interviewer's uid, so it moves to the pseudonym's id (one batch: never both, never neither).
 */
export function pseudonymiseScorecardsBy(uid: string, pseudonym: string): Promise<number> {
  return rewriteMatches(scorecardsByQuery(uid), (card, batch) => {
    batch.set(card.ref.parent.doc(pseudonym), { ...card.data(), interviewer: { uid: pseudonym } });
    batch.delete(card.ref);
  });
}

export const seatsQuery = (uid: string) => collectionGroups.interviewers().where('uid', '==', uid);

export async function countSeatsOf(uid: string): Promise<number> {
  return (await seatsQuery(uid).count().get()).data().count;
}
