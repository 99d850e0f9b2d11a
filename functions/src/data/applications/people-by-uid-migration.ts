import { FieldValue } from 'firebase-admin/firestore';
import { collectionGroups } from '../../lib/collections.js';
import { forEachDocument } from '../../lib/each-document.js';

const GROUPS = {
  notes: collectionGroups.notes,
  interviewers: collectionGroups.interviewers,
  scorecards: collectionGroups.scorecards,
};

/**
 * Removes `fields` from every document of an application subcollection that still has one of them (notes kept
 * their author's e-mail; panels and scorecards the interviewer's name and e-mail). Answers how many changed.
 */
async function stripFromEvery(
  subcollection: 'notes' | 'interviewers' | 'scorecards',
  fields: string[],
): Promise<number> {
  let changed = 0;
  await forEachDocument(GROUPS[subcollection](), async (document) => {
    if (!fields.some((field) => document.get(field) !== undefined)) return;
    await document.ref.update(Object.fromEntries(fields.map((field) => [field, FieldValue.delete()])));
    changed += 1;
  });
  return changed;
}

/** Notes, panels and scorecards keep people by uid: older ones lose the names and addresses they copied. */
export async function migrateCopiedPeople(): Promise<{ notes: number; panels: number; scorecards: number }> {
  return {
    notes: await stripFromEvery('notes', ['by.email']),
    panels: await stripFromEvery('interviewers', ['name', 'email']),
    scorecards: await stripFromEvery('scorecards', ['interviewer.name', 'interviewer.email']),
  };
}
