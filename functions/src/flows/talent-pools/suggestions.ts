import { JOB_MESSAGES, TALENT_POOL_LIMITS, type JobDto, type JobSuggestionDto } from '@hr-portal/contract';
import { notFound } from '../../lib/errors.js';
import { findJob } from '../../data/jobs/jobs.js';
import { indexedPeople } from '../../data/search/person-index.js';
import { talentPoolPeopleWith, type SuggestionHit } from '../../data/search/people-queries.js';
import { type IndexedPerson } from '../../data/search/index-record.js';
import { invitedToJob } from '../../data/talent-pools/invitations.js';
import { isIndexable, queryTerms, wordsAt } from '../shared/search-terms.js';
import { explainMatch } from '../search/snippets.js';

/**
 * "Suggested from the talent pool": people whose consent runs and whose resumes or tags hold the job's words,
 * ranked, each with the words that matched. It only lists: nobody's status changes because of it, and a person
 * acts on it (opens a profile, invites).
 *
 * Cost: one query per word looked up (at most WORDS_LOOKED_UP, each at most PER_WORD people, reading only their
 * points), then one batched read of the people shown and one of their invitations: at most 12 x 15 + 2 x 20
 * documents, however many people there are.
 */
export const WORDS_LOOKED_UP = 12;
export const PER_WORD = 15;

/** Title words and tags say what the job is; the description's words count a third as much. */
const WEIGHT = { title: 3, tag: 3, description: 1 } as const;

export interface JobWord {
  term: string;
  written: string;
  weight: number;
}

/**
 * The words a job is matched by: its title's and tags' words, then the description's most frequent words (ties
 * by first use), at most WORDS_LOOKED_UP, each once with its highest weight.
 */
export function jobWords(job: Pick<JobDto, 'title' | 'tags' | 'description'>): JobWord[] {
  const words = new Map<string, JobWord>();
  const add = (term: string, written: string, weight: number) => {
    const known = words.get(term);
    if (!known) words.set(term, { term, written, weight });
    else known.weight = Math.max(known.weight, weight);
  };
  for (const { term, written } of queryTerms(job.title)) add(term, written, WEIGHT.title);
  for (const tag of job.tags) for (const { term, written } of queryTerms(tag)) add(term, written, WEIGHT.tag);
  const counts = new Map<string, { written: string; count: number; first: number }>();
  wordsAt(job.description).forEach((word, i) => {
    if (!isIndexable(word.folded) || word.folded.length < 3) return;
    const seen = counts.get(word.folded);
    if (seen) seen.count += 1;
    else counts.set(word.folded, { written: job.description.slice(word.start, word.end), count: 1, first: i });
  });
  const frequent = [...counts].sort(([, a], [, b]) => b.count - a.count || a.first - b.first);
  for (const [term, { written }] of frequent) {
    if (words.size >= WORDS_LOOKED_UP) break;
    add(term, written, WEIGHT.description);
  }
  return [...words.values()].slice(0, WORDS_LOOKED_UP);
}

/**
 * Ranks the people found: each word they hold counts its weight, more when few people hold it (a page that came
 * back short means a rare word) and a little more the more their resume uses it. People whose consent has ended
 * since they were last indexed are left out.
 */
export function rankSuggestions(words: JobWord[], pages: SuggestionHit[][], now: number) {
  const rarity = pages.map((page) => 1 + (PER_WORD - page.length) / PER_WORD);
  const people = new Map<string, SuggestionHit>();
  for (const page of pages) for (const hit of page) people.set(hit.uid, hit);
  return [...people.values()]
    .filter((hit) => hit.talentPoolUntil !== null && hit.talentPoolUntil > now)
    .map((hit) => {
      const held = words.filter((word) => (hit.points[word.term] ?? 0) > 0);
      const relevance = held.reduce(
        (sum, word) => sum + word.weight * rarity[words.indexOf(word)]! * (1 + hit.points[word.term]! / 100),
        0,
      );
      return { uid: hit.uid, held, relevance };
    })
    .sort((a, b) => b.relevance - a.relevance || (a.uid < b.uid ? -1 : 1));
}

function toSuggestion(person: IndexedPerson, held: JobWord[], jobId: string, invited: boolean): JobSuggestionDto {
  // Staff see resumes of people who applied (as search does); talent-pool people always have.
  const applied = Object.keys(person.applications).length > 0;
  const resumes = applied ? Object.values(person.resumes).sort((a, b) => b.at - a.at) : [];
  const { snippet } = explainMatch(
    [
      { from: 'tags', label: null, text: person.tags.join(', ') },
      ...resumes.map((resume) => ({ from: 'resume' as const, label: resume.fileName, text: resume.text })),
    ],
    held.map((word) => word.term),
  );
  return {
    _id: person.uid,
    name: person.name,
    email: person.email,
    tags: person.tags,
    talentPoolUntil: new Date(person.talentPoolUntil!).toISOString(),
    matched: held.map((word) => word.written),
    snippet,
    invited,
    applied: Object.values(person.applications).some((application) => application.jobId === jobId),
  };
}

/**
 * The job's suggestions: each word looked up among talent-pool people (their points only, no texts), ranked,
 * then the best TALENT_POOL_LIMITS.suggestions read whole for their passages, with whether each was invited.
 */
export async function jobSuggestions(jobId: string, now = Date.now()): Promise<JobSuggestionDto[]> {
  const job = await findJob(jobId);
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  const words = jobWords(job);
  const terms = words.map((word) => word.term);
  const pages = await Promise.all(terms.map((term) => talentPoolPeopleWith(term, terms, PER_WORD)));
  // A few more than shown: someone whose consent was withdrawn between the two reads drops out.
  const ranked = rankSuggestions(words, pages, now).slice(0, TALENT_POOL_LIMITS.suggestions + 5);
  const uids = ranked.map(({ uid }) => uid);
  const [people, invited] = await Promise.all([indexedPeople(uids), invitedToJob(uids, jobId)]);
  const byUid = new Map(people.map((person) => [person.uid, person]));
  return ranked
    .flatMap(({ uid, held }) => {
      const person = byUid.get(uid);
      if (!person || person.talentPoolUntil === null || person.talentPoolUntil <= now) return [];
      return [toSuggestion(person, held, jobId, invited.has(uid))];
    })
    .slice(0, TALENT_POOL_LIMITS.suggestions);
}
