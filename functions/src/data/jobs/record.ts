import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  DEFAULT_JOB_TYPE,
  SALARY_PERIODS,
  pipelineOf,
  QUESTION_TYPES,
  slugify,
  type InterviewKit,
  type JobDto,
  type JobInput,
  type JobQuestion,
  type JobType,
  type StageDto,
} from '@hr-portal/contract';
import { config } from '../../lib/config.js';
import { isoOf as iso } from '../../lib/timestamps.js';

/** A job's own stages as stored; anything malformed counts as "none" (the defaults apply). */
export function ownStagesOf(stored: unknown): StageDto[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((stage) => stage && typeof stage.id === 'string' && typeof stage.name === 'string')
    .map((stage) => ({ id: stage.id, name: stage.name, status: stage.status }));
}

/** The stored interview kit; malformed entries are dropped. */
export function kitOf(stored: unknown): InterviewKit {
  const kit = (stored ?? {}) as { attributes?: unknown; questions?: unknown };
  const attributes = Array.isArray(kit.attributes) ? kit.attributes : [];
  return {
    attributes: attributes
      .filter((item) => item && typeof item.id === 'string' && typeof item.name === 'string')
      .map((item) => ({
        id: item.id,
        name: item.name,
        ...(typeof item.description === 'string' && item.description ? { description: item.description } : {}),
      })),
    questions: Array.isArray(kit.questions) ? kit.questions.filter((q: unknown) => typeof q === 'string') : [],
  };
}

/**
 * The stored questions. They were checked by the job schema when written; anything malformed since (a hand edit)
 * is dropped rather than asked.
 */
export function questionsOf(stored: unknown): JobQuestion[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (item): item is JobQuestion =>
      item &&
      typeof item.id === 'string' &&
      typeof item.label === 'string' &&
      QUESTION_TYPES.includes(item.type) &&
      (item.options === undefined || Array.isArray(item.options)),
  );
}

/** What a new job holds until its creator says otherwise (the product's defaults, then the careers page's). */
export const newJobDefaults = () =>
  ({
    description: '',
    department: '',
    location: '',
    salary: 0,
    jobType: DEFAULT_JOB_TYPE,
    tags: [],
    experienceRequired: '',
    isActive: true,
    salaryCurrency: config.defaultCurrency,
    salaryPeriod: 'YEAR',
    remote: false,
    remoteCountries: [],
    validThrough: null,
  }) satisfies Record<Exclude<keyof JobInput, 'title' | 'stages' | 'kit' | 'questions'>, unknown>;

export function toJobDto(snapshot: DocumentSnapshot): JobDto | null {
  const data = snapshot.data();
  if (!data) return null;
  return {
    _id: snapshot.id,
    title: String(data.title ?? ''),
    description: String(data.description ?? ''),
    department: String(data.department ?? ''),
    location: String(data.location ?? ''),
    salary: Number(data.salary ?? 0),
    jobType: (data.jobType ?? DEFAULT_JOB_TYPE) as JobType,
    tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
    experienceRequired: String(data.experienceRequired ?? ''),
    isActive: data.isActive !== false,
    postedBy: String(data.postedBy ?? ''),
    createdAt: iso(data.createdAt),
    updatedAt: iso(data.updatedAt),
    stages: pipelineOf(ownStagesOf(data.stages)),
    kit: kitOf(data.kit),
    questions: questionsOf(data.questions),
    slug: typeof data.slug === 'string' && data.slug ? data.slug : snapshot.id,
    validThrough: typeof data.validThrough === 'string' ? data.validThrough : null,
    salaryCurrency: typeof data.salaryCurrency === 'string' ? data.salaryCurrency : config.defaultCurrency,
    salaryPeriod: SALARY_PERIODS.includes(data.salaryPeriod) ? data.salaryPeriod : 'YEAR',
    remote: data.remote === true,
    remoteCountries: Array.isArray(data.remoteCountries) ? data.remoteCountries.map(String) : [],
  };
}

/** Longest prefix of a title word kept for search-as-you-type; a longer word typed is cut to it. */
export const TITLE_PREFIX_MAX = 20;

/**
 * What a job stores in `titleWords` so "text in title" is one indexed array-contains query: each lower-case word
 * of the title and each of its prefixes up to 20 characters ("sen" finds Senior as it is typed). At most one
 * term per character of the title (200).
 */
export function titleSearchTerms(title: string): string[] {
  const terms = new Set<string>();
  for (const word of titleWords(title)) {
    for (let length = 1; length <= Math.min(word.length, TITLE_PREFIX_MAX); length += 1) {
      terms.add(word.slice(0, length));
    }
    terms.add(word);
  }
  return [...terms];
}

/** The term a title search for `q` looks up: its longest word (the most selective), cut to TITLE_PREFIX_MAX. */
export function titleSearchTermOf(q: string): string | undefined {
  const longest = titleWords(q).reduce<string | undefined>(
    (best, word) => (best === undefined || word.length > best.length ? word : best),
    undefined,
  );
  return longest?.slice(0, TITLE_PREFIX_MAX);
}

/** Lower-case words of a title, each once, the first 30. */
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

export { slugify };

/** A job's careers address from its title, at most 60 characters. */
export const slugOfTitle = (title: string) => slugify(title, 60, 'job');
