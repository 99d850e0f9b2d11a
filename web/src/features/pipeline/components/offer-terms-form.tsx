import { Button, Field, Flex, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { OfferField, OfferTerms } from '@hr-portal/contract';
import { offerTermsSchema } from '@hr-portal/contract/schemas';
import { SalaryPeriodOptions } from '../../../components/ui/salary-period-options';

/** The form's values: the terms as typed (the salary as text until it is checked). */
const formSchema = offerTermsSchema.extend({
  salary: z.coerce
    .number({ error: 'Salary must be a number' })
    .positive({ error: 'Salary must be more than 0' })
    .max(1_000_000_000, { error: 'Salary is too large' }),
});
type FormValues = z.input<typeof formSchema>;

interface OfferTermsFormProps {
  initial: OfferTerms;
  freeFields: OfferField[];
  submitLabel: string;
  pending: boolean;
  onSubmit: (terms: OfferTerms) => void;
  onCancel?: () => void;
}

/** Salary, currency and period, start and expiry dates, and the letter's free fields. */
export function OfferTermsForm({ initial, freeFields, submitLabel, pending, onSubmit, onCancel }: OfferTermsFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues, unknown, OfferTerms>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      ...initial,
      fields: Object.fromEntries(freeFields.map((f) => [f.key, initial.fields[f.key] ?? ''])),
    },
  });
  const fieldError = (name: Exclude<keyof OfferTerms, 'fields'>) => errors[name]?.message;
  return (
    <Stack asChild gap="3">
      <form noValidate aria-label="Offer terms" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <Flex gap="2" wrap="wrap" align="start">
          <Field.Root invalid={fieldError('salary') !== undefined} maxW="36">
            <Field.Label fontSize="sm">Salary</Field.Label>
            <Input size="sm" inputMode="decimal" {...register('salary')} />
            <Field.ErrorText>{fieldError('salary')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={fieldError('currency') !== undefined} maxW="24">
            <Field.Label fontSize="sm">Currency</Field.Label>
            <Input size="sm" maxLength={3} {...register('currency')} />
            <Field.ErrorText>{fieldError('currency')}</Field.ErrorText>
          </Field.Root>
          <Field.Root maxW="36">
            <Field.Label fontSize="sm">Period</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field {...register('period')}>
                <SalaryPeriodOptions />
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Flex>
        <Flex gap="2" wrap="wrap" align="start">
          <Field.Root invalid={fieldError('startDate') !== undefined} maxW="44">
            <Field.Label fontSize="sm">Start date</Field.Label>
            <Input size="sm" type="date" {...register('startDate')} />
            <Field.ErrorText>{fieldError('startDate')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={fieldError('expiresOn') !== undefined} maxW="44">
            <Field.Label fontSize="sm">Offer expires on</Field.Label>
            <Input size="sm" type="date" {...register('expiresOn')} />
            <Field.ErrorText>{fieldError('expiresOn')}</Field.ErrorText>
          </Field.Root>
        </Flex>
        {freeFields.map((field) => (
          <Field.Root key={field.key}>
            <Field.Label fontSize="sm">{field.label}</Field.Label>
            <Input size="sm" {...register(`fields.${field.key}`)} />
          </Field.Root>
        ))}
        <Flex gap="2">
          <Button type="submit" size="sm" colorPalette="blue" loading={pending}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button size="sm" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Flex>
      </form>
    </Stack>
  );
}
