/** Lower-case words joined by dashes, accents dropped (e.g. "Café Lead" -> cafe-lead), or `fallback`. */
export function slugify(text: string, maxLength: number, fallback: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
  return slug || fallback;
}
