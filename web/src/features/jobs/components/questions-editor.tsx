import { Box, Button, Field, Flex, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { QUESTION_LIMITS, QUESTION_TYPE_LABELS, QUESTION_TYPES } from '@hr-portal/contract';
import { useSaveToLibrary } from '../../../api/questions';
import { messageOf } from '../../../lib/api-client';
import { newQuestion, toQuestionInput } from '../question-form-values';
import { ListFooter } from './list-footer';
import { RuleFields, TypeFields, type QuestionsEditorProps } from './question-fields';
import { LibraryPicker } from './library-picker';

/**
 * Application questions: asked after the resume, in this order. Each has a type, a label, optional help, whether
 * it is required, its limits and an optional must-have rule.
 */
export function QuestionsEditor({ control, register, getValues, setValue, errors }: QuestionsEditorProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'questions' });
  const types = useWatch({ control, name: 'questions' }) ?? [];
  const saveToLibrary = useSaveToLibrary();
  const [saved, setSaved] = useState<string | null>(null);
  const listError = errors.questions?.message ?? errors.questions?.root?.message;

  async function keep(index: number) {
    setSaved(null);
    try {
      await saveToLibrary.mutateAsync({ ...toQuestionInput(getValues(`questions.${index}`)), id: undefined });
      setSaved(`Question ${index + 1} saved to the library`);
    } catch (caught) {
      setSaved(messageOf(caught, 'Could not save the question'));
    }
  }

  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3">
      <Heading as="legend" size="sm" px="1">
        Application questions
      </Heading>
      {fields.length === 0 && (
        <Text fontSize="sm" color="gray.600">
          No questions: applicants send a resume only.
        </Text>
      )}
      <Stack as="ol" gap="3" listStyleType="none">
        {fields.map((field, index) => {
          const type = types[index]?.type ?? field.type;
          const itemErrors = errors.questions?.[index];
          return (
            <Stack as="li" key={field.id} gap="2" borderWidth="1px" borderRadius="sm" p="2">
              <Flex gap="2" wrap="wrap">
                <NativeSelect.Root size="sm" maxW="44">
                  <NativeSelect.Field
                    aria-label={`Question ${index + 1} type`}
                    {...register(`questions.${index}.type`)}
                  >
                    {QUESTION_TYPES.map((option) => (
                      <option key={option} value={option}>
                        {QUESTION_TYPE_LABELS[option]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.Root flex="1" minW="48" invalid={itemErrors?.label !== undefined}>
                  <Input
                    size="sm"
                    aria-label={`Question ${index + 1}`}
                    placeholder="The question"
                    maxLength={QUESTION_LIMITS.label}
                    {...register(`questions.${index}.label`)}
                  />
                  <Field.ErrorText>{itemErrors?.label?.message}</Field.ErrorText>
                </Field.Root>
              </Flex>
              <Input
                size="sm"
                aria-label={`Question ${index + 1} help text`}
                placeholder="Help text (optional)"
                maxLength={QUESTION_LIMITS.help}
                {...register(`questions.${index}.help`)}
              />
              <TypeFields index={index} type={type} register={register} />
              <RuleFields index={index} type={type} register={register} control={control} setValue={setValue} />
              <Flex gap="2" wrap="wrap" align="center">
                <Flex as="label" gap="2" align="center" fontSize="sm" mr="auto">
                  <input type="checkbox" {...register(`questions.${index}.required`)} />
                  Required
                </Flex>
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`Move question ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  Up
                </Button>
                <Button size="xs" variant="outline" onClick={() => void keep(index)} disabled={saveToLibrary.isPending}>
                  Save to library
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`Remove question ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  Remove
                </Button>
              </Flex>
            </Stack>
          );
        })}
      </Stack>
      {saved && (
        <Text fontSize="sm" role="status" mt="2">
          {saved}
        </Text>
      )}
      <ListFooter
        message={listError}
        addLabel="Add question"
        full={fields.length >= QUESTION_LIMITS.questions}
        onAdd={() => append(newQuestion())}
      />
      {fields.length < QUESTION_LIMITS.questions && <LibraryPicker onPick={(values) => append(values)} />}
    </Box>
  );
}
