import { FieldPath, FieldValue, type DocumentSnapshot, type Query, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { dateOf } from '../../lib/timestamps.js';
import { db } from '../../lib/firebase.js';

/**
 * One document per person (id = uid) that people search reads: the texts it was built from (so a change to
 * one of them rebuilds the rest without reading other collections), `h` (term or filter key -> true, for
 * queries that combine several by equality) and `s` (term -> score, for "best first" on one term). Never
 * readable by clients; the texts and lists are exempt from indexing (firestore.indexes.json).
 */

export interface IndexedResume {
  fileName: string;
  text: string;
  at: number;
  /** Filed by someone else (a referrer, staff), not the person's own: staff may read it before the person applied. */
  shared?: boolean;
}

export interface IndexedNote {
  text: string;
  at: number;
}

export interface IndexedApplication {
  jobId: string;
  jobTitle: string;
  stage: string;
  status: string;
  source: string | null;
  at: number;
  /** Made by a referral, not by the person: it does not open their own documents to staff. */
  referred?: boolean;
  /** Made by staff adding the person to the job: it does not open their own documents either. */
  addedByStaff?: boolean;
}

/**
 * The resumes whose words staff may read: every one once the person applied themselves, before that only what a
 * referrer or staff filed (a referral, or staff adding the person to a job, does not by itself open their own).
 */
export function resumesStaffMaySee(sources: Pick<PersonIndexSources, 'applications' | 'resumes'>): IndexedResume[] {
  const appliedThemselves = Object.values(sources.applications).some(
    (application) => !application.referred && !application.addedByStaff,
  );
  return Object.values(sources.resumes).filter((resume) => appliedThemselves || resume.shared === true);
}

/** What the index is built from. */
export interface PersonIndexSources {
  name: string;
  email: string;
  /** Where they say they are (their profile). */
  location: string;
  tags: string[];
  resumes: Record<string, IndexedResume>;
  notes: Record<string, IndexedNote>;
  applications: Record<string, IndexedApplication>;
  pools: string[];
  talentPoolUntil: number | null;
  /** When the person was first indexed: "newest people" order. */
  joinedAt: number;
}

/** A person as a search reads them: their sources, and the scores of the terms asked for. */
export interface IndexedPerson extends PersonIndexSources {
  uid: string;
  /** While they are in any pool: until when they may stay (flows/shared/pool-eligibility.ts); else null. */
  poolsAllowedUntil: number | null;
  scores: Record<string, number>;
  /** The value the page is ordered by (a term's score, or joinedAt); the cursor carries it. */
  orderValue: number;
}

const index = () => collections.searchIndex();

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const records = <T>(value: unknown): Record<string, T> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, T>) : {};
const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function sourcesOf(snapshot: DocumentSnapshot): PersonIndexSources {
  return {
    name: text(snapshot.get('name')),
    email: text(snapshot.get('email')),
    location: text(snapshot.get('location')),
    tags: strings(snapshot.get('tags')),
    resumes: records(snapshot.get('resumes')),
    notes: records(snapshot.get('notes')),
    applications: records(snapshot.get('applications')),
    pools: strings(snapshot.get('pools')),
    talentPoolUntil: dateOf(snapshot.get('talentPoolUntil'))?.getTime() ?? null,
    joinedAt: dateOf(snapshot.get('joinedAt'))?.getTime() ?? 0,
  };
}

/** The person's index as a transaction reads it; null before anything was indexed about them. */
export async function personIndexIn(transaction: Transaction, uid: string): Promise<PersonIndexSources | null> {
  const snapshot = await transaction.get(index().doc(uid));
  return snapshot.exists ? sourcesOf(snapshot) : null;
}

/** What the index holds besides its sources. */
export interface IndexedTerms {
  /** Term -> score (`s`), for "best first" on one term. */
  scores: Map<string, number>;
  /** Keys equality queries combine (`h`, with every term). */
  filterKeys: string[];
  /** While the person is in the talent pool: whole word -> points (`p`), for job suggestions. */
  suggestable: Map<string, number>;
  /** While they are in any pool: until when they may stay; the hourly sweep takes them out after it. */
  poolsAllowedUntil: number | null;
}

