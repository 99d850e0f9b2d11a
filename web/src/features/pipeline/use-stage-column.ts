import { useEffect, useState } from 'react';
import { boardCardOf, type BoardCardData } from '@hr-portal/contract';
import { countStage, followStage } from '../../lib/firestore-live';

export const COLUMN_PAGE = 50;

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
        setCards(rows.map((row) => boardCardOf(row.id, row.data)));
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
