import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { dateOf } from '../../lib/timestamps.js';

// The stored search-index document of a person (searchIndex/{uid}): what it holds and how it is read back.

export interface IndexedResume {
  fileName: string;
  text: string;
  at: number;
  /** Filed by someone else (a referrer, staff), not the person's own: staff may read it before the person applied. */
  shared?: boolean;
}

export interface IndexedNote {
  text: string;
  at: number;
}

export interface IndexedApplication {
  jobId: string;
  jobTitle: string;
  stage: string;
  status: string;
  source: string | null;
  at: number;
  /** Made by a referral, not by the person: it does not open their own documents to staff. */
  referred?: boolean;
  /** Made by staff adding the person to the job: it does not open their own documents either. */
  addedByStaff?: boolean;
}

/**
 * The resumes whose words staff may read: every one once the person applied themselves, before that only what a
 * referrer or staff filed (a referral, or staff adding the person to a job, does not by itself open their own).
 */
export function resumesStaffMaySee(sources: Pick<PersonIndexSources, 'applications' | 'resumes'>): IndexedResume[] {
  const appliedThemselves = Object.values(sources.applications).some(
    (application) => !application.referred && !application.addedByStaff,
  );
  return Object.values(sources.resumes).filter((resume) => appliedThemselves || resume.shared === true);
}

/** What the index is built from. */
export interface PersonIndexSources {
  name: string;
  email: string;
  /** Where they say they are (their profile). */
  location: string;
  tags: string[];
  resumes: Record<string, IndexedResume>;
  notes: Record<string, IndexedNote>;
  applications: Record<string, IndexedApplication>;
  pools: string[];
  talentPoolUntil: number | null;
  /** When the person was first indexed: "newest people" order. */
  joinedAt: number;
}

/** A person as a search reads them: their sources, and the scores of the terms asked for. */
export interface IndexedPerson extends PersonIndexSources {
  uid: string;
  /** While they are in any pool: until when they may stay (flows/shared/pool-eligibility.ts); else null. */
  poolsAllowedUntil: number | null;
  scores: Record<string, number>;
  /** The value the page is ordered by (a term's score, or joinedAt); the cursor carries it. */
  orderValue: number;
}

export const text = (value: unknown) => (typeof value === 'string' ? value : '');

const records = <T>(value: unknown): Record<string, T> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, T>) : {};

const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function sourcesOf(snapshot: DocumentSnapshot): PersonIndexSources {
  return {
    name: text(snapshot.get('name')),
    email: text(snapshot.get('email')),
    location: text(snapshot.get('location')),
    tags: strings(snapshot.get('tags')),
    resumes: records(snapshot.get('resumes')),
    notes: records(snapshot.get('notes')),
    applications: records(snapshot.get('applications')),
    pools: strings(snapshot.get('pools')),
    talentPoolUntil: dateOf(snapshot.get('talentPoolUntil'))?.getTime() ?? null,
    joinedAt: dateOf(snapshot.get('joinedAt'))?.getTime() ?? 0,
  };
}

/** What the index holds besides its sources. */
export interface IndexedTerms {
  /** Term -> score (`s`), for "best first" on one term. */
  scores: Map<string, number>;
  /** Keys equality queries combine (`h`, with every term). */
  filterKeys: string[];
  /** While the person is in the talent pool: whole word -> points (`p`), for job suggestions. */
  suggestable: Map<string, number>;
  /** While they are in any pool: until when they may stay; the hourly sweep takes them out after it. */
  poolsAllowedUntil: number | null;
}

/** The stored document: the sources, every term's score, the keys equality queries use, suggestion words. */
export function personIndexDocument(sources: PersonIndexSources, terms: IndexedTerms) {
  const present: Record<string, true> = {};
  for (const key of [...terms.scores.keys(), ...terms.filterKeys]) present[key] = true;
  return {
    ...sources,
    talentPoolUntil: sources.talentPoolUntil === null ? null : new Date(sources.talentPoolUntil),
    joinedAt: new Date(sources.joinedAt),
    h: present,
    s: Object.fromEntries(terms.scores),
    p: Object.fromEntries(terms.suggestable),
    poolsAllowedUntil: terms.poolsAllowedUntil === null ? null : new Date(terms.poolsAllowedUntil),
    updatedAt: FieldValue.serverTimestamp(),
  };
}
