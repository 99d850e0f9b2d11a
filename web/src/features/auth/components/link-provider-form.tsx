import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { MESSAGES, PROVIDER_NAMES, type LinkRequired } from '@hr-portal/contract';
import { login, PROVIDER_LINK_KEY, requestSignInLink } from '../../../api/auth';
import { ErrorText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { translateKnown } from '../../../lib/known-messages';
import { useAuthSubmit } from '../use-auth-submit';
import { AuthField } from './auth-field';

/**
 * The provider's address needs its owner's proof. An account already uses it (`proof: 'account'`): its owner proves
 * it is theirs (its password, or a sign-in link e-mailed to it) and the provider is added to it with that sign-in.
 * No account uses it yet, but the provider does not vouch for it (`proof: 'address'`): a sign-in link e-mailed to it
 * creates the account with the provider. Nothing is linked without that proof. Loaded only when the API asks for it.
 */
export default function LinkProviderForm({ link, onCancel }: { link: LinkRequired; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const { busy, error, submit } = useAuthSubmit(login, MESSAGES.loginFailed);
  const [mailed, setMailed] = useState<string | null>(null);
  const provider = PROVIDER_NAMES[link.provider as keyof typeof PROVIDER_NAMES] ?? t`your company account`;
  const email = link.email;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({ email, password: String(new FormData(event.currentTarget).get('password') ?? ''), link: link.link });
  }

  function mailLink() {
    setMailed('');
    // The link opens in another tab: the provider waiting to be added is kept for it.
    localStorage.setItem(PROVIDER_LINK_KEY, link.link);
    requestSignInLink(email, link.proof === 'address' ? link.link : undefined).then(setMailed, (caught: unknown) =>
      setMailed(messageOf(caught, MESSAGES.operationFailed)),
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Add ${provider} to your account`}>
      <Stack gap="4" mt="6">
        <Text role="status" fontSize="sm" bg="blue.50" color="blue.900" p="3" borderRadius="md">
          {translateKnown(i18n, link.message)}
        </Text>
        {link.proof === 'address' ? null : (
          <>
            <Text fontSize="sm">
              <Trans>
                Enter the password of {email} once, and from then on {provider} signs you in to it.
              </Trans>
            </Text>
            <AuthField label={t`Password`}>
              {(control) => <Input type="password" name="password" autoComplete="current-password" {...control} />}
            </AuthField>
            <ErrorText>{error}</ErrorText>
            <Button type="submit" colorPalette="blue" disabled={busy}>
              {busy ? t`Signing In...` : t`Add ${provider} and sign in`}
            </Button>
          </>
        )}
        {mailed ? (
          <Text role="status" fontSize="sm">
            {translateKnown(i18n, mailed)}
          </Text>
        ) : (
          <Button
            type="button"
            variant={link.proof === 'address' ? 'solid' : 'outline'}
            colorPalette={link.proof === 'address' ? 'blue' : undefined}
            onClick={mailLink}
            disabled={mailed === ''}
          >
            {link.proof === 'address' ? (
              <Trans>E-mail me a sign-in link</Trans>
            ) : (
              <Trans>E-mail me a sign-in link instead</Trans>
            )}
          </Button>
        )}
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            localStorage.removeItem(PROVIDER_LINK_KEY);
            onCancel();
          }}
        >
          <Trans>Cancel</Trans>
        </Button>
      </Stack>
    </form>
  );
}
