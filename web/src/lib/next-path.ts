/** `/login?next=/apply/...`: where to go once signed in (a careers page's Apply leads through sign-in). */
export const NEXT_PARAM = 'next';

/** A path on this site to return to, or null: anything else (another host, `//evil`, `\`) is refused. */
export function safeNextPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return /^\/[\w\-./?=&%]*$/.test(value) ? value : null;
}

export const loginPathFor = (path: string) => `/login?${NEXT_PARAM}=${encodeURIComponent(path)}`;
