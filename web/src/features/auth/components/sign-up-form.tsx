import { Button, Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MESSAGES, type RegisterRequest } from '@hr-portal/contract';
import { registerRequestSchema } from '@hr-portal/contract/schemas';
import { ErrorText } from '../../../components/ui/status-text';
import { register as signUp } from '../../../api/auth';
import { useAuthSubmit } from '../use-auth-submit';
import { AuthField } from './auth-field';

const EMPTY_FORM: RegisterRequest = { name: '', email: '', password: '', role: 'candidate' };

/**
 * Sign Up: react-hook-form with the contract's register schema, so a missing name, a malformed
 * address or a short password is named under its field before anything is sent. Loaded only when the Sign Up
 * tab opens (it brings the form and schema libraries, which /login's first paint does not need).
 */
export default function SignUpForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterRequest>({ resolver: zodResolver(registerRequestSchema), defaultValues: EMPTY_FORM });
  const { busy, error, submit } = useAuthSubmit(signUp, MESSAGES.signupFailed);

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="Sign up">
      <Stack gap="4">
        <AuthField label="Full Name" error={errors.name?.message}>
          {(control) => <Input autoComplete="name" {...register('name')} {...control} />}
        </AuthField>
        <AuthField label="Email" error={errors.email?.message}>
          {(control) => <Input type="email" autoComplete="email" {...register('email')} {...control} />}
        </AuthField>
        <AuthField label="Password" helper="At least 8 characters." error={errors.password?.message}>
          {(control) => <Input type="password" autoComplete="new-password" {...register('password')} {...control} />}
        </AuthField>
        <AuthField label="Role" required={false}>
          {(control) => (
            <NativeSelect.Root>
              <NativeSelect.Field {...register('role')} {...control}>
                <option value="candidate">Candidate</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </AuthField>
        <ErrorText>{error}</ErrorText>
        <Text fontSize="sm" color="gray.600">
          By signing up you agree to how we use your data, as our{' '}
          <Link href="/privacy" target="_blank" rel="noopener" color="blue.700">
            privacy notice
          </Link>{' '}
          explains.
        </Text>
        <Button type="submit" colorPalette="blue" disabled={busy}>
          {busy ? 'Signing Up...' : 'Sign Up'}
        </Button>
      </Stack>
    </form>
  );
}
