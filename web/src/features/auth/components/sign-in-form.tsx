import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { homePathFor, MESSAGES } from '@hr-portal/contract';
import { ErrorText } from '../../../components/ui/status-text';
import { login } from '../../../api/auth';
import { messageOf } from '../../../lib/api-client';

export function SignInForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { user } = await login({ email, password });
      navigate(homePathFor(user.role), { replace: true });
    } catch (caught) {
      setError(messageOf(caught, MESSAGES.loginFailed));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>Email</Field.Label>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Password</Field.Label>
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field.Root>
        <ErrorText>{error}</ErrorText>
        <Button type="submit" colorPalette="blue" disabled={busy}>
          {busy ? 'Signing In...' : 'Sign In'}
        </Button>
      </Stack>
    </form>
  );
}
