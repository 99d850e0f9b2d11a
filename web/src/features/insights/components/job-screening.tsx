import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { SURVEY_MESSAGES, type SuppressedCount } from '@hr-portal/contract';
import { useKnockoutCounts } from '../../../api/insights';
import { useSurveyReport } from '../../../api/survey';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';

const shown = (count: SuppressedCount) => (count === null ? SURVEY_MESSAGES.fewerThan : String(count));

export function Panel({ title, help, children }: { title: string; help: string; children: React.ReactNode }) {
  return (
    <Box as="section" bg="white" p="4" borderWidth="1px" borderRadius="md" aria-label={title}>
      <Heading as="h2" size="md" mb="1">
        {title}
      </Heading>
      <Text fontSize="sm" color="gray.600" mb="3">
        {help}
      </Text>
      {children}
    </Box>
  );
}

/** How many of a job's applicants each must-have flags (all time: flags are set when people apply). */
export function KnockoutsPanel({ jobId }: { jobId: string }) {
  const counts = useKnockoutCounts(jobId);
  return (
    <Panel
      title="Must-haves"
      help="Applicants whose answer misses a must-have are flagged for a person to look at; no one is rejected or moved by a flag. All applicants of this job."
    >
      {counts.isPending && <LoadingText>Loading...</LoadingText>}
      <ErrorText>{counts.error ? messageOf(counts.error, 'Could not load the must-haves') : null}</ErrorText>
      {counts.data && counts.data.rules.length === 0 && <Text fontSize="sm">This job has no must-have questions.</Text>}
      {counts.data && counts.data.rules.length > 0 && (
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Question</Table.ColumnHeader>
              <Table.ColumnHeader>Must-have</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Flagged of {counts.data.applicants}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {counts.data.rules.map((rule) => (
              <Table.Row key={rule.questionId}>
                <Table.Cell>{rule.label}</Table.Cell>
                <Table.Cell>{rule.rule}</Table.Cell>
                <Table.Cell textAlign="end">{rule.flagged}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Panel>
  );
}

/** The diversity survey's counts per stage: no one's answers, and every count under 5 hidden. */
export function SurveyPanel({ jobId }: { jobId: string }) {
  const report = useSurveyReport(jobId);
  const stages = report.data?.stages.filter((stage) => stage.respondents !== 0) ?? [];
  return (
    <Panel
      title="Diversity survey"
      help={`Voluntary answers, counted where each applicant is. Counts under ${report.data?.smallCell ?? 5} read "${SURVEY_MESSAGES.fewerThan}", with more hidden where one could be worked out. New counts are published at most daily, after 5 or more answers were added, removed or moved.`}
    >
      {report.data?.asOf && (
        <Text fontSize="sm" mb="2">
          As of {formatDate(report.data.asOf)}
        </Text>
      )}
      {report.isPending && <LoadingText>Loading...</LoadingText>}
      <ErrorText>{report.error ? messageOf(report.error, 'Could not load the survey counts') : null}</ErrorText>
      {report.data && (report.data.stages[0]?.categories.length ?? 0) === 0 && (
        <Text fontSize="sm">The survey has no categories: admins set it up on the Privacy screen.</Text>
      )}
      {report.data && stages.length === 0 && <Text fontSize="sm">No counts published for this job yet.</Text>}
      {stages.map((stage) => (
        <Box key={stage.stageId} mb="4">
          <Heading as="h3" size="sm" mb="1">
            {stage.name}: {shown(stage.respondents)} {stage.respondents === 1 ? 'respondent' : 'respondents'}
          </Heading>
          {stage.categories.map((category) => (
            <Text key={category.id} fontSize="sm">
              {category.label}: {category.cells.map((cell) => `${cell.label} ${shown(cell.count)}`).join(' · ')}
            </Text>
          ))}
        </Box>
      ))}
    </Panel>
  );
}
