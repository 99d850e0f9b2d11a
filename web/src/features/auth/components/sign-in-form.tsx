import { Button, Input, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { MESSAGES } from '@hr-portal/contract';
import { ErrorText } from '../../../components/ui/status-text';
import { login } from '../../../api/auth';
import { useAuthSubmit } from '../use-auth-submit';
import { AuthField } from './auth-field';

export function SignInForm() {
  const { busy, error, submit } = useAuthSubmit(login, MESSAGES.loginFailed);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void submit({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Stack gap="4">
        <AuthField label="Email">
          {(control) => <Input type="email" name="email" autoComplete="email" {...control} />}
        </AuthField>
        <AuthField label="Password">
          {(control) => <Input type="password" name="password" autoComplete="current-password" {...control} />}
        </AuthField>
        <ErrorText>{error}</ErrorText>
        <Button type="submit" colorPalette="blue" disabled={busy}>
          {busy ? 'Signing In...' : 'Sign In'}
        </Button>
      </Stack>
    </form>
  );
}
