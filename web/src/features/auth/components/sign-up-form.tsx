import { Button, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { homePathFor, MESSAGES, type RegisterRequest } from '@hr-portal/contract';
import { ErrorText } from '../../../components/ui/status-text';
import { register } from '../../../api/auth';
import { messageOf } from '../../../lib/api-client';

const EMPTY_FORM: RegisterRequest = { name: '', email: '', password: '', role: 'candidate' };

export function SignUpForm() {
  const navigate = useNavigate();
  const [form, setForm] = useState<RegisterRequest>(EMPTY_FORM);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const update = (field: keyof RegisterRequest) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { user } = await register(form);
      navigate(homePathFor(user.role), { replace: true });
    } catch (caught) {
      setError(messageOf(caught, MESSAGES.signupFailed));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign up">
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>Full Name</Field.Label>
          <Input name="name" autoComplete="name" value={form.name} onChange={update('name')} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Email</Field.Label>
          <Input type="email" name="email" autoComplete="email" value={form.email} onChange={update('email')} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Password</Field.Label>
          <Input
            type="password"
            name="password"
            autoComplete="new-password"
            value={form.password}
            onChange={update('password')}
          />
          <Field.HelperText>At least 8 characters.</Field.HelperText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Role</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name="role" value={form.role} onChange={update('role')}>
              <option value="candidate">Candidate</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <ErrorText>{error}</ErrorText>
        <Button type="submit" colorPalette="blue" disabled={busy}>
          {busy ? 'Signing Up...' : 'Sign Up'}
        </Button>
      </Stack>
    </form>
  );
}
