import { Box, Button, Field, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  KIT_LIMITS,
  RATING_LABELS,
  RATINGS,
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  type KitAttribute,
  type ScorecardDto,
  type ScorecardInput,
} from '@hr-portal/contract';
import { scorecardFormSchema, scorecardFormValues, type ScorecardFormValues } from '../scorecard-values';

interface ScorecardFormProps {
  attributes: KitAttribute[];
  /** The caller's scorecard when they submitted before (the form then updates it). */
  own?: ScorecardDto;
  onSubmit: (scorecard: ScorecardInput) => Promise<void>;
}

function RadioRow({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <Box as="fieldset" aria-invalid={error ? true : undefined}>
      <Text as="legend" fontWeight="medium">
        {legend}
      </Text>
      {hint && (
        <Text fontSize="sm" color="gray.600">
          {hint}
        </Text>
      )}
      <Flex gap="4" wrap="wrap" mt="1">
        {children}
      </Flex>
      {error && (
        <Text color="red.700" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Box>
  );
}

/** Rate every attribute 1-4, recommend, add notes: one fieldset of radios per question, keyboard-friendly. */
export function ScorecardForm({ attributes, own, onSubmit }: ScorecardFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ScorecardFormValues, unknown, ScorecardInput>({
    resolver: zodResolver(scorecardFormSchema(attributes)),
    defaultValues: scorecardFormValues(attributes, own),
  });
  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Scorecard">
        <Heading as="h2" size="md">
          {own ? 'Your scorecard (submitted; you may update it)' : 'Your scorecard'}
        </Heading>
        {attributes.map((attribute) => (
          <RadioRow
            key={attribute.id}
            legend={attribute.name}
            hint={attribute.description}
            error={errors.ratings?.[attribute.id]?.message}
          >
            {RATINGS.map((rating) => (
              <Flex as="label" key={rating} gap="1" align="center">
                <input type="radio" value={String(rating)} {...register(`ratings.${attribute.id}`)} />
                {rating} {RATING_LABELS[rating]}
              </Flex>
            ))}
          </RadioRow>
        ))}
        <RadioRow legend="Recommendation" error={errors.recommendation?.message}>
          {RECOMMENDATIONS.map((value) => (
            <Flex as="label" key={value} gap="1" align="center">
              <input type="radio" value={value} {...register('recommendation')} />
              {RECOMMENDATION_LABELS[value]}
            </Flex>
          ))}
        </RadioRow>
        <Field.Root invalid={errors.notes !== undefined}>
          <Field.Label>Notes</Field.Label>
          <Textarea {...register('notes')} rows={4} maxLength={KIT_LIMITS.notes} />
          <Field.ErrorText>{errors.notes?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="blue" alignSelf="start" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : own ? 'Update scorecard' : 'Submit scorecard'}
        </Button>
      </form>
    </Stack>
  );
}
