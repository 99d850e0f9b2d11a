import { Button, Field, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { formatOfferDate, formatSalary, OFFER_LIMITS, type CandidateOfferDto } from '@hr-portal/contract';
import { useAnswerOffer } from '../../../api/offers';
import { Modal } from '../../../components/ui/modal';
import { ErrorText } from '../../../components/ui/status-text';
import { ViewLink } from '../../../components/ui/view-link';
import { apiUrl, messageOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { ACCESS_CHANGED_REASON, endRefusedSession } from '../../../lib/session-end';

/** An application's offer on My Applications: "Review your offer" while it is open, then what they answered. */
export function OfferReview({ offer }: { offer: CandidateOfferDto | undefined }) {
  const [open, setOpen] = useState(false);
  if (!offer) return null;
  if (offer.status === 'accepted')
    return (
      <Text fontSize="sm">
        You accepted this offer on {formatDate(offer.signature?.signedAt ?? null)}.{' '}
        {offer.signedPdfUrl && <ViewLink path={offer.signedPdfUrl} name="your signed offer letter" />}
      </Text>
    );
  if (offer.status === 'declined') return <Text fontSize="sm">You declined this offer.</Text>;
  if (offer.expired)
    return <Text fontSize="sm">Your offer expired on {formatOfferDate(offer.expiresOn)}: ask HR for a new one.</Text>;
  return (
    <>
      <Button size="sm" colorPalette="green" alignSelf="start" onClick={() => setOpen(true)}>
        Review your offer
      </Button>
      {open && <OfferDialog offer={offer} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The offer: its terms, the letter, and the two answers (signing by typing one's full name, or declining). */
function OfferDialog({ offer, onClose }: { offer: CandidateOfferDto; onClose: () => void }) {
  const answer = useAnswerOffer(offer._id);
  const [fullName, setFullName] = useState('');
  const [reason, setReason] = useState('');
  const [declining, setDeclining] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [hired, setHired] = useState(false);
  const salary = formatSalary({ salary: offer.salary, salaryCurrency: offer.currency, salaryPeriod: offer.period });

  function accept() {
    answer.mutate(
      { kind: 'accept', fullName: fullName.trim(), pdfSha256: offer.pdfSha256 },
      {
        onSuccess: () => {
          setHired(true);
          setDone('Offer accepted. Welcome aboard! Sign in again to open your employee area.');
        },
      },
    );
  }
  function decline() {
    answer.mutate({ kind: 'decline', reason: reason.trim() }, { onSuccess: () => setDone('You declined the offer.') });
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={<>Your offer: {offer.jobTitle}</>}
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Stack gap="3">
        <Text>
          {salary}, starting {formatOfferDate(offer.startDate)}. Open until {formatOfferDate(offer.expiresOn)}.
        </Text>
        <Link
          href={apiUrl(offer.pdfUrl)}
          target="_blank"
          rel="noopener noreferrer"
          color="blue.700"
          fontWeight="medium"
        >
          Read the offer letter (PDF, opens in a new tab)
        </Link>
        {done ? (
          <>
            <Text role="status" fontWeight="medium">
              {done}
            </Text>
            {hired && (
              <Button colorPalette="blue" alignSelf="start" onClick={() => endRefusedSession(ACCESS_CHANGED_REASON)}>
                Sign in again
              </Button>
            )}
          </>
        ) : declining ? (
          <Stack gap="2">
            <Field.Root required>
              <Field.Label>Why do you decline?</Field.Label>
              <Textarea
                value={reason}
                maxLength={OFFER_LIMITS.reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </Field.Root>
            <Stack direction="row" gap="2">
              <Button colorPalette="red" disabled={!reason.trim()} loading={answer.isPending} onClick={decline}>
                Decline offer
              </Button>
              <Button variant="ghost" onClick={() => setDeclining(false)}>
                Back
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Stack gap="2">
            <Field.Root required>
              <Field.Label>Type your full name to sign</Field.Label>
              <Input
                value={fullName}
                autoComplete="name"
                maxLength={OFFER_LIMITS.fullName}
                onChange={(event) => setFullName(event.target.value)}
              />
              <Field.HelperText>
                Your typed name is your signature on the letter above. We record the time, your address and browser with
                it.
              </Field.HelperText>
            </Field.Root>
            <Stack direction="row" gap="2">
              <Button
                colorPalette="green"
                disabled={fullName.trim().length < 2}
                loading={answer.isPending}
                onClick={accept}
              >
                Accept and sign
              </Button>
              <Button variant="ghost" colorPalette="red" onClick={() => setDeclining(true)}>
                Decline…
              </Button>
            </Stack>
          </Stack>
        )}
        <ErrorText>{answer.error ? messageOf(answer.error, 'Your answer could not be sent') : null}</ErrorText>
      </Stack>
    </Modal>
  );
}
