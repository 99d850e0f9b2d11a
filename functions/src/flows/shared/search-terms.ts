import { SEARCH_LIMITS } from '@hr-portal/contract';

/**
 * How people search reads text: words are compared without case or accents (Müller = muller), and each word of
 * four letters or more is also found by its start ("kub" finds Kubernetes). A person's index holds every term
 * (word or word start) with a score, so one Firestore field answers "who has this term, best first".
 */

/** Letters that carry no accent to strip but are written differently without one. */
const FOLDED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Lower case, accents removed, special letters folded. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => FOLDED[letter] ?? letter);
}

/** A word as it stands in the original text: where it starts, and its folded form. */
export interface WordAt {
  start: number;
  end: number;
  folded: string;
}

const WORD = /[\p{L}\p{N}\p{M}][\p{L}\p{N}\p{M}+#]*/gu;
const ASCII = /^[\x20-\x7e]*$/;
const MAX_WORD = 40;

/** Common words that say nothing about a person (English and German); never indexed. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by for from has have in is it its of on or that the this to was were will with ' +
    'i me my we our you your he she they them his her not but so if than then there also into over all ' +
    'der die das und ist im in den dem des ein eine einer eines zu mit von auf für fur bei als auch oder ich'
  ).split(' '),
);

/** Every word of the text with its place, in order; words are letters and digits, keeping C++ and C#. */
export function wordsAt(text: string): WordAt[] {
  const words: WordAt[] = [];
  for (const match of text.matchAll(WORD)) {
    // Most words are plain ASCII: lower case is all their folding needs (and far cheaper than NFKD).
    const folded = (ASCII.test(match[0]) ? match[0].toLowerCase() : foldText(match[0])).slice(0, MAX_WORD);
    if (folded) words.push({ start: match.index, end: match.index + match[0].length, folded });
  }
  return words;
}

/** Whether a folded word is worth indexing: two characters or more, not only digits, not a stop word. */
export const isIndexable = (word: string) => word.length >= 2 && !/^\d+$/.test(word) && !STOP_WORDS.has(word);

/**
 * The folded words of a search, once each, in the order written. Words the index never holds (one letter,
 * only digits, stop words such as "and") are left out rather than matching nobody.
 */
export function queryTerms(q: string): { term: string; written: string }[] {
  const seen = new Set<string>();
  const terms: { term: string; written: string }[] = [];
  for (const word of wordsAt(q)) {
    if (seen.has(word.folded) || !isIndexable(word.folded)) continue;
    seen.add(word.folded);
    terms.push({ term: word.folded, written: q.slice(word.start, word.end) });
  }
  return terms;
}

/** What a person's terms are scored from. */
export interface TermSources {
  name: string;
  email: string;
  /** Where they say they are: "Berlin" finds them as a tag would. */
  location: string;
  tags: string[];
  /** Texts of their resumes. */
  resumes: string[];
  notes: string[];
}

/** Points a word earns where it is found; a resume or note adds more the more often the word occurs there. */
const WEIGHTS = { name: 30, tags: 25, email: 15, resume: 4, note: 3 } as const;
const REPEATS_COUNTED = { resume: 10, note: 6 } as const;
/** A word start scores a fraction of the word. */
const PREFIX_SHARE = 0.8;
export const MAX_SCORE = 99;
/** A whole word outranks any word start: "java" lists everyone with Java before anyone with only JavaScript. */
export const WHOLE_WORD = 100;
/** Terms one person's index keeps (the best scored): Firestore allows 20,000 fields per document. */
export const MAX_TERMS = 3000;
/** And their names' UTF-8 bytes together (each is stored twice, in `h` and `s`; a document holds 1 MiB). */
export const MAX_TERM_BYTES = 120_000;
/** Word starts are indexed up to this length; a longer query word is looked up by its first MAX_PREFIX letters. */
export const MAX_PREFIX = 15;

/** The index key a folded query word is looked up by: its first MAX_PREFIX letters at most. */
export const indexKeyOf = (term: string) => term.slice(0, MAX_PREFIX);

/** Whether some word of the texts is, or starts with, the folded term (what a key of MAX_PREFIX letters leaves open). */
export const textsHoldStartOf = (texts: string[], term: string) =>
  texts.some((text) => wordsAt(text).some(({ folded }) => folded.startsWith(term)));

function countWords(texts: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts)
    for (const { folded } of wordsAt(text)) if (isIndexable(folded)) counts.set(folded, (counts.get(folded) ?? 0) + 1);
  return counts;
}

