import { Box, Button, chakra, Field, Flex, Heading, Input, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { ONBOARDING_LIMITS, ONBOARDING_MESSAGES, type OnboardingTemplateDto } from '@hr-portal/contract';
import { useOnboardingPolicies, useOnboardingTemplates, useSaveTemplate } from '../../../api/onboarding';
import { NEW_TASK, TaskFields, taskFormSchema } from './task-fields';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';

const L = ONBOARDING_LIMITS;
const M = ONBOARDING_MESSAGES;

/** The form as typed: departments one per line; the server checks the whole template again. */
const formSchema = z.object({
  name: z.string().trim().min(1, { error: M.nameRequired }).max(L.name, { error: M.nameTooLong }),
  isDefault: z.boolean(),
  departments: z.string(),
  tasks: z.array(taskFormSchema).min(1, { error: M.tasksRequired }).max(L.tasks, { error: M.tooManyTasks }),
});
type TemplateForm = z.infer<typeof formSchema>;

const formOf = (template: OnboardingTemplateDto | undefined): TemplateForm => ({
  name: template?.name ?? '',
  isDefault: template?.isDefault ?? false,
  departments: template?.departments.join('\n') ?? '',
  tasks: template?.tasks.map(({ id, title, description, owner, colleagueRole, dueDay, kind, policyId }) => ({
    id,
    title,
    description,
    owner,
    colleagueRole,
    dueDay,
    kind,
    policyId,
  })) ?? [NEW_TASK],
});

/** {base}/onboarding/templates/new and /:id: a template's name, default, departments and tasks. */
export function TemplateEditorPage({ base }: { base: string }) {
  const id = useParams().id ?? null;
  const templates = useOnboardingTemplates();
  const existing = id ? templates.data?.find((template) => template._id === id) : undefined;
  if (id && templates.isPending) return <LoadingText>Loading the template...</LoadingText>;
  if (id && !existing)
    return (
      <ErrorText>{templates.error ? messageOf(templates.error, M.templateNotFound) : M.templateNotFound}</ErrorText>
    );
  return <TemplateEditor key={id ?? 'new'} base={base} id={id} template={existing} />;
}

function TemplateEditor({ base, id, template }: { base: string; id: string | null; template?: OnboardingTemplateDto }) {
  const navigate = useNavigate();
  const save = useSaveTemplate(id);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TemplateForm>({ resolver: zodResolver(formSchema), defaultValues: formOf(template) });
  const tasks = useFieldArray({ control, name: 'tasks' });
  const watched = useWatch({ control, name: 'tasks' }) ?? [];
  const policies = useOnboardingPolicies();
  const submit = handleSubmit((form) =>
    save.mutate(
      {
        name: form.name,
        isDefault: form.isDefault,
        jobIds: template?.jobIds ?? [],
        departments: form.departments
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        tasks: form.tasks
          .map((task) => ({ ...task, id: task.id ?? '' }))
          .map(({ id: taskId, ...task }) => ({
            ...task,
            ...(taskId ? { id: taskId } : {}),
          })) as OnboardingTemplateDto['tasks'],
      },
      { onSuccess: () => navigate(`${base}/onboarding/templates`) },
    ),
  );
  return (
    <Box>
      <PageHeading backTo={`${base}/onboarding/templates`} backLabel="Onboarding templates">
        {template ? `Edit ${template.name}` : 'New onboarding template'}
      </PageHeading>
      <form onSubmit={submit} noValidate aria-label="Onboarding template">
        <Stack gap="4" maxW="3xl">
          <Field.Root required invalid={Boolean(errors.name)}>
            <Field.Label>Name</Field.Label>
            <Input {...register('name')} />
            <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
          </Field.Root>
          <chakra.label display="flex" gap="2" alignItems="center">
            <input type="checkbox" {...register('isDefault')} />
            The default: for every hire no other template is for
          </chakra.label>
          <Field.Root>
            <Field.Label>Departments it is for (optional, one per line)</Field.Label>
            <Textarea rows={2} {...register('departments')} />
          </Field.Root>
          <Heading as="h2" size="md">
            Tasks
          </Heading>
          <ErrorText>{errors.tasks?.message ?? errors.tasks?.root?.message}</ErrorText>
          {tasks.fields.map((field, index) => {
            const error = errors.tasks?.[index];
            return (
              <Box key={field.id} as="fieldset" borderWidth="1px" borderRadius="md" p="3" bg="white">
                <chakra.legend fontWeight="medium" px="1">
                  Task {index + 1}
                </chakra.legend>
                <Stack gap="3">
                  <TaskFields
                    register={register}
                    index={index}
                    errors={error}
                    owner={watched[index]?.owner}
                    kind={watched[index]?.kind}
                    policies={policies.data ?? []}
                  />
                  <Flex justify="end">
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => tasks.remove(index)}
                      aria-label={`Remove task ${index + 1}`}
                    >
                      Remove task
                    </Button>
                  </Flex>
                </Stack>
              </Box>
            );
          })}
          <Box>
            <Button variant="outline" onClick={() => tasks.append(NEW_TASK)} disabled={tasks.fields.length >= L.tasks}>
              Add a task
            </Button>
          </Box>
          <ErrorText>{save.error ? messageOf(save.error, 'The template could not be saved') : null}</ErrorText>
          <Box>
            <Button type="submit" colorPalette="blue" loading={save.isPending}>
              Save template
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}
