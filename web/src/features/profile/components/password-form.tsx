import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '@hr-portal/contract';
import { setPasswordSchema } from '@hr-portal/contract/schemas';
import { setOwnPassword } from '../../../api/profile';
import { ErrorText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { translateKnown } from '../../../lib/known-messages';
import '../password-messages';

/**
 * "Set a password": for someone whose password a proof of their address removed, or who never had one (a sign-in
 * link, Google). The API checks the rules (8 to 128 characters) and that the sign-in is recent.
 */
export function PasswordForm() {
  const { t, i18n } = useLingui();
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({ resolver: zodResolver(setPasswordSchema), defaultValues: { password: '' } });

  async function onSubmit({ password }: { password: string }) {
    setNotice(null);
    setError(null);
    try {
      setNotice((await setOwnPassword(password)).message);
      reset();
    } catch (caught) {
      setError(messageOf(caught, MESSAGES.operationFailed));
    }
  }

  const problem = errors.password?.message;
  return (
    <Stack as="form" gap="3" align="flex-start" onSubmit={handleSubmit(onSubmit)} aria-label={t`Set a password`}>
      <Text fontSize="sm" color="gray.700">
        <Trans>Set a new password to sign in with your e-mail address and password.</Trans>
      </Text>
      <Field.Root invalid={problem !== undefined} maxW="sm">
        <Field.Label>
          <Trans>New password</Trans>
        </Field.Label>
        <Input type="password" autoComplete="new-password" {...register('password')} />
        <Field.ErrorText>{problem ? translateKnown(i18n, problem) : null}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" variant="outline" disabled={isSubmitting}>
        {isSubmitting ? t`Saving...` : t`Set password`}
      </Button>
      {notice && <Text role="status">{translateKnown(i18n, notice)}</Text>}
      <ErrorText>{error}</ErrorText>
    </Stack>
  );
}
