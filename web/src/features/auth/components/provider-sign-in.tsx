import { Box, Button, Separator, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PROVIDER_NAMES, type CandidateProvider, type SignInOptions } from '@hr-portal/contract';
import { goToProviderPage, signInOptions } from '../../../api/provider-auth';
import { providerPageUrl, takeProviderOutcome } from '../../../lib/provider-handoff';
import '../provider-messages';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { currentLanguage } from '../../../lib/i18n';
import { PrivacyNoticeLink } from './privacy-notice-link';
import { NEXT_PARAM, safeNextPath } from '../../../lib/next-path';

const LinkProviderForm = lazy(() => import('./link-provider-form'));

const FALLBACK_OPTIONS: SignInOptions = { providers: ['google.com', 'microsoft.com'], sso: null };

/** What the sign-in page offers besides the password; Google and Microsoft while the answer is on its way. */
function useSignInOptions(): SignInOptions {
  const [options, setOptions] = useState(FALLBACK_OPTIONS);
  useEffect(() => {
    let current = true;
    // Anything but the expected answer (an old API, a proxy's page) leaves Google and Microsoft offered.
    signInOptions().then(
      (answer) => current && Array.isArray(answer?.providers) && setOptions(answer),
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
 * admins set one up: each leaves for the provider sign-in page (provider-sign-in.html), which goes to the provider
 * and back, has the API make the session and returns. What it could not do it leaves for this page: an address that
 * already has an account asks its owner to prove it first (LinkProviderForm), anything else is shown as an error.
 */
export default function ProviderSignIn() {
  const { t } = useLingui();
  const options = useSignInOptions();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState(takeProviderOutcome);

  function signInWith(providerId: string) {
    setBusy(providerId);
    goToProviderPage(providerPageUrl(providerId, safeNextPath(params.get(NEXT_PARAM)), currentLanguage()));
  }

  if (outcome?.kind === 'link') {
    return (
      <Suspense fallback={<LoadingText>{t`Loading...`}</LoadingText>}>
        <LinkProviderForm link={outcome.link} onCancel={() => setOutcome(null)} />
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
          onClick={() => signInWith(provider)}
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
          onClick={() => signInWith(options.sso!.providerId)}
        >
          {t`Continue with ${options.sso.label}`}
        </Button>
      )}
      <ErrorText>{outcome?.kind === 'error' ? outcome.message : null}</ErrorText>
      <Text fontSize="sm" color="gray.600">
        <Trans>
          New here? Continuing with Google or Microsoft creates your candidate account, as our{' '}
          <PrivacyNoticeLink>privacy notice</PrivacyNoticeLink> explains.
        </Trans>
      </Text>
    </Stack>
  );
}
