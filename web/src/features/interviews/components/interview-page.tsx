import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { type ScorecardInput, INTERVIEW_MESSAGES } from '@hr-portal/contract';
import { useInterview, useScorecards, useSubmitScorecard } from '../../../api/interviews';
import { DecisionGrid } from '../../../components/decision-grid';
import { RecordHeading } from '../../../components/ui/record-heading';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { ViewLink } from '../../../components/ui/view-link';
import { messageOf } from '../../../lib/api-client';
import { useSession } from '../../../stores/session';
import { ScorecardForm } from './scorecard-form';

/** One interview: who, the resume, the kit to follow, the scorecard, and (once submitted) the panel's grid. */
export default function InterviewPage({ backTo }: { backTo: string }) {
  const applicationId = useParams().applicationId ?? '';
  const interview = useInterview(applicationId);
  const grid = useScorecards(applicationId);
  const submit = useSubmitScorecard(applicationId);
  const uid = useSession((state) => state.user?._id);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function send(scorecard: ScorecardInput) {
    setNotice(null);
    setFailure(null);
    try {
      await submit.mutateAsync(scorecard);
      setNotice('Scorecard saved.');
    } catch (error) {
      setFailure(messageOf(error, INTERVIEW_MESSAGES.scorecardFailed));
    }
  }

  const data = interview.data;
  const own = grid.data?.scorecards.find((card) => card.interviewer.uid === uid);
  return (
    <>
      <RecordHeading trail={[{ label: 'Interviews', to: `${backTo}/interviews` }]}>
        {data ? `Interview: ${data.candidateName}` : 'Interview'}
      </RecordHeading>
      {interview.isPending && <LoadingText>Loading the interview...</LoadingText>}
      <ErrorText>
        {interview.error ? messageOf(interview.error, INTERVIEW_MESSAGES.fetchInterviewsFailed) : null}
      </ErrorText>
      {data && (
        <Stack gap="6" maxW="3xl">
          <Flex gap="3" align="center" wrap="wrap">
            <Text>
              {data.jobTitle} · {data.stageName}
            </Text>
            <Text>Resume:</Text>
            <ViewLink path={data.resumeUrl} name={`resume of ${data.candidateName}`} />
          </Flex>
          {data.kit.questions.length > 0 && (
            <Box>
              <Heading as="h2" size="md" mb="2">
                Questions to ask
              </Heading>
              <Stack as="ol" pl="5" gap="1" listStyleType="decimal">
                {data.kit.questions.map((question) => (
                  <li key={question}>{question}</li>
                ))}
              </Stack>
            </Box>
          )}
          {data.kit.attributes.length === 0 ? (
            <Text>This job has no interview kit yet: ask HR to add the attributes to rate.</Text>
          ) : (
            grid.isSuccess && (
              <ScorecardForm key={own?.updatedAt ?? 'new'} attributes={data.kit.attributes} own={own} onSubmit={send} />
            )
          )}
          {notice && <Text role="status">{notice}</Text>}
          <ErrorText>{failure}</ErrorText>
          <Box>
            <Heading as="h2" size="md" mb="2">
              Decision grid
            </Heading>
            {grid.data && <DecisionGrid grid={grid.data} />}
          </Box>
        </Stack>
      )}
    </>
  );
}
