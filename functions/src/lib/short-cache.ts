/**
 * A small cache that lives in one function instance for a few seconds: public pages answer strangers, so what
 * several requests would read alike (filter menus, the sitemap, a list page) is read once per instance per
 * period. Nothing is shared between instances and nothing depends on it being there. Concurrent requests
 * share one load; a failed load is not kept. `ttlMs <= 0` turns it off.
 */
export function shortCache(ttlMs: number, maxEntries = 200) {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  // Each key is always loaded by the same loader, so what it holds has that loader's type.
  return <T>(key: string, load: () => Promise<T>): Promise<T> => {
    if (ttlMs <= 0) return load();
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value as Promise<T>;
    const entry = { at: now, value: load() };
    entries.delete(key);
    entries.set(key, entry);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    // Oldest first: a Map keeps insertion order.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return entry.value;
  };
}
