import { describe, expect, it } from 'vitest';
import type { CandidateOfferDto } from '@hr-portal/contract';
import { latestOffer } from './latest-offer';

const offer = (id: string, applicationId: string, sentAt: string | null) =>
  ({ _id: id, applicationId, sentAt }) as CandidateOfferDto;

describe('latestOffer', () => {
  it('when an application had a declined offer and then a new one, then the new one is shown', () => {
    const offers = [
      offer('declined', 'app-1', '2026-11-01T10:00:00.000Z'),
      offer('other', 'app-2', '2026-11-20T10:00:00.000Z'),
      offer('new', 'app-1', '2026-11-10T10:00:00.000Z'),
    ];
    expect(latestOffer(offers, 'app-1')?._id).toBe('new');
    expect(latestOffer(offers, 'app-3')).toBeUndefined();
    expect(latestOffer(undefined, 'app-1')).toBeUndefined();
  });
});