/** Each term of the person with its score: word starts 1 to MAX_SCORE, whole words WHOLE_WORD more. */
export function scoreTerms(sources: TermSources): Map<string, number> {
  const words = new Map<string, number>();
  const add = (word: string, points: number) => words.set(word, (words.get(word) ?? 0) + points);
  for (const word of new Set(countWords([sources.name]).keys())) add(word, WEIGHTS.name);
  for (const word of new Set(countWords([...sources.tags, sources.location]).keys())) add(word, WEIGHTS.tags);
  for (const word of new Set(countWords([sources.email.replace(/[@.]/g, ' ')]).keys())) add(word, WEIGHTS.email);
  for (const [word, count] of countWords(sources.resumes))
    add(word, WEIGHTS.resume + Math.min(count, REPEATS_COUNTED.resume) - 1);
  for (const [word, count] of countWords(sources.notes))
    add(word, WEIGHTS.note + Math.min(count, REPEATS_COUNTED.note) - 1);

  const terms = new Map<string, number>();
  for (const [word, points] of words) terms.set(word, WHOLE_WORD + Math.min(points, MAX_SCORE));
  for (const [word, points] of words) {
    const prefixScore = Math.max(1, Math.floor(Math.min(points, MAX_SCORE) * PREFIX_SHARE));
    for (let length = SEARCH_LIMITS.prefixFrom; length < Math.min(word.length, MAX_PREFIX + 1); length++) {
      const prefix = word.slice(0, length);
      if ((terms.get(prefix) ?? 0) < prefixScore) terms.set(prefix, prefixScore);
    }
  }
  let bytes = 0;
  for (const term of terms.keys()) bytes += Buffer.byteLength(term, 'utf8');
  if (terms.size <= MAX_TERMS && bytes <= MAX_TERM_BYTES) return terms;
  const best = [...terms].sort(([a, x], [b, y]) => y - x || a.length - b.length || (a < b ? -1 : 1));
  return keptWithin(best, MAX_TERMS, MAX_TERM_BYTES);
}

/** The first entries, best first, until `count` are kept or the next one's name would pass `bytes` (UTF-8). */
function keptWithin(best: [string, number][], count: number, bytes: number): Map<string, number> {
  const kept = new Map<string, number>();
  let left = bytes;
  for (const [name, score] of best) {
    const size = Buffer.byteLength(name, 'utf8');
    if (kept.size === count || size > left) break;
    kept.set(name, score);
    left -= size;
  }
  return kept;
}

/** Whole words a person's suggestions index keeps (the most frequent), and their names' bytes together. */
export const MAX_SUGGESTION_WORDS = 1500;
const MAX_SUGGESTION_BYTES = 40_000;

/**
 * The whole words of a talent-pool person's resumes and tags, each with points 1 to MAX_SCORE (tags and repeats
 * count more): what a job's suggestions look up, best first, one field per word (`p.<word>`). Names, addresses
 * and notes are left out: a job's words should find skills and experience, not a surname.
 */
export function suggestionWords(sources: Pick<TermSources, 'tags' | 'resumes'>): Map<string, number> {
  const points = new Map<string, number>();
  for (const word of new Set(countWords(sources.tags).keys())) points.set(word, WEIGHTS.tags);
  for (const [word, count] of countWords(sources.resumes))
    points.set(
      word,
      Math.min(MAX_SCORE, (points.get(word) ?? 0) + WEIGHTS.resume + Math.min(count, REPEATS_COUNTED.resume) - 1),
    );
  const best = [...points].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
  return keptWithin(best, MAX_SUGGESTION_WORDS, MAX_SUGGESTION_BYTES);
}

/** Filters are index keys too (words never hold a colon), so words and filters combine in one query. */
export const filterKey = {
  tag: (tag: string) => `tag:${foldText(tag.trim())}`,
  job: (jobId: string) => `job:${jobId}`,
  stage: (stage: string) => `stage:${stage}`,
  jobStage: (jobId: string, stage: string) => `jobstage:${jobId}:${stage}`,
  source: (source: string) => `source:${foldText(source.trim())}`,
  pool: (poolId: string) => `pool:${poolId}`,
  talentPool: 'talentpool:yes',
  /** The person's role: an integration searches candidates only (flows/shared/integration-view.ts). */
  role: (role: string) => `role:${role}`,
} as const;

/** What a person is filtered by. */
export interface FilterSources {
  tags: string[];
  applications: { jobId: string; stage: string; source: string | null }[];
  pools: string[];
  talentPoolUntil: number | null;
  role: string;
}

/** The filter keys a person has now (their talent-pool consent counts while it runs). */
export function filterKeysOf(sources: FilterSources, now: number): string[] {
  const keys = new Set<string>(sources.tags.map(filterKey.tag)).add(filterKey.role(sources.role));
  for (const { jobId, stage, source } of sources.applications) {
    keys.add(filterKey.job(jobId)).add(filterKey.stage(stage)).add(filterKey.jobStage(jobId, stage));
    if (source) keys.add(filterKey.source(source));
  }
  for (const pool of sources.pools) keys.add(filterKey.pool(pool));
  if (sources.talentPoolUntil !== null && sources.talentPoolUntil > now) keys.add(filterKey.talentPool);
  return [...keys];
}
