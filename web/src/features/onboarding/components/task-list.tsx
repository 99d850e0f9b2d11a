import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TASK_KIND_LABELS, type OnboardingTaskDto } from '@hr-portal/contract';
import { useCompleteTask } from '../../../api/onboarding';
import { ErrorText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';

interface TaskListProps {
  label: string;
  tasks: (OnboardingTaskDto & { newHireName?: string })[];
  /** Whether the viewer may mark a to-do done here (the one who does it). */
  canComplete: (task: OnboardingTaskDto) => boolean;
  /** More under a task (hr's colleague picker). */
  extra?: (task: OnboardingTaskDto) => ReactNode;
}

/** Tasks with their due day, overdue ones marked, and "Mark done" on the to-dos the viewer does. */
export function TaskList({ label, tasks, canComplete, extra }: TaskListProps) {
  const complete = useCompleteTask();
  return (
    <>
      <ErrorText>{complete.error ? messageOf(complete.error, 'The task could not be marked done') : null}</ErrorText>
      <Stack as="ul" listStyleType="none" gap="2" aria-label={label}>
        {tasks.map((task) => (
          <Box as="li" key={task._id} bg="white" borderWidth="1px" borderRadius="md" p="3">
            <Flex justify="space-between" align="start" gap="3" wrap="wrap">
              <Box>
                <Text fontWeight="medium">
                  {task.title}
                  {task.newHireName && ` (for ${task.newHireName})`}
                </Text>
                <Text fontSize="sm" color="gray.700">
                  {TASK_KIND_LABELS[task.kind]} · due {formatDate(`${task.dueDate}T12:00:00Z`)}
                </Text>
                {task.description && (
                  <Text fontSize="sm" whiteSpace="pre-wrap">
                    {task.description}
                  </Text>
                )}
                {extra?.(task)}
              </Box>
              <Flex gap="2" align="center">
                {task.status === 'done' ? (
                  <Badge colorPalette="green">Done</Badge>
                ) : task.status === 'submitted' ? (
                  <Badge colorPalette="blue">Sent</Badge>
                ) : task.overdue ? (
                  <Badge colorPalette="red">Overdue</Badge>
                ) : (
                  <Badge>Open</Badge>
                )}
                {task.status !== 'done' && task.kind === 'todo' && canComplete(task) && (
                  <Button
                    size="xs"
                    variant="outline"
                    loading={complete.isPending && complete.variables === task._id}
                    onClick={() => complete.mutate(task._id)}
                    aria-label={`Mark done: ${task.title}`}
                  >
                    Mark done
                  </Button>
                )}
              </Flex>
            </Flex>
          </Box>
        ))}
      </Stack>
    </>
  );
}
