import { Field, HStack, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import {
  ONBOARDING_LIMITS,
  ONBOARDING_MESSAGES,
  TASK_KIND_LABELS,
  TASK_KINDS,
  TASK_OWNER_LABELS,
  TASK_OWNERS,
  type OnboardingPolicyDto,
  type TaskKind,
  type TaskOwner,
} from '@hr-portal/contract';

const L = ONBOARDING_LIMITS;
const M = ONBOARDING_MESSAGES;

/** One task as typed (in a template or added to a plan); the server checks it again. */
export const taskFormSchema = z
  .object({
    id: z.string().optional(),
    title: z.string().trim().min(1, { error: M.titleRequired }).max(L.title, { error: M.titleTooLong }),
    description: z.string().max(L.description, { error: M.descriptionTooLong }),
    owner: z.enum(TASK_OWNERS, { error: M.badOwner }),
    colleagueRole: z.string().trim().max(L.colleagueRole, { error: M.colleagueRoleTooLong }),
    dueDay: z
      .number({ error: M.badDueDay })
      .int({ error: M.badDueDay })
      .min(L.dueDayMin, { error: M.badDueDay })
      .max(L.dueDayMax, { error: M.badDueDay }),
    kind: z.enum(TASK_KINDS, { error: M.badKind }),
    policyId: z.string(),
  })
  .refine((task) => task.owner !== 'colleague' || task.colleagueRole !== '', {
    path: ['colleagueRole'],
    error: M.colleagueRoleRequired,
  })
  .refine((task) => task.kind === 'todo' || task.owner === 'new_hire', { path: ['owner'], error: M.newHireOnly })
  .refine((task) => task.kind !== 'acknowledgment' || task.policyId !== '', {
    path: ['policyId'],
    error: M.policyRequired,
  });
export type TaskFormValue = z.infer<typeof taskFormSchema>;

export const NEW_TASK: TaskFormValue = {
  title: '',
  description: '',
  owner: 'new_hire',
  colleagueRole: '',
  dueDay: 0,
  kind: 'todo',
  policyId: '',
};

interface TaskFieldsProps {
  /** The form's `tasks.{index}` fields. */
  register: UseFormRegister<{ tasks: TaskFormValue[] }>;
  index: number;
  errors: FieldErrors<TaskFormValue> | undefined;
  owner: TaskOwner | undefined;
  kind: TaskKind | undefined;
  policies: OnboardingPolicyDto[];
}

/** A task's fields: title, kind, who does it (a colleague's role), due day, the policy to sign, description. */
export function TaskFields({ register, index, errors, owner, kind, policies }: TaskFieldsProps) {
  return (
    <Stack gap="3">
      <Field.Root required invalid={Boolean(errors?.title)}>
        <Field.Label>Title</Field.Label>
        <Input {...register(`tasks.${index}.title`)} />
        <Field.ErrorText>{errors?.title?.message}</Field.ErrorText>
      </Field.Root>
      <HStack gap="3" align="start" wrap="wrap">
        <Field.Root maxW="56">
          <Field.Label>Kind</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register(`tasks.${index}.kind`)}>
              {TASK_KINDS.map((each) => (
                <option key={each} value={each}>
                  {TASK_KIND_LABELS[each]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="48" invalid={Boolean(errors?.owner)}>
          <Field.Label>Who does it</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register(`tasks.${index}.owner`)}>
              {TASK_OWNERS.map((taskOwner) => (
                <option key={taskOwner} value={taskOwner}>
                  {TASK_OWNER_LABELS[taskOwner]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors?.owner?.message}</Field.ErrorText>
        </Field.Root>
        {owner === 'colleague' && (
          <Field.Root maxW="48" required invalid={Boolean(errors?.colleagueRole)}>
            <Field.Label>Colleague's role</Field.Label>
            <Input placeholder="Buddy" {...register(`tasks.${index}.colleagueRole`)} />
            <Field.ErrorText>{errors?.colleagueRole?.message}</Field.ErrorText>
          </Field.Root>
        )}
        <Field.Root maxW="40" invalid={Boolean(errors?.dueDay)}>
          <Field.Label>Due (days from the start)</Field.Label>
          <Input type="number" {...register(`tasks.${index}.dueDay`, { valueAsNumber: true })} />
          <Field.ErrorText>{errors?.dueDay?.message}</Field.ErrorText>
        </Field.Root>
      </HStack>
      {kind === 'acknowledgment' && (
        <Field.Root required invalid={Boolean(errors?.policyId)} maxW="md">
          <Field.Label>Policy to read and sign</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register(`tasks.${index}.policyId`)}>
              <option value="">Choose a policy</option>
              {policies.map((policy) => (
                <option key={policy._id} value={policy._id}>
                  {policy.title} (version {policy.version})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors?.policyId?.message}</Field.ErrorText>
          {policies.length === 0 && (
            <Field.HelperText>An admin uploads policies under Onboarding policies.</Field.HelperText>
          )}
        </Field.Root>
      )}
      <Field.Root invalid={Boolean(errors?.description)}>
        <Field.Label>Description (optional)</Field.Label>
        <Textarea rows={2} {...register(`tasks.${index}.description`)} />
        <Field.ErrorText>{errors?.description?.message}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
