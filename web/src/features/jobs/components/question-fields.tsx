import { Box, Field, Flex, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import {
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
  RULE_TYPES,
  type QuestionType,
} from '@hr-portal/contract';
import type { JobFormValues } from '../job-form-values';

// The parts of one question's editor that change with its type: the choices, and the knockout rule.

/** What the question editors get from the job form. */
export interface QuestionsEditorProps {
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
export function TypeFields({
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
export function RuleFields({
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
