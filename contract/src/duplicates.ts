// Likely duplicates: the same person in the portal twice (a private and a work address, a sign-up and a CV a
// colleague forwarded). Found when a person is added, signs up or applies; staff dismiss a pair or merge it.

/** Why two people may be one: each reason is one key they share. */
export type DuplicateReasonKind = 'email' | 'phone' | 'name_resume' | 'name_link';

export const DUPLICATE_REASON_LABELS: Record<DuplicateReasonKind, string> = {
  email: 'The same e-mail address (ignoring case, and dots and +tags where the provider ignores them)',
  phone: 'The same phone number',
  name_resume: 'The same name and the same resume file',
  name_link: 'The same name and the same link',
};

export const DUPLICATE_LIMITS = {
  /** The most people one check reads back (keys shared with a new person; a bounded, indexed read). */
  matchesPerCheck: 20,
  /** Pairs a profile shows. */
  shownOnProfile: 10,
  pageSize: 20,
} as const;

export const DUPLICATE_MESSAGES = {
  pairNotFound: 'There is no such pair of possible duplicates',
  notOpen: 'This pair was dismissed or merged already',
  dismissed: 'Dismissed: they will not be suggested as the same person again',
} as const;

/** One side of a pair, as staff see it. */
export interface DuplicatePersonDto {
  _id: string;
  name: string;
  email: string;
  /** Whether they have an account (people staff added have none until they create it). */
  hasAccount: boolean;
}

/** GET /api/people/duplicates: an open pair with why it was suggested. */
export interface DuplicatePairDto {
  _id: string;
  people: [DuplicatePersonDto, DuplicatePersonDto];
  reasons: DuplicateReasonKind[];
  foundAt: string | null;
}

/** On a profile: "Possibly the same person as ..." with the reasons. */
export interface PossibleDuplicateDto {
  pairId: string;
  other: DuplicatePersonDto;
  reasons: DuplicateReasonKind[];
}

export const MERGE_LIMITS = {
  /** A merge can be undone this many days after it. */
  undoDays: 30,
} as const;

export const MERGE_MESSAGES = {
  samePerson: 'Choose two different people to merge',
  candidatesOnly: 'Only candidates can be merged: change the role first, or merge the candidate into nobody',
  keepTheAccount:
    'Keep the person who has an account: open the one without an account and merge them into the other instead',
  busy: 'One of these two is being merged or unmerged right now: try again in a moment',
  alreadyMerged: 'This person was merged into someone else already',
  notFound: 'There is no such merge',
  alreadyUndone: 'This merge was undone already',
  tooOld: `A merge can be undone for ${MERGE_LIMITS.undoDays} days; this one is older`,
  personGone: 'One of the two people was erased since the merge: it cannot be undone',
  mergedSince: 'The person kept was merged into someone else since: undo that merge first',
  merged: 'Merged. Undo is possible for 30 days.',
  undone: 'Undone: both people are back as they were.',
} as const;

/** Why an undo is not safe any more, naming what happened since the merge. */
export const MERGE_UNSAFE = {
  hired: (jobTitle: string) =>
    `The application for ${jobTitle} moved by the merge was hired since: the merge cannot be undone`,
  offered: (jobTitle: string) =>
    `An offer was made on the application for ${jobTitle} since the merge: the merge cannot be undone`,
  applicationGone: 'An application moved by the merge was erased since: the merge cannot be undone',
} as const;

/** A merge as staff see it (the answer of a merge or undo, and on both profiles). */
export interface MergeDto {
  _id: string;
  survivor: DuplicatePersonDto;
  other: DuplicatePersonDto;
  at: string | null;
  status: 'moving' | 'done' | 'undoing' | 'undone';
  /** Until when it can be undone (null once undone). */
  undoUntil: string | null;
}
