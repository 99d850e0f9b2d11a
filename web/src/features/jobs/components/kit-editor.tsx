import { Box, Button, Field, Flex, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { KIT_LIMITS } from '@hr-portal/contract';
import type { JobFormValues } from '../job-form-values';
import { ListFooter } from './list-footer';

interface KitEditorProps {
  control: Control<JobFormValues, unknown, unknown>;
  register: UseFormRegister<JobFormValues>;
  errors: FieldErrors<JobFormValues>;
  /** A saved kit keeps at least one attribute (its scorecards rate them). */
  keepOne: boolean;
}

/** The interview kit: what every interviewer rates (1 to 12 attributes) and the questions they may ask. */
export function KitEditor({ control, register, errors, keepOne }: KitEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'kit.attributes' });
  const kitErrors = errors.kit?.attributes;
  const message = kitErrors?.message ?? kitErrors?.root?.message;
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3">
      <Heading as="legend" size="sm" px="1">
        Interview kit
      </Heading>
      {fields.length === 0 && (
        <Text fontSize="sm" color="gray.600">
          No kit yet. Add the attributes every interviewer rates from 1 to 4.
        </Text>
      )}
      <Stack as="ol" gap="2" listStyleType="none">
        {fields.map((field, index) => (
          <Flex as="li" key={field.id} gap="2" align="start" wrap="wrap">
            <Field.Root flex="1" minW="40" invalid={kitErrors?.[index]?.name !== undefined}>
              <Input
                size="sm"
                aria-label={`Attribute ${index + 1} name`}
                placeholder="e.g. Communication"
                maxLength={KIT_LIMITS.name}
                {...register(`kit.attributes.${index}.name`)}
              />
              <Field.ErrorText>{kitErrors?.[index]?.name?.message}</Field.ErrorText>
            </Field.Root>
            <Input
              size="sm"
              flex="2"
              minW="48"
              aria-label={`Attribute ${index + 1} description`}
              placeholder="What a strong answer shows (optional)"
              maxLength={KIT_LIMITS.description}
              {...register(`kit.attributes.${index}.description`)}
            />
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={`Remove attribute ${index + 1}`}
              disabled={keepOne && fields.length === 1}
              onClick={() => remove(index)}
            >
              Remove
            </Button>
          </Flex>
        ))}
      </Stack>
      <ListFooter
        message={message}
        addLabel="Add attribute"
        full={fields.length >= KIT_LIMITS.attributes}
        onAdd={() => append({ name: '', description: '' })}
      />
      <Field.Root mt="3" invalid={errors.kit?.questions !== undefined}>
        <Field.Label>Questions (one per line)</Field.Label>
        <Textarea {...register('kit.questions')} rows={3} />
        <Field.ErrorText>{errors.kit?.questions?.message}</Field.ErrorText>
      </Field.Root>
    </Box>
  );
}
