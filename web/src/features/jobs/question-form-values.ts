import { CHOICE_TYPES, type JobInput, type JobQuestion, type QuestionType } from '@hr-portal/contract';
import { withIds } from '@hr-portal/contract/schemas';

type QuestionInput = NonNullable<JobInput['questions']>[number];

/** Whether the question has a knockout rule; its kind follows the type (yes/no, choices, number range). */
export type RuleKind = 'none' | 'set';

/** One question as the form holds it: text as typed; choices one per line, each keeping its id through edits. */
export interface QuestionFormValues {
  id?: string;
  type: QuestionType;
  label: string;
  help: string;
  required: boolean;
  /** Choices, one per line. */
  options: string;
  /** The choices the question had when loaded: a line with the same label keeps its id (answers name ids). */
  knownOptions: { id: string; label: string }[];
  maxLength: string;
  min: string;
  max: string;
  maxChoices: string;
  ruleKind: RuleKind;
  ruleEquals: 'yes' | 'no';
  /** The must-have choices, as written in `options`, one per line. */
  ruleOneOf: string;
  ruleMin: string;
  ruleMax: string;
}

export const newQuestion = (type: QuestionType = 'yes_no'): QuestionFormValues => ({
  type,
  label: '',
  help: '',
  required: false,
  options: '',
  knownOptions: [],
  maxLength: '',
  min: '',
  max: '',
  maxChoices: '',
  ruleKind: 'none',
  ruleEquals: 'yes',
  ruleOneOf: '',
  ruleMin: '',
  ruleMax: '',
});

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** A stored question (a job's, or the library's) as the form edits it. */
export function questionFormValuesOf(question: JobQuestion): QuestionFormValues {
  const rule = question.rule;
  const labelOf = (id: string) => question.options?.find((option) => option.id === id)?.label ?? id;
  return {
    ...newQuestion(question.type),
    id: question.id,
    label: question.label,
    help: question.help ?? '',
    required: question.required,
    options: (question.options ?? []).map((option) => option.label).join('\n'),
    knownOptions: question.options ?? [],
    maxLength: text(question.limits?.maxLength),
    min: text(question.limits?.min),
    max: text(question.limits?.max),
    maxChoices: text(question.limits?.maxChoices),
    ...(rule ? { ruleKind: 'set' } : {}),
    ...(rule && 'equals' in rule ? { ruleEquals: rule.equals ? 'yes' : 'no' } : {}),
    ...(rule && 'oneOf' in rule ? { ruleOneOf: rule.oneOf.map(labelOf).join('\n') } : {}),
    ...(rule && !('equals' in rule) && !('oneOf' in rule) ? { ruleMin: text(rule.min), ruleMax: text(rule.max) } : {}),
  };
}

const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** '' is "not set"; anything else is sent as a number (the schema refuses what is not one). */
const numberOf = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** The question as the API takes it: only what its type uses; choices keep their ids by label. */
export function toQuestionInput(values: QuestionFormValues): QuestionInput {
  const choices = CHOICE_TYPES.includes(values.type);
  const known = new Map(values.knownOptions.map((option) => [option.label, option.id]));
  const options = choices
    ? withIds(
        lines(values.options).map((label) => ({ id: known.get(label), label })),
        'option',
      )
    : undefined;
  const idOf = new Map((options ?? []).map((option) => [option.label, option.id]));
  const limits = {
    ...(values.type === 'short_text' || values.type === 'long_text' ? { maxLength: numberOf(values.maxLength) } : {}),
    ...(values.type === 'number' ? { min: numberOf(values.min), max: numberOf(values.max) } : {}),
    ...(values.type === 'multiple_choice' ? { maxChoices: numberOf(values.maxChoices) } : {}),
  };
  const setLimits = Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined));
  const ruled = values.ruleKind === 'set';
  const rule =
    ruled && values.type === 'yes_no'
      ? { equals: values.ruleEquals === 'yes' }
      : ruled && choices
        ? { oneOf: lines(values.ruleOneOf).map((label) => idOf.get(label) ?? label) }
        : ruled && values.type === 'number'
          ? Object.fromEntries(
              Object.entries({ min: numberOf(values.ruleMin), max: numberOf(values.ruleMax) }).filter(
                ([, value]) => value !== undefined,
              ),
            )
          : null;
  return {
    ...(values.id ? { id: values.id } : {}),
    type: values.type,
    label: values.label.trim(),
    ...(values.help.trim() ? { help: values.help.trim() } : {}),
    required: values.required,
    ...(options ? { options } : {}),
    ...(Object.keys(setLimits).length > 0 ? { limits: setLimits } : {}),
    ...(rule ? { rule } : {}),
  };
}
