import type { ApplicationStatus } from './domain.js';
import type { DocumentDto } from './documents.js';
import type { MailEntryDto } from './mail.js';
import type { NoteDto } from './pipeline.js';
import type { Role } from './roles.js';

/** How much one person's staff profile holds and shows. */
export const PEOPLE_LIMITS = {
  /** Free tags staff put on a person. */
  tags: 20,
  tagLength: 40,
  /** The newest applications a profile lists (each with its notes). */
  applicationsShown: 50,
} as const;

export const PEOPLE_MESSAGES = {
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
}

/** GET /api/people/:uid (hr, admin): one person across every job. */
export interface PersonProfileDto {
  _id: string;
  name: string;
  email: string;
  role: Role;
  /** When their talent-pool consent ends; null when they gave none (or withdrew it). */
  talentPoolUntil: string | null;
  tags: string[];
  applications: PersonApplicationDto[];
  /** Their documents, where staff may see them (employees', and candidates who applied). */
  documents: DocumentDto[];
  /** The e-mails they were sent about their applications, newest first. */
  mail: MailEntryDto[];
}
