import { FieldPath, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { dateOf } from '../../lib/timestamps.js';
import { type IndexedPerson, sourcesOf } from './index-record.js';

// The people search's queries: newest, best for one term, holding every term, and talent-pool suggestions.

const index = () => collections.searchIndex();

export const SHOWN_FIELDS = [
  'name',
  'email',
  'location',
  'tags',
  'resumes',
  'notes',
  'applications',
  'pools',
  'talentPoolUntil',
  'joinedAt',
  'poolsAllowedUntil',
];

/** Reads only what a result shows, and the scores of the terms asked for (never the whole term maps). */
function shown(query: Query, terms: string[]): Query {
  return query.select(...SHOWN_FIELDS, ...terms.map((term) => new FieldPath('s', term)));
}

export function people(
  snapshots: DocumentSnapshot[],
  terms: string[],
  orderOf: (snapshot: DocumentSnapshot) => number,
  scoresIn: 's' | 'p' = 's',
) {
  return snapshots.map((snapshot): IndexedPerson => {
    const scores: Record<string, number> = {};
    for (const term of terms) scores[term] = Number(snapshot.get(new FieldPath(scoresIn, term)) ?? 0);
    return {
      uid: snapshot.id,
      ...sourcesOf(snapshot),
      poolsAllowedUntil: dateOf(snapshot.get('poolsAllowedUntil'))?.getTime() ?? null,
      scores,
      orderValue: orderOf(snapshot),
    };
  });
}

export interface PageAfter {
  at: number;
  id: string;
}

/** Newest people first (no words, no filter). */
export async function newestPeople(limit: number, after: PageAfter | null): Promise<IndexedPerson[]> {
  let query = index().orderBy('joinedAt', 'desc').orderBy(FieldPath.documentId(), 'desc').limit(limit);
  if (after) query = query.startAfter(new Date(after.at), after.id);
  const page = await shown(query, []).get();
  return people(page.docs, [], (snapshot) => dateOf(snapshot.get('joinedAt'))?.getTime() ?? 0);
}

/** Everyone holding one term, best scored first (one single-field index on `s.<term>`). */
export async function peopleBestFor(term: string, limit: number, after: PageAfter | null): Promise<IndexedPerson[]> {
  const field = new FieldPath('s', term);
  let query = index().where(field, '>', 0).orderBy(field, 'desc').orderBy(FieldPath.documentId(), 'desc').limit(limit);
  if (after) query = query.startAfter(after.at, after.id);
  const page = await shown(query, [term]).get();
  return people(page.docs, [term], (snapshot) => Number(snapshot.get(field) ?? 0));
}

/**
 * Everyone holding every key (terms and filter keys), in id order: equality on several single-field indexes,
 * which Firestore merges without a composite index per combination.
 */
export async function peopleHoldingAll(
  keys: string[],
  terms: string[],
  limit: number,
  afterId: string | null,
): Promise<IndexedPerson[]> {
  let query: Query = index();
  for (const key of keys) query = query.where(new FieldPath('h', key), '==', true);
  query = query.orderBy(FieldPath.documentId()).limit(limit);
  if (afterId) query = query.startAfter(afterId);
  const page = await shown(query, terms).get();
  return people(page.docs, terms, () => 0);
}

/** A talent-pool person found by one word: when their consent ends, and their points for the job's words. */
export interface SuggestionHit {
  uid: string;
  talentPoolUntil: number | null;
  points: Record<string, number>;
}

/**
 * People in the talent pool (when last indexed) whose resumes or tags hold a whole word, most points first (one
 * single-field index on `p.<word>`), with their points for each of `words` (a job's words). Reads no texts:
 * the few people shown are read whole afterwards (indexedPeople).
 */
export async function talentPoolPeopleWith(word: string, words: string[], limit: number): Promise<SuggestionHit[]> {
  const field = new FieldPath('p', word);
  const query = index().where(field, '>', 0).orderBy(field, 'desc').limit(limit);
  const page = await query.select('talentPoolUntil', ...words.map((each) => new FieldPath('p', each))).get();
  return page.docs.map((snapshot) => ({
    uid: snapshot.id,
    talentPoolUntil: dateOf(snapshot.get('talentPoolUntil'))?.getTime() ?? null,
    points: Object.fromEntries(words.map((each) => [each, Number(snapshot.get(new FieldPath('p', each)) ?? 0)])),
  }));
}
