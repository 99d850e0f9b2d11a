import { Button, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { CandidateOfferDto } from '@hr-portal/contract';
import { LoadingText } from '../../../components/ui/status-text';
import { ViewLink } from '../../../components/ui/view-link';
import { formatDate, formatDay } from '../../../lib/format';

// Its own chunk, with the dialog machinery: asked for as the person points at "Review your offer", shown when
// they press it. My Applications is drawn without it.
const loadOfferDialog = () => import('./offer-dialog');
const OfferDialog = lazy(async () => ({ default: (await loadOfferDialog()).OfferDialog }));

/** An application's offer on My Applications: "Review your offer" while it is open, then what they answered. */
export function OfferReview({ offer }: { offer: CandidateOfferDto | undefined }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  if (!offer) return null;
  if (offer.status === 'accepted')
    return (
      <Text fontSize="sm">
        <Trans>You accepted this offer on {formatDate(offer.signature?.signedAt ?? null)}.</Trans>{' '}
        {offer.signedPdfUrl && <ViewLink path={offer.signedPdfUrl} name={t`your signed offer letter`} />}
      </Text>
    );
  if (offer.status === 'declined')
    return (
      <Text fontSize="sm">
        <Trans>You declined this offer.</Trans>
      </Text>
    );
  if (offer.expired)
    return (
      <Text fontSize="sm">
        <Trans>Your offer expired on {formatDay(offer.expiresOn)}: ask HR for a new one.</Trans>
      </Text>
    );
  return (
    <>
      <Button
        size="sm"
        colorPalette="green"
        alignSelf="start"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadOfferDialog()}
        onFocus={() => void loadOfferDialog()}
      >
        <Trans>Review your offer</Trans>
      </Button>
      {open && (
        <Suspense fallback={<LoadingText>{t`Loading...`}</LoadingText>}>
          <OfferDialog offer={offer} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