/** The stored document: the sources, every term's score, the keys equality queries use, suggestion words. */
export function personIndexDocument(sources: PersonIndexSources, terms: IndexedTerms) {
  const present: Record<string, true> = {};
  for (const key of [...terms.scores.keys(), ...terms.filterKeys]) present[key] = true;
  return {
    ...sources,
    talentPoolUntil: sources.talentPoolUntil === null ? null : new Date(sources.talentPoolUntil),
    joinedAt: new Date(sources.joinedAt),
    h: present,
    s: Object.fromEntries(terms.scores),
    p: Object.fromEntries(terms.suggestable),
    poolsAllowedUntil: terms.poolsAllowedUntil === null ? null : new Date(terms.poolsAllowedUntil),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/** Replaces the person's index with what `personIndexDocument` makes of the sources. */
export function writePersonIndexIn(
  transaction: Transaction,
  uid: string,
  sources: PersonIndexSources,
  terms: IndexedTerms,
): void {
  transaction.set(index().doc(uid), personIndexDocument(sources, terms));
}

/** Erasure: the person's index goes. Answers how many documents went (0 or 1). */
export async function deletePersonIndex(uid: string): Promise<number> {
  const ref = index().doc(uid);
  if (!(await ref.get()).exists) return 0;
  await ref.delete();
  return 1;
}

/** The person's index outside a transaction (export; tests). */
export async function findPersonIndex(uid: string): Promise<PersonIndexSources | null> {
  const snapshot = await index().doc(uid).get();
  return snapshot.exists ? sourcesOf(snapshot) : null;
}

const SHOWN_FIELDS = [
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

function people(
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

/** These people's indexes as a result shows them, in the order asked (one batched read; missing ones left out). */
export async function indexedPeople(uids: string[]): Promise<IndexedPerson[]> {
  if (uids.length === 0) return [];
  const snapshots = await db().getAll(...uids.map((uid) => index().doc(uid)), { fieldMask: SHOWN_FIELDS });
  return people(
    snapshots.filter((snapshot) => snapshot.exists),
    [],
    () => 0,
  );
}

/** A person in pools as their index holds them: who, their running consent, until when they may stay. */
export interface PoolStanding {
  name: string;
  email: string;
  talentPoolUntil: number | null;
  poolsAllowedUntil: number | null;
}

/** These people's standing in pools, as their indexes say (one batched read, no texts). */
export async function poolStandingOf(uids: string[]): Promise<Map<string, PoolStanding>> {
  if (uids.length === 0) return new Map();
  const fieldMask = ['name', 'email', 'talentPoolUntil', 'poolsAllowedUntil'];
  const snapshots = await db().getAll(...uids.map((uid) => index().doc(uid)), { fieldMask });
  return new Map(
    snapshots
      .filter((snapshot) => snapshot.exists)
      .map((snapshot) => [
        snapshot.id,
        {
          name: text(snapshot.get('name')),
          email: text(snapshot.get('email')),
          talentPoolUntil: dateOf(snapshot.get('talentPoolUntil'))?.getTime() ?? null,
          poolsAllowedUntil: dateOf(snapshot.get('poolsAllowedUntil'))?.getTime() ?? null,
        },
      ]),
  );
}

/** People in pools who may no longer stay there, by `now`: the sweep's work, a page after `after`. */
export async function peopleDueToLeavePools(now: number, limit: number, after: PageAfter | null): Promise<PageAfter[]> {
  let query = index()
    .where('poolsAllowedUntil', '<=', new Date(now))
    .orderBy('poolsAllowedUntil')
    .orderBy(FieldPath.documentId())
    .limit(limit);
  if (after) query = query.startAfter(new Date(after.at), after.id);
  const page = await query.select('poolsAllowedUntil').get();
  return page.docs.map((snapshot) => ({
    id: snapshot.id,
    at: dateOf(snapshot.get('poolsAllowedUntil'))?.getTime() ?? 0,
  }));
}
