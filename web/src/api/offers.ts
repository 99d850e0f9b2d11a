import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  type CandidateOfferDto,
  type OfferTemplate,
  type OfferTemplateDto,
  type OfferTerms,
  type StaffOfferDto,
} from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';
import { applicationKeys } from './applications';

const offerPath = (id: string) => `/api/offer/${encodeURIComponent(id)}`;

export const offerKeys = {
  template: ['settings', 'offer-template'] as const,
  ofApplication: (applicationId: string) => ['applications', 'offer', applicationId] as const,
  mine: ['offers', 'mine'] as const,
};

export function useOfferTemplate() {
  return useQuery({
    queryKey: offerKeys.template,
    queryFn: () => apiRequest<OfferTemplateDto>('/api/settings/offer-template', MESSAGES.fetchDataFailed),
  });
}

export function useSaveOfferTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (template: OfferTemplate) =>
      apiRequest<OfferTemplateDto>('/api/settings/offer-template', 'The offer letter could not be saved', {
        method: 'PUT',
        body: template,
      }),
    onSuccess: (saved) => client.setQueryData(offerKeys.template, saved),
  });
}

/** The application's current offer (the drawer), or null when none was made. */
export function useApplicationOffer(applicationId: string) {
  return useQuery({
    queryKey: offerKeys.ofApplication(applicationId),
    queryFn: async () =>
      (
        await apiRequest<{ offer: StaffOfferDto | null }>(
          `/api/application/${encodeURIComponent(applicationId)}/offer`,
          MESSAGES.fetchDataFailed,
        )
      ).offer,
  });
}

export type StaffOfferAction =
  | { kind: 'draft'; terms: OfferTerms }
  | { kind: 'change'; terms: OfferTerms }
  | { kind: 'submit' | 'approve' | 'withdraw' | 'hire' }
  | { kind: 'send-back'; comment: string };

/** Drafting, changing and the approval steps; the drawer's offer and the application's timeline load again. */
export function useStaffOfferAction(applicationId: string, offerId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: StaffOfferAction) => {
      const failed = 'The offer could not be saved';
      if (action.kind === 'draft')
        return apiRequest<StaffOfferDto>(`/api/application/${encodeURIComponent(applicationId)}/offer`, failed, {
          method: 'POST',
          body: action.terms,
        });
      if (action.kind === 'change')
        return apiRequest<StaffOfferDto>(offerPath(offerId!), failed, { method: 'PUT', body: action.terms });
      const body = action.kind === 'send-back' ? { comment: action.comment } : undefined;
      return apiRequest<StaffOfferDto>(`${offerPath(offerId!)}/${action.kind}`, failed, { method: 'POST', body });
    },
    onSuccess: (offer) => client.setQueryData(offerKeys.ofApplication(applicationId), offer),
    // The drawer's application and timeline load again; the offer itself was just set from the answer.
    onSettled: (_offer, error) =>
      void client.invalidateQueries({
        queryKey: applicationKeys.all,
        predicate: (query) => error !== null || query.queryKey[1] !== 'offer',
      }),
  });
}

/** The caller's offers that were sent to them (My Applications). */
export function useMyOffers(enabled = true) {
  return useQuery({
    queryKey: offerKeys.mine,
    queryFn: () => apiRequest<CandidateOfferDto[]>('/api/offer/my', MESSAGES.fetchDataFailed),
    enabled,
  });
}

export type OfferAnswer = { kind: 'accept'; fullName: string; pdfSha256: string } | { kind: 'decline'; reason: string };

/**
 * Accept (sign) or decline. After a decline their offers and applications load again; after an acceptance nothing
 * does: the hire made them an employee, which ends this session, and the screen says so before signing them out.
 */
export function useAnswerOffer(offerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: OfferAnswer) =>
      apiRequest<CandidateOfferDto>(`${offerPath(offerId)}/${kind}`, `Your answer could not be sent`, {
        method: 'POST',
        body,
      }),
    onSettled: (_offer, error, answer) => {
      if (answer.kind === 'accept' && !error) return;
      void client.invalidateQueries({ queryKey: offerKeys.mine });
      void client.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
}
