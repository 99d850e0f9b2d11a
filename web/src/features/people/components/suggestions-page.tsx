import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { JobSuggestionDto } from '@hr-portal/contract';
import { useJobSuggestions } from '../../../api/talent-pools';
import { JobPicker } from '../../../components/job-picker';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { MatchSnippet } from './match-snippet';
import { InviteToApply } from './invite-to-apply';

function SuggestionCard({ person, jobId, base }: { person: JobSuggestionDto; jobId: string; base: string }) {
  const name = person.name || person.email;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4">
      <Flex gap="3" wrap="wrap" align="baseline">
        <Heading as="h2" size="md">
          <RouterLink to={`${base}/people/${encodeURIComponent(person._id)}`}>{name}</RouterLink>
        </Heading>
        <Text color="gray.700">{person.email}</Text>
        <Text fontSize="sm">Talent pool until {formatDate(person.talentPoolUntil)}</Text>
      </Flex>
      <Text fontSize="sm" mt="2">
        Matched: {person.matched.join(', ')}
      </Text>
      {person.snippet && <MatchSnippet snippet={person.snippet} />}
      <Box mt="2">
        {person.applied ? (
          <Text fontSize="sm">Already applied for this job.</Text>
        ) : person.invited ? (
          <Text fontSize="sm">Already invited to apply.</Text>
        ) : (
          <InviteToApply uid={person._id} name={name} jobId={jobId} />
        )}
      </Box>
    </Box>
  );
}

/**
 * /hr/talent-pools/suggestions?job=: people in the talent pool whose resumes match a job's title, tags and
 * description, best first, each with the words that matched. Listing them changes nothing; a person decides.
 */
export function SuggestionsPage({ base }: { base: string }) {
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job') ?? '';
  const suggestions = useJobSuggestions(jobId);
  return (
    <Box>
      <PageHeading backTo={`${base}/talent-pools`} backLabel="Back to talent pools">
        Suggested from the talent pool
      </PageHeading>
      <Stack gap="4">
        <JobPicker label="Job" markClosed value={jobId} onChange={(id) => setParams(id ? { job: id } : {})} />
        <Text fontSize="sm">
          People who agreed to be kept in mind, whose resumes or tags hold the job&apos;s words. A suggestion is a hint
          for you to read, not a decision: nobody&apos;s status changes until you act.
        </Text>
        {!jobId && <Text>Choose a job to see who might suit it.</Text>}
        {jobId && suggestions.isPending && <LoadingText>Looking through the talent pool...</LoadingText>}
        <ErrorText>
          {suggestions.error ? messageOf(suggestions.error, 'Suggestions could not be loaded') : null}
        </ErrorText>
        {suggestions.data?.length === 0 && <Text>Nobody in the talent pool matches this job&apos;s words yet.</Text>}
        {suggestions.data && suggestions.data.length > 0 && (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Suggested people">
            {suggestions.data.map((person) => (
              <SuggestionCard key={person._id} person={person} jobId={jobId} base={base} />
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
