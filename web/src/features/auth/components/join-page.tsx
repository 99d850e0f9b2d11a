import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { homePathFor, SOURCING_MESSAGES, type JoinDetailsDto } from '@hr-portal/contract';
import { authenticate } from '../../../api/auth';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { apiRequest, messageOf } from '../../../lib/api-client';
import { addKnownMessages } from '../../../lib/known-messages';
import { useSession } from '../../../stores/session';
import { AuthField } from './auth-field';
import { privacyPath } from '../../../lib/i18n';
import { CenteredCard } from '../../../components/ui/centered-card';

const MIN_PASSWORD = 8;
export const JOIN_MESSAGES = {
  [SOURCING_MESSAGES.linkInvalid]: msg`This link is not valid. Use the newest e-mail we sent you.`,
  [SOURCING_MESSAGES.passwordRequired]: msg`Choose a password of at least 8 characters`,
};
addKnownMessages(JOIN_MESSAGES);

/** The link's fields as the e-mail wrote them (u: the person, n: its one-time value, s: its signature). */
function linkFields() {
  const query = new URLSearchParams(window.location.search);
  return { u: query.get('u') ?? '', n: query.get('n') ?? '', s: query.get('s') ?? '' };
}

/**
 * /join: "Create my account" from the e-mail to someone staff added. Shows whom the link is for, asks for a
 * password, and signs them in to the account that already holds what staff filed (their application included).
 */
export default function JoinPage() {
  const { t } = useLingui();
  const user = useSession((state) => state.user);
  const [link] = useState(linkFields);
  const [details, setDetails] = useState<JoinDetailsDto | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    apiRequest<JoinDetailsDto>(`/api/auth/join?${new URLSearchParams(link)}`, SOURCING_MESSAGES.linkInvalid, {
      withToken: false,
    }).then(setDetails, (caught: unknown) => setLinkError(messageOf(caught, SOURCING_MESSAGES.linkInvalid)));
  }, [link]);

  if (user) return <Navigate to={homePathFor(user.role)} replace />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (password.length < MIN_PASSWORD) return setError(SOURCING_MESSAGES.passwordRequired);
    setBusy(true);
    setError(null);
    authenticate('/api/auth/join', { ...link, password }, SOURCING_MESSAGES.linkInvalid).catch((caught: unknown) => {
      setError(messageOf(caught, SOURCING_MESSAGES.linkInvalid));
      setBusy(false);
    });
  }

  return (
    <CenteredCard title={<Trans>Create your account</Trans>}>
      {linkError ? (
        <Stack gap="3">
          <ErrorText>{linkError}</ErrorText>
          <Link href="/login">
            <Trans>Go to sign in</Trans>
          </Link>
        </Stack>
      ) : !details ? (
        <LoadingText>{t`Checking your link...`}</LoadingText>
      ) : (
        <form onSubmit={onSubmit} aria-label={t`Create your account`} noValidate>
          <Stack gap="4">
            <Text>
              <Trans>
                Welcome, {details.name}. Your account will use <strong>{details.email}</strong>; what we hold about you
                is already there.
              </Trans>
            </Text>
            <AuthField
              label={t`Choose a password`}
              helper={t`At least ${MIN_PASSWORD} characters`}
              error={error ?? undefined}
            >
              {(control) => <Input type="password" name="password" autoComplete="new-password" {...control} />}
            </AuthField>
            <Text fontSize="sm">
              <Trans>
                By creating your account you confirm you have read our <Link href={privacyPath()}>privacy notice</Link>.
              </Trans>
            </Text>
            <Button type="submit" colorPalette="blue" loading={busy}>
              <Trans>Create my account</Trans>
            </Button>
          </Stack>
        </form>
      )}
    </CenteredCard>
  );
}
