import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useMoveStartDate, useOnboardingPlan } from '../../../api/onboarding';
import { RecordHeading } from '../../../components/ui/record-heading';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { TaskList } from './task-list';
import { ColleaguePicker } from './colleague-picker';
import { ReviewActions } from './review-actions';

// The add-task form (with its validation) loads when hr opens it.
const AddTaskForm = lazy(() => import('./add-task-form').then((m) => ({ default: m.AddTaskForm })));

/**
 * /{hr,admin}/onboarding/:id: one plan with every task: hr marks theirs done, reviews documents, sees signatures,
 * adds and removes tasks, picks colleagues and moves the start date.
 */
export function PlanPage({ base }: { base: string }) {
  const id = useParams().id ?? '';
  const plan = useOnboardingPlan(id);
  const move = useMoveStartDate(id);
  const [startDate, setStartDate] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const data = plan.data;
  return (
    <Stack gap="4">
      <RecordHeading trail={[{ label: 'Onboarding', to: `${base}/onboarding` }]}>
        {data ? `Onboarding: ${data.personName}` : 'Onboarding plan'}
      </RecordHeading>
      {plan.isPending && <LoadingText>Loading the plan...</LoadingText>}
      <ErrorText>{plan.error ? messageOf(plan.error, 'This plan could not be loaded') : null}</ErrorText>
      {data && (
        <>
          <Text>
            {data.jobTitle} · from the template “{data.templateName}” · {data.tasksDone} of {data.tasksTotal} tasks done
            {data.overdue > 0 && ` · ${data.overdue} overdue`}
          </Text>
          <form
            aria-label="Start date"
            onSubmit={(event) => {
              event.preventDefault();
              move.mutate(startDate ?? data.startDate);
            }}
          >
            <HStack align="end" gap="3" wrap="wrap">
              <Field.Root maxW="xs">
                <Field.Label>Start date</Field.Label>
                <Input
                  type="date"
                  value={startDate ?? data.startDate}
                  onChange={(event) => setStartDate(event.target.value)}
                />
                <Field.HelperText>Every due date moves with it.</Field.HelperText>
              </Field.Root>
              <Box>
                <Button type="submit" variant="outline" loading={move.isPending}>
                  Change start date
                </Button>
              </Box>
            </HStack>
            <ErrorText>{move.error ? messageOf(move.error, 'The start date could not be changed') : null}</ErrorText>
          </form>
          <TaskList
            label="Tasks"
            tasks={data.tasks}
            canComplete={(task) => task.owner === 'hr'}
            extra={(task) => (
              <>
                {task.owner === 'colleague' && <ColleaguePicker planId={id} task={task} />}
                <ReviewActions planId={id} task={task} lastTask={data.tasks.length <= 1} />
              </>
            )}
          />
          {adding ? (
            <Suspense fallback={<LoadingText>Loading the form...</LoadingText>}>
              <AddTaskForm planId={id} onClose={() => setAdding(false)} />
            </Suspense>
          ) : (
            <Box>
              <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
                Add a task to this plan
              </Button>
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}
