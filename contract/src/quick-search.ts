/** The shell's search (GET /api/search?q=): a few of each kind the caller may see, as they type. */
export const QUICK_SEARCH_LIMITS = {
  /** Results per group. */
  perGroup: 5,
  /** Longest query read. */
  queryMax: 80,
} as const;

/** One result: what it is called, a line that tells it apart, and where it opens. */
export interface QuickSearchHit {
  id: string;
  title: string;
  detail: string;
  href: string;
}

/** Staff get people and jobs; candidates and employees get open jobs only (people is always empty for them). */
export interface QuickSearchDto {
  people: QuickSearchHit[];
  jobs: QuickSearchHit[];
}
