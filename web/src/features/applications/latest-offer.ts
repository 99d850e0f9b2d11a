import type { CandidateOfferDto } from '@hr-portal/contract';

/** An application's newest offer: after a declined or withdrawn one, hr may make another. */
export function latestOffer(offers: CandidateOfferDto[] | undefined, applicationId: string) {
  return (offers ?? [])
    .filter((offer) => offer.applicationId === applicationId)
    .sort((a, b) => (b.sentAt ?? '').localeCompare(a.sentAt ?? ''))[0];
}
