import { Box, Button, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  homePathFor,
  MESSAGES,
  PROVIDER_NAMES,
  type CandidateProvider,
  type LinkRequired,
  type SignInOptions,
} from '@hr-portal/contract';
import { continueWithProvider, linkRequiredOf, ProviderCancelled, signInOptions } from '../../../api/auth';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { currentLanguage, privacyPath } from '../../../lib/i18n';
import { NEXT_PARAM, safeNextPath } from '../../../lib/next-path';

const LinkProviderForm = lazy(() => import('./link-provider-form'));

const FALLBACK_OPTIONS: SignInOptions = { providers: ['google.com', 'microsoft.com'], sso: null };

/** What the sign-in page offers besides the password; Google and Microsoft while the answer is on its way. */
function useSignInOptions(): SignInOptions {
  const [options, setOptions] = useState(FALLBACK_OPTIONS);
  useEffect(() => {
    let current = true;
    signInOptions().then(
      (answer) => current && setOptions(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return options;
}

/**
 * "Continue with Google" / "Continue with Microsoft" for candidates, and the company's SSO button for staff when
 * admins set one up. The provider's window opens on the press (its code loads then); the API makes the session.
 * An address that already has an account asks its owner to prove it first (LinkProviderForm).
 */
export function ProviderSignIn() {
  const { t } = useLingui();
  const options = useSignInOptions();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<LinkRequired | null>(null);

  async function signInWith(providerId: string) {
    setBusy(providerId);
    setError(null);
    try {
      const { user } = await continueWithProvider(providerId, currentLanguage());
      navigate(safeNextPath(params.get(NEXT_PARAM)) ?? homePathFor(user.role), { replace: true });
    } catch (caught) {
      setBusy(null);
      if (caught instanceof ProviderCancelled) return;
      const linkRequired = linkRequiredOf(caught);
      if (linkRequired) setLink(linkRequired);
      else setError(messageOf(caught, MESSAGES.loginFailed));
    }
  }

  if (link) {
    return (
      <Suspense fallback={<LoadingText>{t`Loading...`}</LoadingText>}>
        <LinkProviderForm link={link} onCancel={() => setLink(null)} />
      </Suspense>
    );
  }

  const nameOf = (provider: CandidateProvider) => PROVIDER_NAMES[provider];
  return (
    <Stack gap="3" mt="6">
      <Box display="flex" alignItems="center" gap="3" aria-hidden="true">
        <Separator flex="1" />
        <Text fontSize="sm" color="gray.600">
          <Trans>or</Trans>
        </Text>
        <Separator flex="1" />
      </Box>
      {options.providers.map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="outline"
          disabled={busy !== null}
          onClick={() => void signInWith(provider)}
        >
          {busy === provider ? t`Waiting for ${nameOf(provider)}...` : t`Continue with ${nameOf(provider)}`}
        </Button>
      ))}
      {options.sso && (
        <Button
          type="button"
          variant="outline"
          colorPalette="blue"
          disabled={busy !== null}
          onClick={() => void signInWith(options.sso!.providerId)}
        >
          {t`Continue with ${options.sso.label}`}
        </Button>
      )}
      <ErrorText>{error}</ErrorText>
      <Text fontSize="sm" color="gray.600">
        <Trans>
          New here? Continuing with Google or Microsoft creates your candidate account, as our{' '}
          <Link href={privacyPath()} target="_blank" rel="noopener" color="blue.700">
            privacy notice
          </Link>{' '}
          explains.
        </Trans>
      </Text>
    </Stack>
  );
}
