import { Box, Button, Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { defaultAvailability, type AvailabilityDto, MESSAGES } from '@hr-portal/contract';
import { availabilitySchema } from '@hr-portal/contract/schemas';
import { browserTimeZone, useMyAvailability, useSaveAvailability } from '../../../api/scheduling';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const RANGE = /^\s*(\d{2}:\d{2})\s*[-–]\s*(\d{2}:\d{2})\s*$/;

/** The form's text, read into the API's shape; a day that is not "HH:MM-HH:MM, ..." is named in the error. */
const formSchema = z
  .object({
    timeZone: z.string(),
    days: z.array(z.string()),
    bufferMinutes: z.coerce.number({ error: 'Buffer must be a number' }),
    maxPerDay: z.coerce.number({ error: 'Interviews per day must be a number' }),
    minNoticeHours: z.coerce.number({ error: 'Minimum notice must be a number' }),
  })
  .superRefine((form, context) => {
    form.days.forEach((text, index) => {
      const parts = text.split(',').filter((part) => part.trim() !== '');
      if (parts.some((part) => !RANGE.test(part))) {
        context.addIssue({
          code: 'custom',
          path: ['days', index],
          message: `${DAYS[index]}: write ranges as 09:00-12:00, 13:00-17:00 (or leave empty)`,
        });
      }
    });
  })
  .transform((form): z.input<typeof availabilitySchema> => ({
    timeZone: form.timeZone.trim(),
    weekly: form.days.flatMap((text, index) => {
      const ranges = text
        .split(',')
        .filter((part) => part.trim() !== '')
        .map((part) => {
          const [, start, end] = RANGE.exec(part)!;
          return { start: start!, end: end! };
        });
      return ranges.length > 0 ? [{ day: index + 1, ranges }] : [];
    }),
    bufferMinutes: form.bufferMinutes,
    maxPerDay: form.maxPerDay,
    minNoticeHours: form.minNoticeHours,
  }))
  .pipe(availabilitySchema);

/** What the form edits: each day's hours as text ("09:00-12:00, 13:00-17:00"; empty for a day off). */
type AvailabilityForm = z.input<typeof formSchema>;

function toForm(availability: AvailabilityDto): AvailabilityForm {
  const rangesOf = (day: number) =>
    availability.weekly
      .find((entry) => entry.day === day)
      ?.ranges.map((range) => `${range.start}-${range.end}`)
      .join(', ') ?? '';
  return {
    timeZone: availability.timeZone,
    days: DAYS.map((_, index) => rangesOf(index + 1)),
    bufferMinutes: String(availability.bufferMinutes),
    maxPerDay: String(availability.maxPerDay),
    minNoticeHours: String(availability.minNoticeHours),
  };
}

/** Interview hours on the profile (employees, hr, admins): when candidates may book them, in their zone. */
export default function AvailabilityCard() {
  const stored = useMyAvailability(true);
  return (
    <Box as="section" bg="white" p="5" borderWidth="1px" borderRadius="md" aria-labelledby="availability-heading">
      <Heading as="h2" id="availability-heading" size="md" mb="2">
        Interview hours
      </Heading>
      {stored.isPending && <LoadingText>Loading your hours...</LoadingText>}
      <ErrorText>{stored.error ? messageOf(stored.error, MESSAGES.fetchDataFailed) : null}</ErrorText>
      {stored.data && (
        <AvailabilityFormView
          initial={stored.data.saved ? stored.data : defaultAvailability(browserTimeZone())}
          saved={stored.data.saved}
        />
      )}
    </Box>
  );
}

function AvailabilityFormView({ initial, saved }: { initial: AvailabilityDto; saved: boolean }) {
  const save = useSaveAvailability();
  const [notice, setNotice] = useState<string | null>(saved ? null : 'Not saved yet: these are suggestions.');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AvailabilityForm, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: toForm(initial),
  });
  const zones = Intl.supportedValuesOf?.('timeZone') ?? [];

  async function onSave(availability: AvailabilityDto) {
    setNotice(null);
    await save.mutateAsync(availability).then(() => setNotice('Interview hours saved.'));
  }

  const numberField = (name: 'bufferMinutes' | 'maxPerDay' | 'minNoticeHours', label: string) => (
    <Field.Root invalid={errors[name] !== undefined}>
      <Field.Label>{label}</Field.Label>
      <Input type="number" inputMode="numeric" {...register(name)} />
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Stack as="form" gap="4" onSubmit={handleSubmit((values) => onSave(values).catch(() => undefined))}>
      <Text fontSize="sm" color="gray.700">
        Candidates book interviews inside these hours. Write each day's hours as 09:00-12:00, 13:00-17:00; leave a day
        empty when you do not interview.
      </Text>
      <Field.Root invalid={errors.timeZone !== undefined} maxW="sm">
        <Field.Label>Time zone</Field.Label>
        <Input list="time-zones" autoComplete="off" {...register('timeZone')} />
        <datalist id="time-zones">
          {zones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <Field.ErrorText>{errors.timeZone?.message}</Field.ErrorText>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {DAYS.map((day, index) => (
          <Field.Root key={day} invalid={errors.days?.[index] !== undefined}>
            <Field.Label>{day}</Field.Label>
            <Input placeholder="Day off" {...register(`days.${index}`)} />
            <Field.ErrorText>{errors.days?.[index]?.message}</Field.ErrorText>
          </Field.Root>
        ))}
      </SimpleGrid>
      <ErrorText>{errors.days?.message ?? errors.days?.root?.message}</ErrorText>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {numberField('bufferMinutes', 'Buffer between interviews (minutes)')}
        {numberField('maxPerDay', 'Interviews per day at most')}
        {numberField('minNoticeHours', 'Minimum notice (hours)')}
      </SimpleGrid>
      <Box role="status" aria-live="polite">
        {notice && <Text fontSize="sm">{notice}</Text>}
      </Box>
      <ErrorText>{save.error ? messageOf(save.error, 'Your interview hours could not be saved') : null}</ErrorText>
      <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={isSubmitting}>
        Save interview hours
      </Button>
    </Stack>
  );
}
