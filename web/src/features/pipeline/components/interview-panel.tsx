import { Badge, Button, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { INTERVIEW_MESSAGES } from '@hr-portal/contract';
import { useChangePanel, useScorecards } from '../../../api/interviews';
import { useInterviewerSearch } from '../../../api/users';
import { DecisionGrid } from '../../../components/decision-grid';
import { ErrorText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { SendBookingLink } from './send-booking-link';

/** The drawer's interview section: who is on the panel, adding and removing them, and the decision grid. */
export function InterviewPanel({ applicationId }: { applicationId: string }) {
  const grid = useScorecards(applicationId);
  const change = useChangePanel(applicationId);
  const [search, setSearch] = useState('');
  const matches = useInterviewerSearch(search);
  const [failure, setFailure] = useState<string | null>(null);
  const panel = grid.data?.interviewers ?? [];

  async function update(uid: string, remove = false) {
    setFailure(null);
    // Cleared at once, not after the save: by then the user may be typing the next name.
    if (!remove) setSearch('');
    try {
      await change.mutateAsync({ uid, remove });
    } catch (error) {
      setFailure(messageOf(error, INTERVIEW_MESSAGES.interviewerFailed));
    }
  }

  const candidates = (matches.data ?? []).filter((user) => !panel.some((person) => person.uid === user._id));
  return (
    <Stack gap="3">
      <Heading as="h3" size="sm">
        Interviewers
      </Heading>
      <Stack as="ul" gap="1" listStyleType="none" aria-label="Interview panel">
        {panel.map((person) => (
          <Flex as="li" key={person.uid} gap="2" align="center" wrap="wrap">
            <Text fontSize="sm">{person.name || person.email}</Text>
            <Badge colorPalette={person.submitted ? 'green' : 'gray'}>
              {person.submitted ? 'submitted' : 'pending'}
            </Badge>
            <Button
              size="xs"
              variant="outline"
              aria-label={`Remove ${person.name || person.email} from the panel`}
              disabled={change.isPending}
              onClick={() => void update(person.uid, true)}
            >
              Remove
            </Button>
          </Flex>
        ))}
      </Stack>
      <Input
        size="sm"
        aria-label="Find an interviewer by name or email"
        placeholder="Add an interviewer: type a name or email"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {search.trim().length >= 2 && (
        <Stack as="ul" gap="1" listStyleType="none" aria-label="Matching people">
          {matches.isFetching && <Text fontSize="sm">Searching...</Text>}
          {!matches.isFetching && candidates.length === 0 && <Text fontSize="sm">No one matches.</Text>}
          {candidates.map((user) => (
            <li key={user._id}>
              <Button size="xs" variant="outline" disabled={change.isPending} onClick={() => void update(user._id)}>
                Add {user.name || user.email} ({user.role})
              </Button>
            </li>
          ))}
        </Stack>
      )}
      <ErrorText>{failure}</ErrorText>
      {grid.data && <SendBookingLink applicationId={applicationId} panelSize={panel.length} />}
      {grid.data && <DecisionGrid grid={grid.data} />}
    </Stack>
  );
}
