import { Box, Card, Heading, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { homePathFor, MESSAGES, USER_MESSAGES } from '@hr-portal/contract';
import { useSession } from '../../../stores/session';
import { ACCESS_CHANGED_REASON, SIGNED_OUT_EVERYWHERE_REASON, SIGNED_OUT_REASON_PARAM } from '../../../lib/session-end';
import { NEXT_PARAM, safeNextPath } from '../../../lib/next-path';
import { SignInForm } from './sign-in-form';
import { AuthTabs } from './auth-tabs';
import { LoadingText } from '../../../components/ui/status-text';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { translateKnown } from '../../../lib/known-messages';

const SignUpForm = lazy(() => import('./sign-up-form'));
// Google, Microsoft and SSO come just after the password form's first paint: no signed-in screen carries them.
const ProviderSignIn = lazy(() => import('./provider-sign-in'));

/** /login: "Welcome to the product" card with Sign In and Sign Up tabs. */
export function LoginPage() {
  const { t, i18n } = useLingui();
  const user = useSession((state) => state.user);
  const [params] = useSearchParams();
  if (user) return <Navigate to={safeNextPath(params.get(NEXT_PARAM)) ?? homePathFor(user.role)} replace />;
  const reason = params.get(SIGNED_OUT_REASON_PARAM);
  const notice =
    reason === ACCESS_CHANGED_REASON
      ? MESSAGES.accessChanged
      : reason === SIGNED_OUT_EVERYWHERE_REASON
        ? USER_MESSAGES.signedOutEverywhere
        : reason
          ? MESSAGES.sessionEnded
          : null;

  return (
    // The card hangs from the top rather than being centred: when the provider buttons arrive, or the other tab's
    // form is taller, it grows downwards and nothing above moves under the pointer (a click half-way through a
    // centred card's shift landed beside the tab it aimed at).
    <Box
      as="main"
      minH="100vh"
      display="flex"
      alignItems="flex-start"
      justifyContent="center"
      bg="gray.50"
      p="4"
      pt={{ base: '8', md: '20' }}
    >
      <Card.Root w="full" maxW="md">
        <Card.Header>
          <Heading as="h1" size="xl" textAlign="center">
            <Trans>Welcome to the product</Trans>
          </Heading>
        </Card.Header>
        <Card.Body>
          {notice && (
            <Text role="status" bg="blue.50" color="blue.900" p="3" borderRadius="md" mb="4" fontSize="sm">
              {translateKnown(i18n, notice)}
            </Text>
          )}
          <AuthTabs
            label={t`Sign in or sign up`}
            tabs={[
              { value: 'sign-in', label: <Trans>Sign In</Trans>, panel: () => <SignInForm /> },
              {
                value: 'sign-up',
                label: <Trans>Sign Up</Trans>,
                panel: () => (
                  <Suspense fallback={<LoadingText>{t`Loading...`}</LoadingText>}>
                    <SignUpForm />
                  </Suspense>
                ),
              },
            ]}
          />
          <Suspense fallback={null}>
            <ProviderSignIn />
          </Suspense>
        </Card.Body>
        <Card.Footer justifyContent="center">
          <LanguageSwitcher />
        </Card.Footer>
      </Card.Root>
    </Box>
  );
}
