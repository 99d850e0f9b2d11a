import { Box, Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { REFERRAL_LIMITS, REFERRAL_MESSAGES, SOURCING_LIMITS, SOURCING_MESSAGES } from '@hr-portal/contract';
import { referralSchema } from '@hr-portal/contract/schemas';
import { useRefer, type ReferralFields } from '../../../api/referrals';
import { JobPicker } from '../../../components/job-picker';
import { DoneText } from '../../../components/ui/done-text';
import { ErrorText } from '../../../components/ui/status-text';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { PdfFileField } from '../../../components/ui/pdf-file-field';
import { messageOf } from '../../../lib/api-client';

/** The form as typed: every field a string ('' for none); the server checks each in full. */
const formSchema = referralSchema.pick({ name: true, email: true }).extend({
  jobId: z.string().min(1, { error: 'Choose the job you refer them to' }),
  phone: z.string().trim().max(SOURCING_LIMITS.phoneChars, { error: SOURCING_MESSAGES.badPhone }),
  relationship: z.string().trim().max(REFERRAL_LIMITS.relationship, { error: REFERRAL_MESSAGES.relationshipTooLong }),
  note: z.string().trim().max(REFERRAL_LIMITS.note, { error: REFERRAL_MESSAGES.noteTooLong }),
});

const REFER_FAILED = 'The referral could not be sent';

/**
 * "Refer someone": a person the caller knows, for an open job, with an optional resume. They are e-mailed at once
 * that the caller referred them, with links to create their account or have their data removed.
 */
export function ReferForm({ jobId }: { jobId: string }) {
  const refer = useRefer();
  const [resume, setResume] = useState<File | null>(null);
  const [resumeProblem, setResumeProblem] = useState<string | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const empty: ReferralFields = { jobId, name: '', email: '', phone: '', relationship: '', note: '' };
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReferralFields>({ resolver: zodResolver(formSchema), defaultValues: empty });

  const submit = handleSubmit((form) => {
    if (resumeProblem) return;
    refer.mutate(
      { form, resume },
      {
        onSuccess: () => {
          reset({ ...empty, jobId: form.jobId });
          setResume(null);
          setFileKey((key) => key + 1);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Refer someone">
      <Stack gap="4" maxW="lg">
        <Controller
          control={control}
          name="jobId"
          render={({ field, fieldState }) => (
            <Box>
              <JobPicker label="Job" value={String(field.value ?? '')} onChange={field.onChange} />
              <ErrorText>{fieldState.error?.message}</ErrorText>
            </Box>
          )}
        />
        <Field.Root required invalid={Boolean(errors.name)}>
          <Field.Label>Their full name</Field.Label>
          <Input autoComplete="off" {...register('name')} />
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.email)}>
          <Field.Label>Their e-mail</Field.Label>
          <Input type="email" autoComplete="off" {...register('email')} />
          <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.phone)}>
          <Field.Label>Their phone (optional)</Field.Label>
          <Input type="tel" autoComplete="off" {...register('phone')} />
          <Field.HelperText>With its country code, e.g. +49 30 1234567</Field.HelperText>
          <Field.ErrorText>{errors.phone?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.relationship)}>
          <Field.Label>How you know them (optional)</Field.Label>
          <Input autoComplete="off" {...register('relationship')} />
          <Field.ErrorText>{errors.relationship?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.note)}>
          <Field.Label>A note for HR (optional)</Field.Label>
          <Textarea rows={3} {...register('note')} />
          <Field.HelperText>Only HR and admins read it, not the person you refer.</Field.HelperText>
          <Field.ErrorText>{errors.note?.message}</Field.ErrorText>
        </Field.Root>
        <PdfFileField
          key={fileKey}
          label="Their resume (optional PDF, at most 10 MB)"
          problem={resumeProblem}
          onPick={(picked, problem) => {
            setResume(picked);
            setResumeProblem(problem);
          }}
        />
        <Text fontSize="sm" color="gray.700">
          We e-mail them at once that you referred them, with our privacy notice and a link to remove their data.
        </Text>
        <UploadProgress fraction={refer.isPending && resume ? refer.progress : null} />
        <ErrorText>{refer.error ? messageOf(refer.error, REFER_FAILED) : null}</ErrorText>
        <DoneText>{refer.data?.message}</DoneText>
        <Box>
          <Button type="submit" colorPalette="blue" loading={refer.isPending} loadingText="Sending...">
            Refer
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
