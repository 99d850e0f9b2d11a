import { OFFER_STATUSES, type OfferStatus } from './offers.js';
import type { AnswerFlag } from './questions.js';

// The board's columns read stored applications/{id} documents live from Firestore (the rules let staff read them),
// not an API answer: this is that stored shape, as far as the board reads it, and its one mapper. The server writes
// these fields (data/applications); functions/test/pipeline.test.ts maps a stored application with boardCardOf.

/** A Firestore Timestamp as the web SDK and the Admin SDK both give it (only toDate is read). */
interface StoredTime {
  toDate(): Date;
}

/** The fields of a stored application the board reads. Every one may be missing on an older document. */
export interface StoredBoardApplication {
  candidateName?: string;
  candidateEmail?: string;
  stage?: string;
  createdAt?: StoredTime;
  stageEnteredAt?: StoredTime;
  /** Submitted scorecards: how many, and the sum of their recommendations (1 strong no ... 4 strong yes). */
  scorecards?: { count?: number; recommendationTotal?: number };
  /** The booked interview, once the candidate booked one. */
  interview?: { start?: StoredTime };
  /** The application's current offer. */
  offer?: { status?: string };
  /** Staff's tags on the person, copied onto each of their applications. */
  candidateTags?: string[];
  flags?: AnswerFlag[];
  referral?: { byName?: string; note?: string } | null;
}

/** One card on the board. */
export interface BoardCardData {
  id: string;
  name: string;
  email: string;
  stage: string;
  appliedAt: Date | null;
  stageEnteredAt: Date | null;
  /** Submitted scorecards and their average recommendation (1 strong no ... 4 strong yes). */
  scorecards: { count: number; average: number | null };
  /** The booked interview's start, once the candidate booked one. */
  interviewAt: Date | null;
  /** Where the application's current offer stands (drafted, awaiting approval, sent ...), if one was made. */
  offerStatus: OfferStatus | null;
  /** Staff's tags on the person (copied onto each of their applications). */
  tags: string[];
  /** Knockout rules the answers miss: "Does not meet: <label>" with the answer. */
  flags: AnswerFlag[];
  /** Who referred the person, and their note for hr; null when nobody did. */
  referral: { byName: string; note: string } | null;
}

const isOfferStatus = (value: unknown): value is OfferStatus => OFFER_STATUSES.includes(value as OfferStatus);

const isFlag = (value: unknown): value is AnswerFlag =>
  !!value && typeof (value as AnswerFlag).label === 'string' && typeof (value as AnswerFlag).answer === 'string';

const dateOf = (value: unknown) =>
  value && typeof (value as StoredTime).toDate === 'function' ? (value as StoredTime).toDate() : null;

/**
 * A stored application as a board card. The document comes from the database, not from this type: every field is
 * checked for its kind, and a missing or malformed one reads as empty.
 */
export function boardCardOf(id: string, stored: Record<string, unknown>): BoardCardData {
  const data = stored as StoredBoardApplication;
  const count = Number(data.scorecards?.count ?? 0) || 0;
  return {
    id,
    name: String(data.candidateName || data.candidateEmail || 'Candidate'),
    email: String(data.candidateEmail ?? ''),
    stage: String(data.stage ?? ''),
    appliedAt: dateOf(data.createdAt),
    stageEnteredAt: dateOf(data.stageEnteredAt ?? data.createdAt),
    scorecards: { count, average: count ? Number(data.scorecards?.recommendationTotal ?? 0) / count : null },
    interviewAt: dateOf(data.interview?.start),
    offerStatus: isOfferStatus(data.offer?.status) ? data.offer.status : null,
    tags: Array.isArray(data.candidateTags) ? data.candidateTags.filter((tag) => typeof tag === 'string') : [],
    flags: Array.isArray(data.flags) ? data.flags.filter(isFlag) : [],
    referral:
      data.referral && typeof data.referral === 'object'
        ? { byName: String(data.referral.byName ?? ''), note: String(data.referral.note ?? '') }
        : null,
  };
}
