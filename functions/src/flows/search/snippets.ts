import { SEARCH_LIMITS, type SearchSnippetDto, type SearchSnippetSource } from '@hr-portal/contract';
import { wordsAt } from '../shared/search-terms.js';

/** A passage that says why a person matched, with each matched word highlighted. */

export interface SnippetSource {
  from: SearchSnippetSource;
  label: string | null;
  text: string;
}

/** Characters of context before the first matched word and the passage's length. */
const LEAD = 60;
const LENGTH = 220;

/** Whether a folded word answers a query term: as the whole word, or (from SEARCH_LIMITS.prefixFrom letters) its start. */
const answers = (word: string, term: string) =>
  word === term || (term.length >= SEARCH_LIMITS.prefixFrom && word.startsWith(term));

interface Passage {
  source: SnippetSource;
  matchedTerms: Set<string>;
  start: number;
  ranges: [number, number][];
  /** Every term the whole text answers. */
  foundInText: string[];
}

/** Matched words one text is searched through for a passage: a text repeating a word thousands of times costs no more. */
const MATCHES_READ = 400;

/** The passage of one text that holds the most of the terms (the first such place), in one pass. */
function bestPassageIn(source: SnippetSource, terms: string[]): Passage | null {
  const words: { start: number; end: number; terms: string[] }[] = [];
  for (const word of wordsAt(source.text)) {
    const answered = terms.filter((term) => answers(word.folded, term));
    if (answered.length > 0) words.push({ start: word.start, end: word.end, terms: answered });
    if (words.length === MATCHES_READ) break;
  }
  if (words.length === 0) return null;
  const foundInText = terms.filter((term) => words.some((word) => word.terms.includes(term)));
  // A window from each matched word (less the lead) over the next LENGTH characters; two pointers, counting terms.
  const inWindow = new Map<string, number>();
  let best: Passage | null = null;
  let last = 0;
  for (let first = 0; first < words.length; first++) {
    const start = Math.max(0, words[first]!.start - LEAD);
    // The window always holds its own first word, however long that word is.
    while (last < words.length && (last <= first || words[last]!.end <= start + LENGTH)) {
      for (const term of words[last]!.terms) inWindow.set(term, (inWindow.get(term) ?? 0) + 1);
      last++;
    }
    if (!best || inWindow.size > best.matchedTerms.size) {
      const inside = words.slice(first, last);
      best = {
        source,
        matchedTerms: new Set(inWindow.keys()),
        start,
        ranges: inside.map((word): [number, number] => [word.start, word.end]),
        foundInText,
      };
      if (inWindow.size === terms.length) break;
    }
    for (const term of words[first]!.terms) {
      const left = inWindow.get(term)! - 1;
      if (left === 0) inWindow.delete(term);
      else inWindow.set(term, left);
    }
  }
  return best;
}

/** Cuts the passage at word edges and shifts the highlights into it. */
function toSnippet({ source, start, ranges }: Passage): SearchSnippetDto {
  const from = start === 0 ? 0 : source.text.indexOf(' ', start) + 1 || start;
  const endAt = Math.min(source.text.length, from + LENGTH);
  const lastSpace = endAt < source.text.length ? source.text.lastIndexOf(' ', endAt) : endAt;
  const to = lastSpace > from ? lastSpace : endAt;
  const raw = source.text.slice(from, to);
  // Line breaks and runs of spaces from the PDF become single spaces; the offsets follow.
  let text = '';
  const offsetOf: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    offsetOf[i] = text.length;
    const blank = /\s/.test(raw[i]!);
    if (!blank) text += raw[i];
    else if (!text.endsWith(' ')) text += ' ';
  }
  offsetOf[raw.length] = text.length;
  const highlights = ranges
    .filter(([a, b]) => a >= from && b <= to)
    .map(([a, b]): [number, number] => [offsetOf[a - from]!, offsetOf[b - from]!]);
  return {
    from: source.from,
    label: source.label,
    text: `${from > 0 ? '…' : ''}${text}${to < source.text.length ? '…' : ''}`,
    highlights: from > 0 ? highlights.map(([a, b]) => [a + 1, b + 1]) : highlights,
  };
}

/**
 * The best passage across a person's texts for the query terms (the one holding most of them; earlier sources
 * win ties, so a name beats a resume), and every term found anywhere.
 */
export function explainMatch(
  sources: SnippetSource[],
  terms: string[],
): { snippet: SearchSnippetDto | null; found: Set<string> } {
  const found = new Set<string>();
  let best: Passage | null = null;
  for (const source of sources) {
    const passage = bestPassageIn(source, terms);
    if (!passage) continue;
    passage.foundInText.forEach((term) => found.add(term));
    if (!best || passage.matchedTerms.size > best.matchedTerms.size) best = passage;
  }
  return { snippet: best ? toSnippet(best) : null, found };
}
