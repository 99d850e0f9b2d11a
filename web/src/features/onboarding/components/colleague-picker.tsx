import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { OnboardingTaskDto } from '@hr-portal/contract';
import { useAssignTask } from '../../../api/onboarding';
import { useInterviewerSearch } from '../../../api/users';
import { ErrorText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';

/** Who does a colleague's task on one plan (a buddy, a manager): hr finds a colleague by name or e-mail. */
export function ColleaguePicker({ planId, task }: { planId: string; task: OnboardingTaskDto }) {
  const [search, setSearch] = useState('');
  const matches = useInterviewerSearch(search);
  const assign = useAssignTask(planId);
  const role = task.colleagueRole || 'Colleague';
  return (
    <Box fontSize="sm">
      <Text>
        {role}: {task.doerName || 'not picked yet'}
      </Text>
      <Input
        size="sm"
        mt="1"
        maxW="sm"
        aria-label={`Find the ${role.toLowerCase()} for "${task.title}" by name or e-mail`}
        placeholder="Type a name or e-mail"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {search.trim().length >= 2 && (
        <Stack as="ul" gap="1" mt="1" listStyleType="none" aria-label="Matching colleagues">
          {matches.isFetching && <Text>Searching...</Text>}
          {!matches.isFetching && (matches.data ?? []).length === 0 && <Text>No one matches.</Text>}
          {(matches.data ?? []).map((user) => (
            <li key={user._id}>
              <Button
                size="xs"
                variant="outline"
                disabled={assign.isPending}
                onClick={() =>
                  assign.mutate({ taskId: task._id, ownerUid: user._id }, { onSuccess: () => setSearch('') })
                }
              >
                Give to {user.name || user.email}
              </Button>
            </li>
          ))}
        </Stack>
      )}
      <ErrorText>{assign.error ? messageOf(assign.error, 'The task could not be given') : null}</ErrorText>
    </Box>
  );
}
