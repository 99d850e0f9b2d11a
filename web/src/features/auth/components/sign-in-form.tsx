import { Button, Input, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@hr-portal/contract';
import { ErrorText } from '../../../components/ui/status-text';
import { login } from '../../../api/auth';
import { useAuthSubmit } from '../use-auth-submit';
import { AuthField } from './auth-field';
import { SignInLinkOffer } from './sign-in-link-offer';

export function SignInForm() {
  const { t } = useLingui();
  const { busy, error, submit } = useAuthSubmit(login, MESSAGES.loginFailed);
  const [email, setEmail] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setEmail(String(form.get('email') ?? '').trim());
    void submit({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Sign in`}>
      <Stack gap="4">
        <AuthField label={t`Email`}>
          {(control) => <Input type="email" name="email" autoComplete="email" {...control} />}
        </AuthField>
        <AuthField label={t`Password`}>
          {(control) => <Input type="password" name="password" autoComplete="current-password" {...control} />}
        </AuthField>
        <ErrorText>{error}</ErrorText>
        {/* The account's attempts are spent (429): its owner can still sign in by an e-mailed link. */}
        {error === MESSAGES.tooManyRequests && <SignInLinkOffer email={email} />}
        <Button type="submit" colorPalette="blue" disabled={busy}>
          {busy ? t`Signing In...` : t`Sign In`}
        </Button>
      </Stack>
    </form>
  );
}
