import { Box, Button, Field, Flex, Heading, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { JOB_TYPES, type JobInput } from '@hr-portal/contract';
import type { JobFormValues } from '../job-form-values';
import { toJobInput } from '../job-form-values';

interface JobFormProps {
  values: JobFormValues;
  editing: boolean;
  onChange: (values: JobFormValues) => void;
  onSubmit: (input: JobInput) => Promise<void>;
  onCancel: () => void;
}

/** Create Job / Edit Job (spec §2 Admin Jobs). Title is required; the rest is optional free text. */
export function JobForm({ values, editing, onChange, onSubmit, onCancel }: JobFormProps) {
  const [busy, setBusy] = useState(false);
  const set = (field: keyof JobFormValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit(toJobInput(values));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box
      as="form"
      onSubmit={submit}
      bg="white"
      p="5"
      borderWidth="1px"
      borderRadius="md"
      aria-label={editing ? 'Edit Job' : 'Create Job'}
    >
      <Heading as="h2" size="lg" mb="4">
        {editing ? 'Edit Job' : 'Create Job'}
      </Heading>
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>
            Title <Field.RequiredIndicator />
          </Field.Label>
          <Input name="title" value={values.title} onChange={set('title')} required maxLength={200} />
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root>
            <Field.Label>Department</Field.Label>
            <Input name="department" value={values.department} onChange={set('department')} maxLength={100} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Location</Field.Label>
            <Input name="location" value={values.location} onChange={set('location')} maxLength={100} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Salary</Field.Label>
            <Input name="salary" type="number" min={0} step="any" value={values.salary} onChange={set('salary')} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Job type</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="jobType" value={values.jobType} onChange={set('jobType')}>
                {JOB_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>Experience</Field.Label>
            <Input
              name="experienceRequired"
              value={values.experienceRequired}
              onChange={set('experienceRequired')}
              maxLength={100}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>Tags</Field.Label>
            <Input name="tags" value={values.tags} onChange={set('tags')} placeholder="react, remote, senior" />
            <Field.HelperText>Separate tags with commas.</Field.HelperText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root>
          <Field.Label>Description</Field.Label>
          <Textarea
            name="description"
            value={values.description}
            onChange={set('description')}
            rows={4}
            maxLength={5000}
          />
        </Field.Root>
        <Flex as="label" align="center" gap="2" cursor="pointer">
          <input
            type="checkbox"
            name="isActive"
            checked={values.isActive}
            onChange={(event) => onChange({ ...values, isActive: event.target.checked })}
          />
          Active (open for applications)
        </Flex>
        <Flex gap="3">
          <Button type="submit" colorPalette="blue" disabled={busy}>
            {busy ? 'Saving...' : editing ? 'Update Job' : 'Create Job'}
          </Button>
          {editing && (
            <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          )}
        </Flex>
      </Stack>
    </Box>
  );
}
