import type { SearchSnippetDto } from './people.js';

/** Talent pools: named lists of people hr keep in mind for future roles. */
export const TALENT_POOL_LIMITS = {
  nameLength: 80,
  noteLength: 2000,
  /** Pools listed on one page, and members of a pool on one page. */
  pageSize: 20,
  /** Suggestions a job lists. */
  suggestions: 20,
} as const;

/** The source an invitation's link carries (`?src=`), kept on the application it leads to. */
export const TALENT_POOL_SOURCE = 'talent-pool';

export const TALENT_POOL_MESSAGES = {
  nameEmpty: 'Give the pool a name',
  nameTooLong: `A pool name is at most ${TALENT_POOL_LIMITS.nameLength} characters`,
  nameTaken: 'There is already a pool with this name',
  noteTooLong: `A note is at most ${TALENT_POOL_LIMITS.noteLength} characters`,
  nothingToChange: 'Send a new name or archived: true or false',
  poolNotFound: 'Talent pool not found',
  poolArchived: 'This pool is archived: restore it before adding people',
  notEligible:
    'Only people who agreed to be kept in the talent pool, or who have an open application, can be added to a pool',
  alreadyMember: 'This person is already in the pool',
  notMember: 'This person is not in the pool',
  consentEnded: "This person's talent-pool consent has ended: they cannot be invited",
  noConsent: 'This person has not agreed to be contacted about other roles',
  jobClosed: 'This job is not open for applications',
  alreadyApplied: 'This person has already applied for this job',
  alreadyInvited: 'This person has already been invited to apply for this job',
  invitationsOff: 'Invitations are switched off in the e-mail templates',
  noAddress: 'This person has no e-mail address to invite',
  personId: 'uid must be the id of a person',
  jobId: 'jobId must be the id of a job',
} as const;

/** A pool as hr and admins see it. */
export interface TalentPoolDto {
  _id: string;
  name: string;
  archived: boolean;
  memberCount: number;
  createdAt: string | null;
  updatedAt: string | null;
}

/** Someone in a pool: who, since when, why they may be there, and the pool's note about them. */
export interface TalentPoolMemberDto {
  uid: string;
  name: string;
  email: string;
  note: string;
  addedAt: string | null;
  /** When their talent-pool consent ends; null when they are in the pool for an open application. */
  talentPoolUntil: string | null;
}

/** A pool a person is in, on their profile. */
export interface PersonPoolDto {
  _id: string;
  name: string;
  note: string;
  addedAt: string | null;
}

/** An invitation to apply, on the person's profile. */
export interface InvitationDto {
  _id: string;
  jobId: string;
  jobTitle: string;
  invitedAt: string | null;
  /** The e-mail sent, when templates had the invitation on. */
  mailId: string | null;
}

/** GET /api/job/:id/suggestions: a consented person whose resume matches the job, with the words that did. */
export interface JobSuggestionDto {
  _id: string;
  name: string;
  email: string;
  tags: string[];
  talentPoolUntil: string;
  /** The job's words this person's resume or tags hold, the job's title words first. */
  matched: string[];
  snippet: SearchSnippetDto | null;
  /** Whether they were already invited to this job, or already applied. */
  invited: boolean;
  applied: boolean;
}
