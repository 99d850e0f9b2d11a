import type { CursorPosition } from '../../lib/paging.js';
import type { IndexedPerson } from '../../data/search/index-record.js';

/** A search as the port runs it: folded terms (each must match), filter keys (each must hold), one page. */
export interface SearchPlan {
  terms: string[];
  filterKeys: string[];
  limit: number;
  after: CursorPosition | null;
}

/** A page of people as the port answers it, in its order, with the cursor after the page when it was full. */
export interface SearchHits {
  people: IndexedPerson[];
  next: CursorPosition | null;
}

/**
 * The search port. The built-in one runs on Firestore (flows/search/firestore-search.ts); a team that outgrows
 * it syncs the `searchIndex` collection to Typesense or Elastic (their Firebase extensions do) and answers the
 * same plan from there (docs/operations.md).
 */
export interface PeopleSearchPort {
  search(plan: SearchPlan): Promise<SearchHits>;
}
