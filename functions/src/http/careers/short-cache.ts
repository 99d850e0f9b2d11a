/**
 * The address without what the page does not read: null when the query holds only `allowed` parameters, each
 * once; otherwise the canonical `path?query` to redirect to (known parameters kept, in `allowed` order).
 */
export function canonicalAddress(path: string, query: Record<string, unknown>, allowed: readonly string[]) {
  const keys = Object.keys(query);
  if (keys.every((key) => allowed.includes(key) && typeof query[key] === 'string')) return null;
  const kept = allowed.flatMap((key) => (typeof query[key] === 'string' ? [[key, query[key] as string]] : []));
  return kept.length > 0 ? `${path}?${new URLSearchParams(kept)}` : path;
}
