import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { homePathFor, SIGN_IN_LINK_INVALID } from '@hr-portal/contract';
import { authenticate, PROVIDER_LINK_KEY, SIGN_IN_LINK_EMAIL_KEY } from '../../../api/auth';
import { ErrorText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { addKnownMessages } from '../../../lib/known-messages';
import { useSession } from '../../../stores/session';
import '../provider-messages';
import { AuthField } from './auth-field';
import { CenteredCard } from '../../../components/ui/centered-card';

// eslint-disable-next-line lingui/no-unlocalized-strings -- the English key of its translation just below
const NOT_A_LINK = 'This is not a sign-in link. Ask for a new one on the sign-in page.';
export const LINK_MESSAGES = {
  [NOT_A_LINK]: msg`This is not a sign-in link. Ask for a new one on the sign-in page.`,
  [SIGN_IN_LINK_INVALID]: msg`This sign-in link has expired or was already used. Ask for a new one on the sign-in page.`,
};
addKnownMessages(LINK_MESSAGES);

/** Signs in with the link this page was opened with: null when signed in, else what went wrong. */
async function completeLinkSignIn(email: string): Promise<string | null> {
  try {
    const link = new URLSearchParams(window.location.search);
    const oobCode = link.get('oobCode');
    if (link.get('mode') !== 'signIn' || !oobCode) return NOT_A_LINK;
    // A provider waiting to be added (LinkProviderForm) is added by this sign-in: the link proves the account.
    const provider = localStorage.getItem(PROVIDER_LINK_KEY);
    // Taken once: a ticket left over must not ride along with a later sign-in by link.
    localStorage.removeItem(PROVIDER_LINK_KEY);
    await authenticate(
      '/api/auth/link-sign-in',
      { email, oobCode, ...(provider ? { link: provider } : {}) },
      SIGN_IN_LINK_INVALID,
    );
    localStorage.removeItem(SIGN_IN_LINK_EMAIL_KEY);
    return null;
  } catch (caught) {
    return messageOf(caught, SIGN_IN_LINK_INVALID);
  }
}

/** /login/link: where an e-mailed sign-in link lands; signs in with it (asking for the address when needed). */
export default function LinkSignInPage() {
  const { t } = useLingui();
  const user = useSession((state) => state.user);
  // The address was kept when the link was asked for in this browser; opened elsewhere, the page asks for it.
  const [remembered] = useState(() => localStorage.getItem(SIGN_IN_LINK_EMAIL_KEY));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(Boolean(remembered));

  const settle = (failure: string | null) => {
    setError(failure);
    setBusy(false);
  };

  function signIn(email: string) {
    setBusy(true);
    setError(null);
    void completeLinkSignIn(email).then(settle);
  }

  useEffect(() => {
    if (remembered) void completeLinkSignIn(remembered).then(settle);
  }, [remembered]);

  if (user) return <Navigate to={homePathFor(user.role)} replace />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signIn(String(new FormData(event.currentTarget).get('email') ?? '').trim());
  }

  return (
    <CenteredCard title={<Trans>Sign in by link</Trans>}>
      <Stack gap="4">
        {busy && (
          <Text role="status">
            <Trans>Signing you in...</Trans>
          </Text>
        )}
        {!remembered && (
          <form onSubmit={onSubmit} aria-label={t`Confirm your e-mail address`}>
            <Stack gap="4">
              <Text fontSize="sm">
                <Trans>Enter the address the link was sent to.</Trans>
              </Text>
              <AuthField label={t`Email`}>
                {(control) => <Input type="email" name="email" autoComplete="email" {...control} />}
              </AuthField>
              <Button type="submit" colorPalette="blue" disabled={busy}>
                <Trans>Sign In</Trans>
              </Button>
            </Stack>
          </form>
        )}
        <ErrorText>{error}</ErrorText>
      </Stack>
    </CenteredCard>
  );
}
