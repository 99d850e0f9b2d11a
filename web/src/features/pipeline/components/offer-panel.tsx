import { Badge, Button, Flex, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  EDITABLE_OFFER_STATUSES,
  formatOfferDate,
  formatSalary,
  isOfferStage,
  LIVE_OFFER_STATUSES,
  MESSAGES,
  OFFER_STATUS_LABELS,
  type JobDto,
  type OfferTerms,
  type StaffOfferDto,
} from '@hr-portal/contract';
import { useApplicationOffer, useOfferTemplate, useStaffOfferAction, type StaffOfferAction } from '../../../api/offers';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { viewLinkAttributes } from '../../../components/ui/view-link';
import { messageOf } from '../../../lib/api-client';
import { useSession } from '../../../stores/session';
import { OfferTermsForm } from './offer-terms-form';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A new offer starts from the job's pay, a start in a month and a week to answer. */
const defaultTerms = (job: JobDto): OfferTerms => ({
  salary: job.salary > 0 ? job.salary : 0,
  currency: job.salaryCurrency || 'USD',
  period: job.salaryPeriod || 'YEAR',
  startDate: inDays(30),
  expiresOn: inDays(7),
  fields: {},
});

const STATUS_COLORS: Record<StaffOfferDto['status'], string> = {
  draft: 'gray',
  pending_approval: 'orange',
  sent: 'blue',
  accepted: 'green',
  declined: 'red',
  withdrawn: 'gray',
};

/**
 * The drawer's Offer section: hr drafts an offer in an Offer stage, previews its letter and submits it; an admin
 * who did not write it approves (which sends it) or sends it back; staff withdraw it until it is answered.
 */
export function OfferPanel({ applicationId, stage, job }: { applicationId: string; stage: string; job: JobDto }) {
  const current = useApplicationOffer(applicationId);
  const template = useOfferTemplate();
  const offer = current.data ?? null;
  const action = useStaffOfferAction(applicationId, offer?._id);
  const [editing, setEditing] = useState(false);
  const [comment, setComment] = useState('');
  const me = useSession((state) => state.user);
  const stageNow = job.stages.find((candidate) => candidate.id === stage);
  const atOfferStage = stageNow !== undefined && isOfferStage(stageNow);
  const live = offer && LIVE_OFFER_STATUSES.includes(offer.status);

  if (!offer && !atOfferStage) return null;
  const run = (next: StaffOfferAction) => action.mutate(next, { onSuccess: () => setEditing(false) });
  const mine = offer && me && (offer.createdBy.uid === me._id || offer.editedBy.uid === me._id);
  const freeFields = template.data?.fields ?? [];

  return (
    <Stack gap="2" aria-labelledby="offer-heading" role="region">
      <Heading as="h3" size="sm" id="offer-heading">
        Offer
      </Heading>
      {(current.isPending || template.isPending) && <LoadingText>Loading the offer...</LoadingText>}
      <ErrorText>{current.error ? messageOf(current.error, MESSAGES.fetchDataFailed) : null}</ErrorText>
      {offer && (
        <Stack gap="1" fontSize="sm">
          <Flex gap="2" align="center" wrap="wrap">
            <Badge colorPalette={STATUS_COLORS[offer.status]}>{OFFER_STATUS_LABELS[offer.status]}</Badge>
            {offer.expired && <Badge colorPalette="red">Expired</Badge>}
            <Text>
              {formatSalary({ salary: offer.salary, salaryCurrency: offer.currency, salaryPeriod: offer.period })},
              starting {formatOfferDate(offer.startDate)}; open until {formatOfferDate(offer.expiresOn)}
            </Text>
          </Flex>
          <Flex gap="3" wrap="wrap">
            <Link {...viewLinkAttributes(offer.pdfUrl, 'the offer letter')} color="blue.700">
              View the offer letter
            </Link>
            {offer.signedPdfUrl && (
              <Link {...viewLinkAttributes(offer.signedPdfUrl, 'the signed offer letter')} color="blue.700">
                View the signed offer letter
              </Link>
            )}
          </Flex>
          <Text color="gray.600">
            Drafted by {offer.createdBy.name || 'someone no longer here'}
            {offer.approvedBy ? `; approved by ${offer.approvedBy.name || 'someone no longer here'}` : ''}
          </Text>
          {offer.sentBackComment && offer.status === 'draft' && <Text>Sent back: {offer.sentBackComment}</Text>}
          {offer.signature && (
            <Text>
              Signed by {offer.signature.fullName} on {new Date(offer.signature.signedAt).toLocaleString()}
            </Text>
          )}
          {offer.declineReason && <Text>Declined: {offer.declineReason}</Text>}
        </Stack>
      )}
      {template.data && (editing || (!live && atOfferStage)) && (
        <OfferTermsForm
          key={offer?._id ?? 'new'}
          initial={editing && offer ? offer : defaultTerms(job)}
          freeFields={freeFields}
          submitLabel={editing ? 'Save changes' : 'Draft offer'}
          pending={action.isPending}
          onSubmit={(terms) => run(editing ? { kind: 'change', terms } : { kind: 'draft', terms })}
          onCancel={editing ? () => setEditing(false) : undefined}
        />
      )}
      {offer && live && !editing && (
        <Flex gap="2" wrap="wrap">
          {EDITABLE_OFFER_STATUSES.includes(offer.status) && (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              {offer.status === 'draft' ? 'Edit' : 'Edit (returns it to draft)'}
            </Button>
          )}
          {offer.status === 'draft' && (
            <Button size="sm" colorPalette="blue" onClick={() => run({ kind: 'submit' })} loading={action.isPending}>
              Submit for approval
            </Button>
          )}
          {offer.status === 'pending_approval' && me?.role === 'admin' && !mine && (
            <Button size="sm" colorPalette="green" onClick={() => run({ kind: 'approve' })} loading={action.isPending}>
              Approve and send
            </Button>
          )}
          {offer.status === 'accepted' && !offer.hired && (
            <Button size="sm" colorPalette="green" onClick={() => run({ kind: 'hire' })} loading={action.isPending}>
              Finish the hire
            </Button>
          )}
          {offer.status !== 'accepted' && (
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => run({ kind: 'withdraw' })}>
              Withdraw offer
            </Button>
          )}
        </Flex>
      )}
      {offer?.status === 'pending_approval' && me?.role === 'admin' && !mine && !editing && (
        <Flex gap="2" align="end" wrap="wrap">
          <Input
            size="sm"
            maxW="72"
            aria-label="What needs to change"
            placeholder="What needs to change"
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <Button
            size="sm"
            variant="outline"
            disabled={!comment.trim()}
            onClick={() => run({ kind: 'send-back', comment: comment.trim() })}
          >
            Send back
          </Button>
        </Flex>
      )}
      {offer?.status === 'pending_approval' && mine && (
        <Text fontSize="sm">Another admin approves this offer: you drafted or last changed it.</Text>
      )}
      <ErrorText>{action.error ? messageOf(action.error, 'The offer could not be saved') : null}</ErrorText>
    </Stack>
  );
}
