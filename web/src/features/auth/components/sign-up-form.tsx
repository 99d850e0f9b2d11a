import { Button, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { MESSAGES, type RegisterRequest } from '@hr-portal/contract';
import { registerRequestSchema } from '@hr-portal/contract/schemas';
import { ErrorText } from '../../../components/ui/status-text';
import { register as signUp } from '../../../api/auth';
import { currentLanguage } from '../../../lib/i18n';
import { translateKnown } from '../../../lib/known-messages';
import { useAuthSubmit } from '../use-auth-submit';
import { AuthField } from './auth-field';
import { PrivacyNoticeLink } from './privacy-notice-link';

const EMPTY_FORM: RegisterRequest = { name: '', email: '', password: '', role: 'candidate' };

/**
 * Sign Up: react-hook-form with the contract's register schema, so a missing name, a malformed
 * address or a short password is named under its field before anything is sent. Loaded only when the Sign Up
 * tab opens (it brings the form and schema libraries, which /login's first paint does not need).
 */
export default function SignUpForm() {
  const { t, i18n } = useLingui();
  const problem = (message: string | undefined) => message && translateKnown(i18n, message);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterRequest>({ resolver: zodResolver(registerRequestSchema), defaultValues: EMPTY_FORM });
  const { busy, error, submit } = useAuthSubmit(signUp, MESSAGES.signupFailed);

  return (
    // The account's e-mails start in the language the form was shown in.
    <form
      onSubmit={handleSubmit((values) => submit({ ...values, language: currentLanguage() }))}
      noValidate
      aria-label={t`Sign up`}
    >
      <Stack gap="4">
        <AuthField label={t`Full Name`} error={problem(errors.name?.message)}>
          {(control) => <Input autoComplete="name" {...register('name')} {...control} />}
        </AuthField>
        <AuthField label={t`Email`} error={problem(errors.email?.message)}>
          {(control) => <Input type="email" autoComplete="email" {...register('email')} {...control} />}
        </AuthField>
        <AuthField label={t`Password`} helper={t`At least 8 characters.`} error={problem(errors.password?.message)}>
          {(control) => <Input type="password" autoComplete="new-password" {...register('password')} {...control} />}
        </AuthField>
        <AuthField label={t`Role`} required={false}>
          {(control) => (
            <NativeSelect.Root>
              <NativeSelect.Field {...register('role')} {...control}>
                <option value="candidate">{t`Candidate`}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </AuthField>
        <ErrorText>{error}</ErrorText>
        <Text fontSize="sm" color="gray.600">
          <Trans>
            By signing up you agree to how we use your data, as our{' '}
            <PrivacyNoticeLink>privacy notice</PrivacyNoticeLink> explains.
          </Trans>
        </Text>
        <Button type="submit" colorPalette="blue" disabled={busy}>
          {busy ? t`Signing Up...` : t`Sign Up`}
        </Button>
      </Stack>
    </form>
  );
}
