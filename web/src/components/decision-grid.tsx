import { Stack, Table, Text } from '@chakra-ui/react';
import {
  RATING_LABELS,
  RECOMMENDATION_LABELS,
  recommendationLabelOf,
  recommendationScore,
  type ScorecardsDto,
} from '@hr-portal/contract';
import { DataTable } from './ui/data-table';

const average = (values: number[]) =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
const oneDecimal = (value: number | null) => (value === null ? '—' : value.toFixed(1));

/**
 * The panel's verdicts side by side: one row per attribute of the kit, one column per submitted scorecard,
 * each attribute's average, every recommendation, and who has not submitted yet.
 */
export function DecisionGrid({ grid }: { grid: ScorecardsDto }) {
  if (grid.blind)
    return <Text fontSize="sm">The other interviewers’ scorecards open once you have submitted yours.</Text>;
  const { attributes, scorecards, interviewers } = grid;
  const waiting = interviewers.filter((person) => !person.submitted);
  const recommendationAverage = average(scorecards.map((card) => recommendationScore(card.recommendation)));
  return (
    <Stack gap="3">
      {scorecards.length === 0 ? (
        <Text fontSize="sm">No scorecards yet.</Text>
      ) : (
        <DataTable
          label="Decision grid"
          headers={[
            'Attribute',
            ...scorecards.map((card) => card.interviewer.name || card.interviewer.email),
            'Average',
          ]}
        >
          {attributes.map((attribute) => {
            const ratings = scorecards.map((card) => card.ratings[attribute.id]);
            return (
              <Table.Row key={attribute.id}>
                <Table.Cell fontWeight="medium">{attribute.name}</Table.Cell>
                {ratings.map((rating, index) => (
                  <Table.Cell key={scorecards[index]!.interviewer.uid}>
                    {rating ? `${rating} ${RATING_LABELS[rating]}` : '—'}
                  </Table.Cell>
                ))}
                <Table.Cell>{oneDecimal(average(ratings.filter((rating) => rating !== undefined)))}</Table.Cell>
              </Table.Row>
            );
          })}
          <Table.Row>
            <Table.Cell fontWeight="medium">Recommendation</Table.Cell>
            {scorecards.map((card) => (
              <Table.Cell key={card.interviewer.uid}>{RECOMMENDATION_LABELS[card.recommendation]}</Table.Cell>
            ))}
            <Table.Cell>
              {recommendationAverage === null
                ? '—'
                : `${recommendationLabelOf(recommendationAverage)} (${oneDecimal(recommendationAverage)})`}
            </Table.Cell>
          </Table.Row>
        </DataTable>
      )}
      {scorecards
        .filter((card) => card.notes)
        .map((card) => (
          <Text key={card.interviewer.uid} fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
            <strong>{card.interviewer.name || card.interviewer.email}:</strong> {card.notes}
          </Text>
        ))}
      <Text fontSize="sm">
        {waiting.length === 0
          ? interviewers.length === 0
            ? 'No interviewers assigned yet.'
            : 'Every interviewer has submitted.'
          : `Not submitted yet: ${waiting.map((person) => person.name || person.email).join(', ')}`}
      </Text>
    </Stack>
  );
}
