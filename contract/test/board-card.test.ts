import { describe, expect, it } from 'vitest';
import { boardCardOf } from '../src/board-card.js';

const at = (iso: string) => ({ toDate: () => new Date(iso) });

describe('boardCardOf', () => {
  it('when a stored application has every field, then the card shows each', () => {
    const card = boardCardOf('app-1', {
      candidateName: 'Ada Lovelace',
      candidateEmail: 'ada@example.com',
      stage: 'interview',
      createdAt: at('2026-11-01T09:00:00Z'),
      stageEnteredAt: at('2026-11-03T09:00:00Z'),
      scorecards: { count: 2, recommendationTotal: 7 },
      interview: { start: at('2026-11-10T14:00:00Z') },
      offer: { status: 'sent' },
      candidateTags: ['go', 'rust'],
      flags: [{ label: 'Work permit', answer: 'No' }],
      referral: { byName: 'Grace', note: 'Great engineer' },
    });
    expect(card).toEqual({
      id: 'app-1',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      stage: 'interview',
      appliedAt: new Date('2026-11-01T09:00:00Z'),
      stageEnteredAt: new Date('2026-11-03T09:00:00Z'),
      scorecards: { count: 2, average: 3.5 },
      interviewAt: new Date('2026-11-10T14:00:00Z'),
      offerStatus: 'sent',
      tags: ['go', 'rust'],
      flags: [{ label: 'Work permit', answer: 'No' }],
      referral: { byName: 'Grace', note: 'Great engineer' },
    });
  });

  it('when an older document lacks the newer fields, then the card reads them as empty', () => {
    const card = boardCardOf('app-2', { candidateEmail: 'old@example.com', createdAt: at('2025-01-01T00:00:00Z') });
    expect(card).toMatchObject({
      name: 'old@example.com',
      stageEnteredAt: new Date('2025-01-01T00:00:00Z'),
      scorecards: { count: 0, average: null },
      interviewAt: null,
      offerStatus: null,
      tags: [],
      flags: [],
      referral: null,
    });
  });

  it('when fields hold the wrong kinds, then they are dropped rather than shown', () => {
    const card = boardCardOf('app-3', {
      createdAt: '2026-01-01',
      offer: { status: 'bribed' },
      candidateTags: ['ok', 3, null],
      flags: [{ label: 'x' }, 'y'],
      scorecards: { count: 'many' },
    });
    expect(card).toMatchObject({
      name: 'Candidate',
      appliedAt: null,
      offerStatus: null,
      tags: ['ok'],
      flags: [],
      scorecards: { count: 0, average: null },
    });
  });
});
