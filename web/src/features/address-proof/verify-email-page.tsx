import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { VERIFY_MESSAGES, type AddressProofLink } from '@hr-portal/contract';
import { verifyAddress } from '../../api/address-proof';
import { ErrorText } from '../../components/ui/status-text';
import { messageOf } from '../../lib/api-client';
import { translateKnown } from '../../lib/known-messages';
import { useSession } from '../../stores/session';
import './verify-messages';
import { CenteredCard } from '../../components/ui/centered-card';

/** The link's parts as the e-mail carries them (/verify-email?u&x&s), or null when something is missing. */
function linkInAddress(): AddressProofLink | null {
  const params = new URLSearchParams(window.location.search);
  const [u, x, s] = [params.get('u'), Number(params.get('x')), params.get('s')];
  return u && s && Number.isInteger(x) && x > 0 ? { u, x, s } : null;
}

type Outcome = { message: string; signedIn: boolean };

/**
 * /verify-email: where the portal's verification e-mail lands. Nothing happens until the person presses the button
 * (mail scanners open links too). In the account's own session the proof is only recorded; anywhere else it also
 * ends every other way into the account and signs this browser in, which the page says before the press.
 */
export default function VerifyEmailPage() {
  const { t, i18n } = useLingui();
  const user = useSession((state) => state.user);
  const [link] = useState(linkInAddress);
  const [ownSession] = useState(() => Boolean(link && user?._id === link.u));
  // Signed in as someone else, pressing would switch this browser to the link's account unasked: they sign out first.
  const [otherSession] = useState(() => Boolean(link && user && user._id !== link.u));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(
    !link ? VERIFY_MESSAGES.linkInvalid : otherSession ? VERIFY_MESSAGES.otherAccount : null,
  );
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function verify() {
    if (!link) return;
    setBusy(true);
    setError(null);
    try {
      const message = await verifyAddress(link, ownSession);
      setOutcome({ message, signedIn: ownSession || useSession.getState().user?._id === link.u });
    } catch (caught) {
      setError(messageOf(caught, VERIFY_MESSAGES.linkInvalid));
    } finally {
      setBusy(false);
    }
  }

  return (
    <CenteredCard title={<Trans>Verify your e-mail address</Trans>}>
      <Stack gap="4">
        {outcome ? (
          <>
            <Text role="status">{translateKnown(i18n, outcome.message)}</Text>
            {outcome.signedIn ? (
              <Link asChild colorPalette="blue">
                <RouterLink to="/profile">
                  <Trans>Go to my profile</Trans>
                </RouterLink>
              </Link>
            ) : (
              <Link asChild colorPalette="blue">
                <RouterLink to="/login">
                  <Trans>Go to sign in</Trans>
                </RouterLink>
              </Link>
            )}
          </>
        ) : (
          link &&
          !otherSession && (
            <>
              <Text>
                {ownSession ? (
                  <Trans>Confirm that this e-mail address is yours.</Trans>
                ) : (
                  <Trans>
                    Confirm that this e-mail address is yours. This signs you in to its account and removes every other
                    way into it, such as a password. You can then set a new password in your profile.
                  </Trans>
                )}
              </Text>
              <Button type="button" colorPalette="blue" onClick={() => void verify()} disabled={busy}>
                {busy ? t`Verifying...` : t`Verify my address`}
              </Button>
            </>
          )
        )}
        <ErrorText>{error}</ErrorText>
      </Stack>
    </CenteredCard>
  );
}
