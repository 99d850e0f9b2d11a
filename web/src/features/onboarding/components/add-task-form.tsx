import { Box, Button, chakra, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useAddPlanTask, useOnboardingPolicies } from '../../../api/onboarding';
import { ErrorText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { NEW_TASK, TaskFields, taskFormSchema, type TaskFormValue } from './task-fields';

const formSchema = z.object({ tasks: z.array(taskFormSchema).length(1) });

/**
 * hr adds one task to this plan only (the template stays as it is). Loaded when hr opens it (plan-page.tsx): its
 * validation is not part of the plan's first load.
 */
export function AddTaskForm({ planId, onClose }: { planId: string; onClose: () => void }) {
  const add = useAddPlanTask(planId);
  const policies = useOnboardingPolicies();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ tasks: TaskFormValue[] }>({ resolver: zodResolver(formSchema), defaultValues: { tasks: [NEW_TASK] } });
  const task = useWatch({ control, name: 'tasks.0' });
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="white" maxW="3xl">
      <form
        noValidate
        aria-label="Add a task"
        onSubmit={handleSubmit(({ tasks: [added] }) =>
          add.mutate(
            { ...added!, colleagueRole: added!.owner === 'colleague' ? added!.colleagueRole : '' },
            {
              onSuccess: () => {
                reset({ tasks: [NEW_TASK] });
                onClose();
              },
            },
          ),
        )}
      >
        <chakra.h2 fontWeight="medium" mb="2">
          A task for this plan
        </chakra.h2>
        <Stack gap="3">
          <TaskFields
            register={register}
            index={0}
            errors={errors.tasks?.[0]}
            owner={task?.owner}
            kind={task?.kind}
            policies={policies.data ?? []}
          />
          <ErrorText>{add.error ? messageOf(add.error, 'The task could not be added') : null}</ErrorText>
          <Stack direction="row" gap="2">
            <Button type="submit" size="sm" colorPalette="blue" loading={add.isPending}>
              Add task
            </Button>
            <Button size="sm" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      </form>
    </Box>
  );
}
