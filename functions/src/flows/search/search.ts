import type { PersonSearchResultDto, Role } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import type { CursorPosition } from '../../lib/paging.js';
import { findUsers } from '../../data/users/users.js';
import { INTEGRATION_ROLE, integrationMaySee } from '../shared/integration-view.js';
import { resumesStaffMaySee, type IndexedPerson } from '../../data/search/index-record.js';
import type { PeopleSearchPort } from './port.js';
import { filterKey, indexKeyOf, queryTerms, textsHoldStartOf } from '../shared/search-terms.js';
import { explainMatch, type SnippetSource } from './snippets.js';
import { mayBeInPools } from '../shared/pool-eligibility.js';
import { firestoreSearch } from './firestore-search.js';

/** What staff asked: words and filters, as GET /api/people parsed them. */
export interface PeopleSearchRequest {
  q?: string;
  tag?: string;
  pool?: string;
  jobId?: string;
  stage?: string;
  source?: string;
  talentPool: boolean;
  limit: number;
  after: CursorPosition | null;
  /** Only people of this role (an integration's search: candidates). */
  role?: Role;
}

/** The filter keys a request asks every person found to hold (flows/shared/search-terms.ts names them). */
function requestedFilterKeys(request: PeopleSearchRequest): string[] {
  const keys: string[] = [];
  if (request.tag) keys.push(filterKey.tag(request.tag));
  if (request.jobId && request.stage) keys.push(filterKey.jobStage(request.jobId, request.stage));
  else if (request.jobId) keys.push(filterKey.job(request.jobId));
  else if (request.stage) keys.push(filterKey.stage(request.stage));
  if (request.source) keys.push(filterKey.source(request.source));
  if (request.pool) keys.push(filterKey.pool(request.pool));
  if (request.talentPool) keys.push(filterKey.talentPool);
  if (request.role) keys.push(filterKey.role(request.role));
  return keys;
}

const SHOWN_APPLICATIONS = 10;

function textsOf(person: IndexedPerson): SnippetSource[] {
  const newestFirst = <T extends { at: number }>(entries: T[]) => [...entries].sort((a, b) => b.at - a.at);
  return [
    { from: 'name', label: null, text: person.name },
    { from: 'email', label: null, text: person.email },
    { from: 'location', label: null, text: person.location },
    { from: 'tags', label: null, text: person.tags.join(', ') },
    // Staff see a candidate's resumes once they applied themselves (their words are indexed from then on, too).
    ...newestFirst(resumesStaffMaySee(person)).map((resume) => ({
      from: 'resume' as const,
      label: resume.fileName,
      text: resume.text,
    })),
    ...newestFirst(Object.values(person.notes)).map((note) => ({
      from: 'note' as const,
      label: null,
      text: note.text,
    })),
  ];
}

function toResult(person: IndexedPerson, terms: { term: string; written: string }[]) {
  const { snippet, found } = explainMatch(
    textsOf(person),
    terms.map(({ term }) => term),
  );
  const applications = Object.entries(person.applications)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, SHOWN_APPLICATIONS)
    .map(([id, application]) => ({
      _id: id,
      jobId: application.jobId,
      jobTitle: application.jobTitle,
      stage: application.stage,
      status: application.status as PersonSearchResultDto['applications'][number]['status'],
    }));
  const result: PersonSearchResultDto = {
    _id: person.uid,
    name: person.name,
    email: person.email,
    tags: person.tags,
    talentPoolUntil: person.talentPoolUntil === null ? null : new Date(person.talentPoolUntil).toISOString(),
    applications,
    matched: terms.filter(({ term }) => found.has(term)).map(({ written }) => written),
    snippet,
  };
  return { result, relevance: Object.values(person.scores).reduce((sum, score) => sum + score, 0) };
}

/**
 * People search: each word must match (whole, or by its start), each filter must hold. One word alone comes
 * back best first across everyone; words with filters come back in a stable order page by page, each page
 * ranked best first. Each result says which words it matched and shows a passage with them.
 */
export async function searchPeople(
  request: PeopleSearchRequest,
  port: PeopleSearchPort = firestoreSearch,
  now = Date.now(),
): Promise<{ results: PersonSearchResultDto[]; next: CursorPosition | null }> {
  const terms = request.q ? queryTerms(request.q) : [];
  // Word starts are indexed up to MAX_PREFIX letters: a longer word is looked up by those, and then the people found
  // are kept only when one of their words starts with all of it (their texts come with every result).
  const longTerms = terms.filter(({ term }) => indexKeyOf(term) !== term).map(({ term }) => term);
  const hits = await port.search({
    terms: [...new Set(terms.map(({ term }) => indexKeyOf(term)))],
    filterKeys: requestedFilterKeys(request),
    limit: request.limit,
    after: request.after,
  });
  // A consent that ran out since the person was last indexed no longer counts (the filter key is refreshed
  // with their next change).
  const current = hits.people.filter(
    (person) =>
      (!request.talentPool || (person.talentPoolUntil !== null && person.talentPoolUntil > now)) &&
      // Someone who may no longer be in pools is out of every pool's results at once (the sweep removes them).
      (!request.pool || mayBeInPools(person.poolsAllowedUntil, now)) &&
      longTerms.every((term) =>
        textsHoldStartOf(
          textsOf(person).map(({ text }) => text),
          term,
        ),
      ),
  );
  const ranked = current.map((person) => toResult(person, terms));
  if (terms.length > 0) ranked.sort((a, b) => b.relevance - a.relevance);
  return { results: ranked.map(({ result }) => result), next: hits.next };
}

/**
 * People search as the caller may see it: an integration finds no one its profile route would refuse. The index
 * query itself holds candidates only (their role's filter key), so a page never ends on, nor counts, someone hidden;
 * the people found are read once more for their role, for an index not yet refreshed after a role change.
 */
export async function searchPeopleAs(caller: Caller, request: PeopleSearchRequest) {
  if (!caller.integration) return searchPeople(request);
  const found = await searchPeople({ ...request, role: INTEGRATION_ROLE });
  if (found.results.length === 0) return found;
  const people = await findUsers(found.results.map((result) => result._id));
  return { ...found, results: found.results.filter((result) => integrationMaySee(people.get(result._id)?.role)) };
}
