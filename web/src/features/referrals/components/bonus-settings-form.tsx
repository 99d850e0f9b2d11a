import { Box, Button, chakra, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { REFERRAL_MESSAGES, type ReferralBonusSettingsDto } from '@hr-portal/contract';
import { referralBonusSchema } from '@hr-portal/contract/schemas';
import { useSaveBonusSettings } from '../../../api/referrals';
import { DoneText } from '../../../components/ui/done-text';
import { ErrorText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';

/** The referral bonus: on or off, its amount and currency, and the days after a hire before it is due. */
export function BonusSettingsForm({ settings }: { settings: ReferralBonusSettingsDto }) {
  const save = useSaveBonusSettings();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReferralBonusSettingsDto>({ resolver: zodResolver(referralBonusSchema), defaultValues: settings });
  const submit = handleSubmit((values) => save.mutate(values));
  return (
    <form onSubmit={submit} noValidate aria-label="Referral bonus">
      <Stack gap="4" maxW="lg">
        <chakra.label display="flex" gap="2" alignItems="center">
          <input type="checkbox" {...register('enabled')} />
          Pay a bonus for referrals that are hired
        </chakra.label>
        <HStack gap="4" align="start" wrap="wrap">
          <Field.Root invalid={Boolean(errors.amount)} maxW="40">
            <Field.Label>Amount</Field.Label>
            <Input type="number" min={0} step="any" {...register('amount', { valueAsNumber: true })} />
            <Field.ErrorText>{errors.amount?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.currency)} maxW="28">
            <Field.Label>Currency</Field.Label>
            <Input maxLength={3} {...register('currency', { setValueAs: (value: string) => value.toUpperCase() })} />
            <Field.ErrorText>{errors.currency?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.waitingDays)} maxW="48">
            <Field.Label>Days after the hire</Field.Label>
            <Input type="number" min={0} {...register('waitingDays', { valueAsNumber: true })} />
            <Field.HelperText>The bonus is due when the new hire has stayed this long.</Field.HelperText>
            <Field.ErrorText>{errors.waitingDays?.message}</Field.ErrorText>
          </Field.Root>
        </HStack>
        <ErrorText>{save.error ? messageOf(save.error, 'The bonus settings could not be saved') : null}</ErrorText>
        <DoneText>{save.isSuccess ? REFERRAL_MESSAGES.bonusSaved : null}</DoneText>
        <Box>
          <Button type="submit" colorPalette="blue" loading={save.isPending}>
            Save
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
