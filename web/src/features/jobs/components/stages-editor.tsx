import { Box, Button, Field, Flex, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { STAGE_LIMITS } from '@hr-portal/contract';
import type { JobFormValues } from '../job-form-values';
import { ListFooter } from './list-footer';

interface StagesEditorProps {
  control: Control<JobFormValues, unknown, unknown>;
  register: UseFormRegister<JobFormValues>;
  errors: FieldErrors<JobFormValues>;
}

const SHOWN_AS = [
  ['applied', 'Applied'],
  ['shortlisted', 'Shortlisted'],
  ['selected', 'Selected'],
] as const;

/**
 * The job's pipeline: rename, reorder, add and remove stages, and what each shows candidates. Rejected and
 * Withdrawn always follow. The API refuses to remove a stage that still holds applications.
 */
export function StagesEditor({ control, register, errors }: StagesEditorProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'stages' });
  const message = errors.stages?.message ?? errors.stages?.root?.message;
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3">
      <Heading as="legend" size="sm" px="1">
        Pipeline stages
      </Heading>
      <Stack as="ol" gap="2" listStyleType="none">
        {fields.map((field, index) => (
          <Flex as="li" key={field.id} gap="2" align="center" wrap="wrap">
            <Text minW="6" fontSize="sm" color="gray.600">
              {index + 1}.
            </Text>
            <Field.Root flex="1" minW="40" invalid={errors.stages?.[index]?.name !== undefined}>
              <Input
                size="sm"
                aria-label={`Stage ${index + 1} name`}
                maxLength={STAGE_LIMITS.name}
                {...register(`stages.${index}.name`)}
              />
              <Field.ErrorText>{errors.stages?.[index]?.name?.message}</Field.ErrorText>
            </Field.Root>
            <NativeSelect.Root size="sm" maxW="40">
              <NativeSelect.Field
                aria-label={`Stage ${index + 1} shows candidates`}
                {...register(`stages.${index}.status`)}
              >
                {SHOWN_AS.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button
              size="xs"
              variant="outline"
              aria-label={`Move stage ${index + 1} up`}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              ↑
            </Button>
            <Button
              size="xs"
              variant="outline"
              aria-label={`Move stage ${index + 1} down`}
              disabled={index === fields.length - 1}
              onClick={() => move(index, index + 1)}
            >
              ↓
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={`Remove stage ${index + 1}`}
              disabled={fields.length === 1}
              onClick={() => remove(index)}
            >
              Remove
            </Button>
          </Flex>
        ))}
      </Stack>
      <Text fontSize="sm" color="gray.600" mt="2">
        Then Rejected and Withdrawn, which every job has.
      </Text>
      <ListFooter
        message={message}
        addLabel="Add stage"
        full={fields.length >= STAGE_LIMITS.stages}
        onAdd={() => append({ name: '', status: 'applied' })}
      />
    </Box>
  );
}
