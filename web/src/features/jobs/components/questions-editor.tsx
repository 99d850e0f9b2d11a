import { Box, Button, Field, Flex, Heading, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import {
  CHOICE_TYPES,
  QUESTION_LIMITS,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  RULE_TYPES,
  type QuestionType,
} from '@hr-portal/contract';
import { useQuestionLibrary, useSaveToLibrary } from '../../../api/questions';
import { messageOf } from '../../../lib/api-client';
import type { JobFormValues } from '../job-form-values';
import { newQuestion, questionFormValuesOf, toQuestionInput } from '../question-form-values';
import { ListFooter } from './list-footer';

interface QuestionsEditorProps {
  control: Control<JobFormValues, unknown, unknown>;
  register: UseFormRegister<JobFormValues>;
  getValues: UseFormGetValues<JobFormValues>;
  setValue: UseFormSetValue<JobFormValues>;
  errors: FieldErrors<JobFormValues>;
}

const RULE_LABELS: Record<QuestionType, string> = {
  ...QUESTION_TYPE_LABELS,
  yes_no: 'Must be',
  single_choice: 'Must-have choices (one per line, as written above)',
  multiple_choice: 'At least one of these choices (one per line, as written above)',
  number: 'Must be at least / at most',
};

/** The fields one question's type uses: choices, limits, and its knockout rule. */
function TypeFields({
  index,
  type,
  register,
}: { index: number; type: QuestionType } & Pick<QuestionsEditorProps, 'register'>) {
  const at = `questions.${index}` as const;
  const n = index + 1;
  return (
    <>
      {CHOICE_TYPES.includes(type) && (
        <Field.Root>
          <Field.Label>Choices (one per line, 2 to {QUESTION_LIMITS.options})</Field.Label>
          <Textarea size="sm" rows={3} {...register(`${at}.options`)} />
        </Field.Root>
      )}
      {(type === 'short_text' || type === 'long_text') && (
        <Field.Root>
          <Field.Label>Most characters</Field.Label>
          <Input
            size="sm"
            type="number"
            min={1}
            {...register(`${at}.maxLength`)}
            placeholder={type === 'short_text' ? '200' : '2000'}
          />
        </Field.Root>
      )}
      {type === 'number' && (
        <Flex gap="2">
          <Input
            size="sm"
            type="number"
            aria-label={`Question ${n} smallest answer`}
            placeholder="Smallest"
            {...register(`${at}.min`)}
          />
          <Input
            size="sm"
            type="number"
            aria-label={`Question ${n} largest answer`}
            placeholder="Largest"
            {...register(`${at}.max`)}
          />
        </Flex>
      )}
      {type === 'multiple_choice' && (
        <Input
          size="sm"
          type="number"
          min={1}
          aria-label={`Question ${n} most choices`}
          placeholder="Most choices (any)"
          {...register(`${at}.maxChoices`)}
        />
      )}
    </>
  );
}

/** The knockout rule: flags an application whose answer misses it; never rejects or moves anyone. */
function RuleFields({
  index,
  type,
  register,
  control,
  setValue,
}: { index: number; type: QuestionType } & Pick<QuestionsEditorProps, 'register' | 'control' | 'setValue'>) {
  const at = `questions.${index}` as const;
  const kind = useWatch({ control, name: `${at}.ruleKind` });
  if (!RULE_TYPES.includes(type)) return null;
  return (
    <Box borderTopWidth="1px" pt="2">
      <Flex as="label" gap="2" align="center" fontSize="sm">
        <input
          type="checkbox"
          checked={kind !== 'none'}
          onChange={(event) => setValue(`${at}.ruleKind`, event.target.checked ? 'set' : 'none', { shouldDirty: true })}
        />
        Must-have (an answer that misses it is flagged for a person to look at; no one is rejected by it)
      </Flex>
      {kind !== 'none' && (
        <Field.Root mt="2">
          <Field.Label fontSize="sm">{RULE_LABELS[type]}</Field.Label>
          {type === 'yes_no' && (
            <NativeSelect.Root size="sm">
              <NativeSelect.Field {...register(`${at}.ruleEquals`)}>
                <option value="yes">Yes</option>
                <option value="no">No</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
          {CHOICE_TYPES.includes(type) && <Textarea size="sm" rows={2} {...register(`${at}.ruleOneOf`)} />}
          {type === 'number' && (
            <Flex gap="2">
              <Input
                size="sm"
                type="number"
                aria-label={`Question ${index + 1} must be at least`}
                placeholder="At least"
                {...register(`${at}.ruleMin`)}
              />
              <Input
                size="sm"
                type="number"
                aria-label={`Question ${index + 1} must be at most`}
                placeholder="At most"
                {...register(`${at}.ruleMax`)}
              />
            </Flex>
          )}
        </Field.Root>
      )}
    </Box>
  );
}

/** Picks a question from the team's library: a copy goes into this job (editing it leaves the library as it is). */
function LibraryPicker({ onPick }: { onPick: (values: ReturnType<typeof questionFormValuesOf>) => void }) {
  const [open, setOpen] = useState(false);
  const library = useQuestionLibrary(open);
  if (!open)
    return (
      <Button size="sm" variant="outline" mt="2" ml="2" onClick={() => setOpen(true)}>
        Add from library
      </Button>
    );
  return (
    <NativeSelect.Root size="sm" mt="2" maxW="sm">
      <NativeSelect.Field
        aria-label="Add a question from the library"
        value=""
        onChange={(event) => {
          const picked = library.data?.find((item) => item._id === event.target.value);
          if (picked) onPick({ ...questionFormValuesOf(picked.question), id: undefined });
          setOpen(false);
        }}
      >
        <option value="">
          {library.isLoading
            ? 'Loading the library...'
            : library.data?.length
              ? 'Choose a question'
              : 'The library is empty'}
        </option>
        {library.data?.map((item) => (
          <option key={item._id} value={item._id}>
            {item.question.label} ({QUESTION_TYPE_LABELS[item.question.type]})
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

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
