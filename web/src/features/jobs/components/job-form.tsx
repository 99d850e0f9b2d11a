import { Box, Button, Field, Flex, Heading, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors } from 'react-hook-form';
import { JOB_LIMITS, JOB_TYPES, type JobInput } from '@hr-portal/contract';
import { jobFormSchema } from '../job-form-schema';
import type { JobFormValues } from '../job-form-values';
import { CareersFields } from './careers-fields';
import { KitEditor } from './kit-editor';
import { QuestionsEditor } from './questions-editor';
import { StagesEditor } from './stages-editor';

interface JobFormProps {
  initial: JobFormValues;
  editing: boolean;
  /** Resolves when the save attempt is over (a failure is shown by the caller). */
  onSubmit: (input: JobInput) => Promise<void>;
  onCancel: () => void;
}

/** The first message under a field (tags report per tag, e.g. `tags.3`). */
function messageIn(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  return Object.values(error).map(messageIn).find(Boolean);
}

function TextField(props: {
  name: Exclude<
    keyof JobFormValues,
    'isActive' | 'jobType' | 'stages' | 'kit' | 'remote' | 'salaryPeriod' | 'questions'
  >;
  label: string;
  errors: FieldErrors<JobFormValues>;
  children: React.ReactNode;
  helper?: string;
  required?: boolean;
}) {
  const message = messageIn(props.errors[props.name]);
  return (
    <Field.Root invalid={message !== undefined} required={props.required}>
      <Field.Label>
        {props.label} {props.required && <Field.RequiredIndicator />}
      </Field.Label>
      {props.children}
      {props.helper && <Field.HelperText>{props.helper}</Field.HelperText>}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * Create Job / Edit Job (Admin Jobs): react-hook-form with the contract's job schema, so every
 * message appears under its field before anything is sent. Title is required; the rest is optional.
 */
export function JobForm({ initial, editing, onSubmit, onCancel }: JobFormProps) {
  const {
    register,
    control,
    getValues,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<JobFormValues, unknown, JobInput>({ resolver: zodResolver(jobFormSchema), defaultValues: initial });
  const fieldProps = { errors };

  return (
    <Box asChild bg="white" p="5" borderWidth="1px" borderRadius="md">
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={editing ? 'Edit Job' : 'Create Job'}>
        <Heading as="h2" size="lg" mb="4">
          {editing ? 'Edit Job' : 'Create Job'}
        </Heading>
        <Stack gap="4">
          <TextField name="title" label="Title" required {...fieldProps}>
            <Input {...register('title')} maxLength={JOB_LIMITS.title} />
          </TextField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField name="department" label="Department" {...fieldProps}>
              <Input {...register('department')} maxLength={JOB_LIMITS.department} />
            </TextField>
            <TextField name="location" label="Location" {...fieldProps}>
              <Input {...register('location')} maxLength={JOB_LIMITS.location} />
            </TextField>
            <TextField name="salary" label="Salary" {...fieldProps}>
              <Input {...register('salary')} type="number" min={0} max={JOB_LIMITS.salary} step="any" />
            </TextField>
            <Field.Root>
              <Field.Label>Job type</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('jobType')}>
                  {JOB_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <TextField name="experienceRequired" label="Experience" {...fieldProps}>
              <Input {...register('experienceRequired')} maxLength={JOB_LIMITS.experienceRequired} />
            </TextField>
            <TextField name="tags" label="Tags" helper="Separate tags with commas." {...fieldProps}>
              <Input {...register('tags')} placeholder="react, remote, senior" />
            </TextField>
          </SimpleGrid>
          <TextField name="description" label="Description" {...fieldProps}>
            <Textarea {...register('description')} rows={4} maxLength={JOB_LIMITS.description} />
          </TextField>
          <CareersFields register={register} errors={errors} />
          <StagesEditor control={control} register={register} errors={errors} />
          <KitEditor
            control={control}
            register={register}
            errors={errors}
            keepOne={initial.kit.attributes.length > 0}
          />
          <QuestionsEditor
            control={control}
            register={register}
            getValues={getValues}
            setValue={setValue}
            errors={errors}
          />
          <Flex as="label" align="center" gap="2" cursor="pointer">
            <input type="checkbox" {...register('isActive')} />
            Active (open for applications)
          </Flex>
          <Flex gap="3">
            <Button type="submit" colorPalette="blue" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : editing ? 'Update Job' : 'Create Job'}
            </Button>
            {editing && (
              <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
                Cancel
              </Button>
            )}
          </Flex>
        </Stack>
      </form>
    </Box>
  );
}
