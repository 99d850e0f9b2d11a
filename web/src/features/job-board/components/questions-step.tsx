import { Box, Field, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { checkAnswer, maxLengthOf, type CandidateQuestion } from '@hr-portal/contract';
import { questionProblemIn } from '../../../messages/question-problems';
import { ResumeUpload } from './resume-upload';

/** Answers as the dialog holds them: question id -> the value to send (numbers as typed until checked). */
export type DraftAnswers = Record<string, unknown>;

/** Takes the person to the first question with a problem (on a phone it is often above the fold). */
export function focusFirstProblem(questions: CandidateQuestion[], problems: Record<string, string>): void {
  const first = questions.find((question) => problems[question.id] !== undefined);
  const field = first && document.querySelector(`[data-question="${first.id}"]`);
  field?.querySelector<HTMLElement>('input, textarea, select')?.focus();
}

/** One of the caller's documents a file question may name. */
export interface ChoosableDocument {
  _id: string;
  fileName: string;
  filePath: string;
}

/** The value to send for a question from what the form holds (a number field holds text). */
export function answerToSend(question: CandidateQuestion, value: unknown): unknown {
  if (question.type !== 'number' || typeof value !== 'string') return value;
  return value.trim() === '' ? undefined : Number(value);
}

/** The problem with each answer, by question id, checked as the server checks it. */
export function answerProblems(questions: CandidateQuestion[], draft: DraftAnswers): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const question of questions) {
    const checked = checkAnswer(question, answerToSend(question, draft[question.id]));
    if (!checked.ok) problems[question.id] = checked.problem;
  }
  return problems;
}

interface QuestionsStepProps {
  questions: CandidateQuestion[];
  draft: DraftAnswers;
  problems: Record<string, string>;
  documents: ChoosableDocument[];
  onChange: (id: string, value: unknown) => void;
  onUploaded: (document: ChoosableDocument) => void;
}

function Answer({
  question,
  value,
  onChange,
  documents,
  onUploaded,
}: { question: CandidateQuestion; value: unknown } & Omit<
  QuestionsStepProps,
  'questions' | 'draft' | 'problems' | 'onChange'
> & { onChange: (value: unknown) => void }) {
  const { t } = useLingui();
  const id = `answer-${question.id}`;
  const text = typeof value === 'string' ? value : '';
  switch (question.type) {
    case 'yes_no':
      return (
        <Stack direction="row" gap="4" role="radiogroup" aria-labelledby={`${id}-label`}>
          {[true, false].map((choice) => (
            <Box as="label" key={String(choice)} display="flex" gap="2" alignItems="center">
              <input type="radio" name={id} checked={value === choice} onChange={() => onChange(choice)} />
              {choice ? t`Yes` : t`No`}
            </Box>
          ))}
        </Stack>
      );
    case 'single_choice':
      return (
        <Stack gap="1" role="radiogroup" aria-labelledby={`${id}-label`}>
          {question.options?.map((option) => (
            <Box as="label" key={option.id} display="flex" gap="2" alignItems="center">
              <input type="radio" name={id} checked={value === option.id} onChange={() => onChange(option.id)} />
              {option.label}
            </Box>
          ))}
        </Stack>
      );
    case 'multiple_choice': {
      const picked = Array.isArray(value) ? (value as string[]) : [];
      return (
        <Stack gap="1" role="group" aria-labelledby={`${id}-label`}>
          {question.options?.map((option) => (
            <Box as="label" key={option.id} display="flex" gap="2" alignItems="center">
              <input
                type="checkbox"
                checked={picked.includes(option.id)}
                onChange={(event) =>
                  onChange(event.target.checked ? [...picked, option.id] : picked.filter((item) => item !== option.id))
                }
              />
              {option.label}
            </Box>
          ))}
        </Stack>
      );
    }
    case 'number':
      return (
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          min={question.limits?.min}
          max={question.limits?.max}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'date':
      return <Input id={id} type="date" value={text} onChange={(event) => onChange(event.target.value)} />;
    case 'long_text':
      return (
        <Textarea
          id={id}
          rows={4}
          maxLength={maxLengthOf(question)}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'short_text':
    case 'link':
      return (
        <Input
          id={id}
          type={question.type === 'link' ? 'url' : 'text'}
          maxLength={maxLengthOf(question)}
          value={text}
          placeholder={question.type === 'link' ? 'https://' : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'file':
      return (
        <Stack gap="2">
          <NativeSelect.Root>
            <NativeSelect.Field id={id} value={text} onChange={(event) => onChange(event.target.value)}>
              <option value="">{t`Choose one of your documents`}</option>
              {documents.map((document) => (
                <option key={document._id} value={document.filePath}>
                  {document.fileName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <ResumeUpload
            onUploaded={(document) => {
              onUploaded(document);
              onChange(document.filePath);
            }}
          />
        </Stack>
      );
  }
}

/**
 * The apply dialog's questions step (its own chunk: only jobs that ask questions load it): each question with its
 * help text and, after "Apply", its problem beside it. What is typed stays when the dialog is closed and reopened.
 */
export function QuestionsStep({ questions, draft, problems, documents, onChange, onUploaded }: QuestionsStepProps) {
  const { i18n } = useLingui();
  const count = questions.length;
  return (
    <Stack gap="4" as="fieldset">
      <Box as="legend" srOnly>
        <Trans>Questions</Trans>
      </Box>
      <Text fontSize="sm" color="gray.600">
        <Plural value={count} one="The hiring team asks one question." other="The hiring team asks # questions." />{' '}
        <Trans>Fields marked * are required.</Trans>
      </Text>
      {questions.map((question) => {
        const id = `answer-${question.id}`;
        const found = problems[question.id];
        const problem = found === undefined ? undefined : questionProblemIn(i18n, found);
        return (
          <Field.Root
            key={question.id}
            data-question={question.id}
            invalid={problem !== undefined}
            required={question.required}
          >
            <Field.Label id={`${id}-label`} htmlFor={id}>
              {question.label} {question.required && <Field.RequiredIndicator />}
            </Field.Label>
            {question.help && <Field.HelperText mt="0">{question.help}</Field.HelperText>}
            <Answer
              question={question}
              value={draft[question.id]}
              documents={documents}
              onUploaded={onUploaded}
              onChange={(value) => onChange(question.id, value)}
            />
            {/* red.700: the default error red is too light for small text on white (WCAG AA). */}
            <Field.ErrorText color="red.700">
              {problem ? `${problem[0]!.toUpperCase()}${problem.slice(1)}` : null}
            </Field.ErrorText>
          </Field.Root>
        );
      })}
    </Stack>
  );
}
