import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { CandidateOfferDto } from '@hr-portal/contract';
import { UiProvider } from '../../../components/ui/provider';
import { OfferReview } from './offer-review';

// Counts the offer dialog's loads: My Applications is drawn without it; "Review your offer" brings it.
const dialogLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./offer-dialog', async (importOriginal) => {
  dialogLoads.count += 1;
  return importOriginal();
});

const offer = {
  _id: 'o1',
  applicationId: 'a1',
  jobTitle: 'Data Engineer',
  status: 'sent',
  expired: false,
  salary: 70000,
  currency: 'EUR',
  period: 'YEAR',
  startDate: '2027-01-04',
  expiresOn: '2026-12-20',
  pdfUrl: '/api/offer/o1/pdf',
  pdfSha256: 'a'.repeat(64),
} as unknown as CandidateOfferDto;

describe('OfferReview', () => {
  it('when an offer waits for an answer, then its dialog loads only once "Review your offer" is pressed', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UiProvider>
          <OfferReview offer={offer} />
        </UiProvider>
      </QueryClientProvider>,
    );
    expect(dialogLoads.count).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Review your offer' }));
    expect(await screen.findByRole('dialog', { name: 'Your offer: Data Engineer' })).toBeInTheDocument();
    expect(
      screen.getByText('€70,000 per year, starting 4 January 2027. Open until 20 December 2026.'),
    ).toBeInTheDocument();
    expect(dialogLoads.count).toBe(1);
  });
});
