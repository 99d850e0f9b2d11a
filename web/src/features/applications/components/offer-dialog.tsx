import { Button, Field, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { OFFER_LIMITS, type CandidateOfferDto } from '@hr-portal/contract';
import { useAnswerOffer } from '../../../api/offers';
import { Modal } from '../../../components/ui/modal';
import { ErrorText } from '../../../components/ui/status-text';
import { apiUrl, messageOf } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format';
import { formatSalaryIn } from '../../../lib/format-salary';
import { ACCESS_CHANGED_REASON, endRefusedSession } from '../../../lib/session-end';

/** The offer: its terms, the letter, and the two answers (signing by typing one's full name, or declining). */
export function OfferDialog({ offer, onClose }: { offer: CandidateOfferDto; onClose: () => void }) {
  const { t } = useLingui();
  const answer = useAnswerOffer(offer._id);
  const [fullName, setFullName] = useState('');
  const [reason, setReason] = useState('');
  const [declining, setDeclining] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [hired, setHired] = useState(false);
  const salary = formatSalaryIn({ salary: offer.salary, salaryCurrency: offer.currency, salaryPeriod: offer.period });
  const startDate = formatDay(offer.startDate);
  const openUntil = formatDay(offer.expiresOn);
  const jobTitle = offer.jobTitle;

  function accept() {
    answer.mutate(
      { kind: 'accept', fullName: fullName.trim(), pdfSha256: offer.pdfSha256 },
      {
        onSuccess: () => {
          setHired(true);
          setDone(t`Offer accepted. Welcome aboard! Sign in again to open your employee area.`);
        },
      },
    );
  }
  function decline() {
    answer.mutate({ kind: 'decline', reason: reason.trim() }, { onSuccess: () => setDone(t`You declined the offer.`) });
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t`Your offer: ${jobTitle}`}
      footer={
        <Button variant="outline" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <Stack gap="3">
        <Text>
          <Trans>
            {salary}, starting {startDate}. Open until {openUntil}.
          </Trans>
        </Text>
        <Link
          href={apiUrl(offer.pdfUrl)}
          target="_blank"
          rel="noopener noreferrer"
          color="blue.700"
          fontWeight="medium"
        >
          <Trans>Read the offer letter (PDF, opens in a new tab)</Trans>
        </Link>
        {done ? (
          <>
            <Text role="status" fontWeight="medium">
              {done}
            </Text>
            {hired && (
              <Button colorPalette="blue" alignSelf="start" onClick={() => endRefusedSession(ACCESS_CHANGED_REASON)}>
                <Trans>Sign in again</Trans>
              </Button>
            )}
          </>
        ) : declining ? (
          <Stack gap="2">
            <Field.Root required>
              <Field.Label>
                <Trans>Why do you decline?</Trans>
              </Field.Label>
              <Textarea
                value={reason}
                maxLength={OFFER_LIMITS.reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </Field.Root>
            <Stack direction="row" gap="2">
              <Button colorPalette="red" disabled={!reason.trim()} loading={answer.isPending} onClick={decline}>
                <Trans>Decline offer</Trans>
              </Button>
              <Button variant="ghost" onClick={() => setDeclining(false)}>
                <Trans>Back</Trans>
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Stack gap="2">
            <Field.Root required>
              <Field.Label>
                <Trans>Type your full name to sign</Trans>
              </Field.Label>
              <Input
                value={fullName}
                autoComplete="name"
                maxLength={OFFER_LIMITS.fullName}
                onChange={(event) => setFullName(event.target.value)}
              />
              <Field.HelperText>
                <Trans>
                  Your typed name is your signature on the letter above. We record the time, your address and browser
                  with it.
                </Trans>
              </Field.HelperText>
            </Field.Root>
            <Stack direction="row" gap="2">
              <Button
                colorPalette="green"
                disabled={fullName.trim().length < 2}
                loading={answer.isPending}
                onClick={accept}
              >
                <Trans>Accept and sign</Trans>
              </Button>
              <Button variant="ghost" colorPalette="red" onClick={() => setDeclining(true)}>
                <Trans>Decline…</Trans>
              </Button>
            </Stack>
          </Stack>
        )}
        <ErrorText>{answer.error ? messageOf(answer.error, t`Your answer could not be sent`) : null}</ErrorText>
      </Stack>
    </Modal>
  );
}
