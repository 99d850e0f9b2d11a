import { Box, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { useMyOnboarding } from '../../../api/onboarding';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { TaskList } from './task-list';
import { NewHireTaskActions } from './new-hire-task-actions';

/**
 * /{employee,hr,admin}/onboarding: the new hire's own plan (progress, what is theirs to do and when, overdue first)
 * and the tasks the viewer does for colleagues' plans, with only the new hire's name and start date.
 */
export function MyOnboardingPage({ backTo }: { backTo: string }) {
  const mine = useMyOnboarding();
  const data = mine.data;
  return (
    <Stack gap="6">
      <PageHeading backTo={backTo}>Onboarding</PageHeading>
      {mine.isPending && <LoadingText>Loading onboarding...</LoadingText>}
      <ErrorText>{mine.error ? messageOf(mine.error, 'Your onboarding could not be loaded') : null}</ErrorText>
      {data && !data.plan && data.forOthers.length === 0 && <Text>Nothing to do for onboarding right now.</Text>}
      {data?.plan && (
        <Box as="section" aria-labelledby="my-plan">
          <Heading as="h2" size="lg" id="my-plan" mb="1">
            Your first days as {data.plan.jobTitle}
          </Heading>
          <Text mb="2">
            You start on {formatDate(`${data.plan.startDate}T12:00:00Z`)}. {data.plan.tasksDone} of{' '}
            {data.plan.tasksTotal} tasks done.
          </Text>
          <Progress.Root
            value={data.plan.tasksTotal ? (100 * data.plan.tasksDone) / data.plan.tasksTotal : 0}
            maxW="md"
            mb="4"
            aria-label="Onboarding progress"
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <TaskList
            label="Your onboarding tasks"
            tasks={data.plan.tasks}
            canComplete={(task) => task.owner === 'new_hire'}
            extra={(task) => <NewHireTaskActions task={task} />}
          />
        </Box>
      )}
      {data && data.forOthers.length > 0 && (
        <Box as="section" aria-labelledby="for-others">
          <Heading as="h2" size="lg" id="for-others" mb="2">
            For colleagues who are starting
          </Heading>
          <TaskList label="Tasks for colleagues' onboarding" tasks={data.forOthers} canComplete={() => true} />
        </Box>
      )}
    </Stack>
  );
}
