import { Box, Button, Field, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import {
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  SOURCING_LIMITS,
  SOURCING_MESSAGES,
  SOURCING_SOURCE_LABELS,
  SOURCING_SOURCES,
} from '@hr-portal/contract';
import { sourcePersonSchema } from '@hr-portal/contract/schemas';
import { useAddPerson, type AddPersonFields } from '../../../api/people';
import { JobPicker } from '../../../components/job-picker';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorText } from '../../../components/ui/status-text';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { PdfFileField } from '../../../components/ui/pdf-file-field';
import { messageOf } from '../../../lib/api-client';

/** The form as typed: every field a string ('' for none), links one per line; the server checks each in full. */
const formSchema = sourcePersonSchema.pick({ name: true, email: true, source: true }).extend({
  phone: z.string().trim().max(SOURCING_LIMITS.phoneChars, { error: SOURCING_MESSAGES.badPhone }),
  location: z.string().trim().max(PROFILE_LIMITS.location, { error: PROFILE_MESSAGES.locationTooLong }),
  links: z.string().refine((text) => text.split('\n').filter((line) => line.trim()).length <= PROFILE_LIMITS.links, {
    error: PROFILE_MESSAGES.tooManyLinks,
  }),
  jobId: z.string(),
});

const ADD_FAILED = 'The person could not be added';
const EMPTY: AddPersonFields = { name: '', email: '', phone: '', location: '', links: '', source: 'event', jobId: '' };

/**
 * /hr/people/new and /admin/people/new: add someone who did not apply (met at an event, found on LinkedIn), with
 * an optional resume and job. They are e-mailed at once that we hold their data, with links to create their
 * account or remove it.
 */
export function AddPersonPage({ base }: { base: string }) {
  const navigate = useNavigate();
  const add = useAddPerson();
  const [resume, setResume] = useState<File | null>(null);
  const [resumeProblem, setResumeProblem] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<AddPersonFields>({
    resolver: zodResolver(formSchema),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit((form) => {
    if (resumeProblem) return;
    add.mutate(
      { form, resume },
      { onSuccess: (added) => navigate(`${base}/people/${encodeURIComponent(added._id)}`, { state: { added: true } }) },
    );
  });

  return (
    <Box>
      <PageHeading backTo={`${base}/people`} backLabel="People">
        Add a person
      </PageHeading>
      <Text mb="4" maxW="prose">
        For someone who did not apply: met at an event, found on LinkedIn, sent by an agency. They are e-mailed at once
        that we hold their data and where we got it, with links to create their account or have it removed.
      </Text>
      <form onSubmit={submit} noValidate aria-label="Add a person">
        <Stack gap="4" maxW="lg">
          <Field.Root required invalid={Boolean(errors.name)}>
            <Field.Label>Full name</Field.Label>
            <Input autoComplete="off" {...register('name')} />
            <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.email)}>
            <Field.Label>E-mail</Field.Label>
            <Input type="email" autoComplete="off" {...register('email')} />
            <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.phone)}>
            <Field.Label>Phone (optional)</Field.Label>
            <Input type="tel" autoComplete="off" {...register('phone')} />
            <Field.HelperText>With its country code, e.g. +49 30 1234567</Field.HelperText>
            <Field.ErrorText>{errors.phone?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.location)}>
            <Field.Label>Location (optional)</Field.Label>
            <Input autoComplete="off" {...register('location')} />
            <Field.ErrorText>{errors.location?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.links)}>
            <Field.Label>Links (optional)</Field.Label>
            <Textarea rows={3} {...register('links')} />
            <Field.HelperText>
              One per line: LinkedIn, GitHub, a portfolio (at most {PROFILE_LIMITS.links})
            </Field.HelperText>
            <Field.ErrorText>{errors.links?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.source)}>
            <Field.Label>Where they came from</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('source')}>
                {SOURCING_SOURCES.map((source) => (
                  <option key={source} value={source}>
                    {SOURCING_SOURCE_LABELS[source]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.source?.message}</Field.ErrorText>
          </Field.Root>
          <Controller
            control={control}
            name="jobId"
            render={({ field }) => (
              <JobPicker
                label="Put them on a job's pipeline (optional)"
                value={String(field.value ?? '')}
                onChange={field.onChange}
                noneLabel="No job"
              />
            )}
          />
          <PdfFileField
            label="Resume (optional PDF, at most 10 MB)"
            problem={resumeProblem}
            onPick={(picked, problem) => {
              setResume(picked);
              setResumeProblem(problem);
            }}
          />
          <UploadProgress fraction={add.isPending && resume ? add.progress : null} />
          <ErrorText>{add.error ? messageOf(add.error, ADD_FAILED) : null}</ErrorText>
          <Box>
            <Button type="submit" colorPalette="blue" loading={add.isPending} loadingText="Adding...">
              Add and tell them
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}
