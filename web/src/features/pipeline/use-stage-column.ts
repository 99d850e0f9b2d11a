import { useEffect, useState } from 'react';
import { OFFER_STATUSES, type AnswerFlag, type OfferStatus } from '@hr-portal/contract';
import { countStage, followStage, type LiveRow } from '../../lib/firestore-live';

const isOfferStatus = (value: unknown): value is OfferStatus => OFFER_STATUSES.includes(value as OfferStatus);

export const COLUMN_PAGE = 50;

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

const isFlag = (value: unknown): value is AnswerFlag =>
  !!value && typeof (value as AnswerFlag).label === 'string' && typeof (value as AnswerFlag).answer === 'string';

const dateOf = (value: unknown) =>
  value && typeof (value as { toDate?: unknown }).toDate === 'function'
    ? (value as { toDate: () => Date }).toDate()
    : null;

function toCard({ id, data }: LiveRow): BoardCardData {
  return {
    id,
    name: String(data.candidateName || data.candidateEmail || 'Candidate'),
    email: String(data.candidateEmail ?? ''),
    stage: String(data.stage ?? ''),
    appliedAt: dateOf(data.createdAt),
    stageEnteredAt: dateOf(data.stageEnteredAt ?? data.createdAt),
    scorecards: {
      count: Number(data.scorecards?.count ?? 0),
      average: data.scorecards?.count ? Number(data.scorecards.recommendationTotal) / data.scorecards.count : null,
    },
    interviewAt: dateOf(data.interview?.start),
    offerStatus: isOfferStatus(data.offer?.status) ? data.offer.status : null,
    tags: Array.isArray(data.candidateTags) ? data.candidateTags.filter((tag: unknown) => typeof tag === 'string') : [],
    flags: Array.isArray(data.flags) ? data.flags.filter(isFlag) : [],
    referral:
      data.referral && typeof data.referral === 'object'
        ? { byName: String(data.referral.byName ?? ''), note: String(data.referral.note ?? '') }
        : null,
  };
}

/**
 * One column of the board, live: the newest `size` cards of a stage (more on "Load more") and how many the
 * stage holds. Another recruiter's move shows here as soon as Firestore tells the listener.
 */
export function useStageColumn(jobId: string, stage: string, meetsOnly = false) {
  const [size, setSize] = useState(COLUMN_PAGE);
  const [cards, setCards] = useState<BoardCardData[] | null>(null);
  const [count, setCount] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    return followStage(
      jobId,
      stage,
      size,
      meetsOnly,
      (rows) => {
        setCards(rows.map(toCard));
        setError(null);
        // A full page may hide more: ask the server how many (an aggregate, not a read per card).
        if (rows.length < size) setCount(rows.length);
        else countStage(jobId, stage, meetsOnly).then(setCount, () => setCount(null));
      },
      (caught) => setError(caught.message || 'The board could not be loaded'),
    );
  }, [jobId, stage, size, meetsOnly]);

  return {
    cards: cards ?? [],
    loading: cards === null && error === null,
    count,
    error,
    hasMore: count !== null && cards !== null && cards.length < count,
    loadMore: () => setSize((current) => current + COLUMN_PAGE),
  };
}

/** Whole days since a moment (0 on the day itself). */
export function daysSince(moment: Date | null, now = Date.now()): number {
  return moment ? Math.max(0, Math.floor((now - moment.getTime()) / 86_400_000)) : 0;
}
