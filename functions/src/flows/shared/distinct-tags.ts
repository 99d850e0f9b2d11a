/** The same tag twice, in any case or spacing, is kept once (the first spelling). */
export function distinctTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags
    .map((tag) => tag.replace(/\s+/g, ' '))
    .filter((tag) => {
      const key = tag.toLocaleLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
