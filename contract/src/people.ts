import type { ApplicationStatus } from './domain.js';
import type { DocumentDto } from './documents.js';
import type { MailEntryDto } from './mail.js';
import type { NoteDto } from './pipeline.js';
import type { Role } from './roles.js';
import type { InvitationDto, PersonPoolDto } from './talent-pools.js';
import type { SourcingDto } from './sourcing.js';
import type { MergeDto, PossibleDuplicateDto } from './duplicates.js';

/** How much one person's staff profile holds and shows. */
export const PEOPLE_LIMITS = {
  /** Free tags staff put on a person. */
  tags: 20,
  tagLength: 40,
  /** The newest applications a profile lists (each with its notes). */
  applicationsShown: 50,
  invitationsShown: 20,
} as const;

/** People search (GET /api/people): what a query may hold and how much one page answers. */
export const SEARCH_LIMITS = {
  queryChars: 200,
  queryWords: 10,
  pageSize: 20,
  /** The most a page may ask for (each result carries the texts its passage is taken from). */
  maxPageSize: 30,
  /** Queries one person may run a minute. */
  perMinute: 60,
  /** Words are found by their start from this many characters on ("kub" finds Kubernetes). */
  prefixFrom: 3,
} as const;

/** Words of a people search as the server counts them (letters, digits, + and #). */
export const searchWords = (q: string) => q.split(/[^\p{L}\p{N}\p{M}+#]+/u).filter(Boolean);

/** What is wrong with a search's words, before it is sent; null when nothing is. */
export function searchQueryProblem(q: string): string | null {
  if (q.length > SEARCH_LIMITS.queryChars) return PEOPLE_MESSAGES.queryTooLong;
  if (searchWords(q).length > SEARCH_LIMITS.queryWords) return PEOPLE_MESSAGES.queryTooManyWords;
  return null;
}

export const PEOPLE_MESSAGES = {
  queryTooLong: `A search is at most ${SEARCH_LIMITS.queryChars} characters`,
  queryTooManyWords: `A search has at most ${SEARCH_LIMITS.queryWords} words`,
  tooManyTags: `At most ${PEOPLE_LIMITS.tags} tags`,
  tagTooLong: `A tag is at most ${PEOPLE_LIMITS.tagLength} characters`,
  tagEmpty: 'A tag cannot be empty',
  tagCharacters: 'A tag may contain letters, digits, spaces and . + # - _ /',
} as const;

/** One application of the person, as staff see it on the profile. */
export interface PersonApplicationDto {
  _id: string;
  jobId: string;
  jobTitle: string;
  stage: string;
  status: ApplicationStatus;
  source: string | null;
  appliedAt: string | null;
  stageEnteredAt: string | null;
  /** Submitted scorecards and their average recommendation (1-4), null before the first. */
  scorecards: { count: number; average: number | null };
  notes: NoteDto[];
  /** True when a merge moved it here from another record of this person (both stay where both applied to one job). */
  mergedIn: boolean;
  /** Who referred them to this job, how they know them and their note; null when nobody did. */
  referral: { byName: string; relationship: string; note: string } | null;
}

/** GET /api/people/:uid (hr, admin): one person across every job. */
export interface PersonProfileDto {
  _id: string;
  name: string;
  email: string;
  role: Role;
  /** Where they are and the links they gave (their profile); '' and [] when they gave none. */
  location: string;
  links: string[];
  /** When their talent-pool consent ends; null when they gave none (or withdrew it). */
  talentPoolUntil: string | null;
  tags: string[];
  applications: PersonApplicationDto[];
  /** Their documents, where staff may see them (employees', and candidates who applied). */
  documents: DocumentDto[];
  /** The e-mails they were sent about their applications, newest first. */
  mail: MailEntryDto[];
  /** The talent pools they are in, by name, with each pool's note about them. */
  pools: PersonPoolDto[];
  /** Their newest invitations to apply (at most PEOPLE_LIMITS.invitationsShown). */
  invitations: InvitationDto[];
  /** How staff added them and how the e-mail telling them fared; null for people who signed up themselves. */
  sourcing: SourcingDto | null;
  /** Open pairs this person is in: "Possibly the same person as ...", with the reasons. */
  duplicates: PossibleDuplicateDto[];
  /** Merges they were in, newest first: as the one kept, or as the one merged into someone (then `mergedInto`). */
  merges: MergeDto[];
  /** Set when this person was merged into someone: whom. */
  mergedInto: string | null;
}

/** Where a search result's words were found. */
export type SearchSnippetSource = 'name' | 'email' | 'location' | 'tags' | 'resume' | 'note';

/** Why a person matched: a short passage with the matched words' [start, end) offsets in it. */
export interface SearchSnippetDto {
  from: SearchSnippetSource;
  /** The resume's file name, when the passage is from a resume. */
  label: string | null;
  text: string;
  highlights: [number, number][];
}

/** One person found by GET /api/people. */
export interface PersonSearchResultDto {
  _id: string;
  name: string;
  email: string;
  tags: string[];
  talentPoolUntil: string | null;
  applications: { _id: string; jobId: string; jobTitle: string; stage: string; status: ApplicationStatus }[];
  /** The query words this person matched, as the query wrote them. */
  matched: string[];
  snippet: SearchSnippetDto | null;
}
