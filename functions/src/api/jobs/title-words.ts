/** Lower-case words of a title, stored so "text in title" can be an indexed array-contains query. */
export function titleWords(title: string): string[] {
  return [
    ...new Set(
      title
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ].slice(0, 30);
}
