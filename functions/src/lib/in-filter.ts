/** Firestore's limit on the values of one `in` filter. */
const IN_FILTER_LIMIT = 30;

/** `values` in groups of at most 30, one `in` query each. */
export function inFilterGroups<T>(values: readonly T[]): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < values.length; start += IN_FILTER_LIMIT) {
    groups.push(values.slice(start, start + IN_FILTER_LIMIT));
  }
  return groups;
}
