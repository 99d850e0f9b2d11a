import { Box, Field, Flex, Heading, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { COMMON_CURRENCIES } from '@hr-portal/contract';
import { SalaryPeriodOptions } from '../../../components/ui/salary-period-options';
import type { JobFormValues } from '../job-form-values';

interface CareersFieldsProps {
  register: UseFormRegister<JobFormValues>;
  errors: FieldErrors<JobFormValues>;
}

/** What the public careers page and Google for Jobs show besides the basics: last day, salary terms, remote. */
export function CareersFields({ register, errors }: CareersFieldsProps) {
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3">
      <Heading as="legend" size="sm" px="1">
        Careers page
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root invalid={errors.validThrough !== undefined}>
          <Field.Label>Apply by</Field.Label>
          <Input type="date" {...register('validThrough')} />
          <Field.HelperText>The job closes by itself after this day.</Field.HelperText>
          <Field.ErrorText>{errors.validThrough?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={errors.salaryCurrency !== undefined}>
          <Field.Label>Salary currency</Field.Label>
          <Input {...register('salaryCurrency')} list="currencies" maxLength={3} placeholder="Default currency" />
          <datalist id="currencies">
            {COMMON_CURRENCIES.map((code) => (
              <option key={code} value={code} />
            ))}
          </datalist>
          <Field.ErrorText>{errors.salaryCurrency?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Salary is paid</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('salaryPeriod')}>
              <SalaryPeriodOptions />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Flex direction="column" gap="2">
          <Flex as="label" align="center" gap="2" cursor="pointer">
            <input type="checkbox" {...register('remote')} />
            Remote
          </Flex>
          <Field.Root invalid={errors.remoteCountries !== undefined}>
            <Field.Label>Remote from (country codes)</Field.Label>
            <Input {...register('remoteCountries')} placeholder="DE, FR, NL" />
            <Field.ErrorText>{errors.remoteCountries?.message}</Field.ErrorText>
          </Field.Root>
        </Flex>
      </SimpleGrid>
    </Box>
  );
}
