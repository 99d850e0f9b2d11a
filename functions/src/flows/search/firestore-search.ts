import { newestPeople, peopleBestFor, peopleHoldingAll } from '../../data/search/people-queries.js';
import type { PeopleSearchPort, SearchPlan } from './port.js';

/**
 * People search on Firestore, in one query whatever the number of people (reads: the page, plus one to know
 * whether more follow):
 * - no words, no filters: the newest people;
 * - one word alone: everyone holding it, best scored first (the single-field index on `s.<word>`);
 * - anything else: everyone holding every word and filter key, equality on `h.<key>` fields merged by
 *   Firestore, in id order (a composite index per combination of words cannot exist); the flow ranks each page.
 */
export const firestoreSearch: PeopleSearchPort = {
  async search({ terms, filterKeys, limit, after }: SearchPlan) {
    const fetched =
      terms.length === 0 && filterKeys.length === 0
        ? await newestPeople(limit + 1, after)
        : terms.length === 1 && filterKeys.length === 0
          ? await peopleBestFor(terms[0]!, limit + 1, after)
          : await peopleHoldingAll([...terms, ...filterKeys], terms, limit + 1, after?.id ?? null);
    const people = fetched.slice(0, limit);
    const last = people.at(-1);
    return { people, next: fetched.length > limit && last ? { at: last.orderValue, id: last.uid } : null };
  },
};
