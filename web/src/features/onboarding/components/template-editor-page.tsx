import {
  Box,
  Button,
  chakra,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import {
  ONBOARDING_LIMITS,
  ONBOARDING_MESSAGES,
  TASK_KIND_LABELS,
  TASK_KINDS,
  TASK_OWNER_LABELS,
  TASK_OWNERS,
  type OnboardingTemplateDto,
} from '@hr-portal/contract';
import { useOnboardingTemplates, useSaveTemplate } from '../../../api/onboarding';
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
  tasks: z
    .array(
      z
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
        })
        .refine((task) => task.owner !== 'colleague' || task.colleagueRole !== '', {
          path: ['colleagueRole'],
          error: M.colleagueRoleRequired,
        })
        .refine((task) => task.kind === 'todo' || task.owner === 'new_hire', { path: ['owner'], error: M.newHireOnly }),
    )
    .min(1, { error: M.tasksRequired })
    .max(L.tasks, { error: M.tooManyTasks }),
});
type TemplateForm = z.infer<typeof formSchema>;

const NEW_TASK: TemplateForm['tasks'][number] = {
  title: '',
  description: '',
  owner: 'new_hire',
  colleagueRole: '',
  dueDay: 0,
  kind: 'todo',
};

const formOf = (template: OnboardingTemplateDto | undefined): TemplateForm => ({
  name: template?.name ?? '',
  isDefault: template?.isDefault ?? false,
  departments: template?.departments.join('\n') ?? '',
  tasks: template?.tasks.map(({ id, title, description, owner, colleagueRole, dueDay, kind }) => ({
    id,
    title,
    description,
    owner,
    colleagueRole,
    dueDay,
    kind,
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
  const owners = (useWatch({ control, name: 'tasks' }) ?? []).map((task) => task?.owner);
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
            const owner = owners[index];
            return (
              <Box key={field.id} as="fieldset" borderWidth="1px" borderRadius="md" p="3" bg="white">
                <chakra.legend fontWeight="medium" px="1">
                  Task {index + 1}
                </chakra.legend>
                <Stack gap="3">
                  <Field.Root required invalid={Boolean(error?.title)}>
                    <Field.Label>Title</Field.Label>
                    <Input {...register(`tasks.${index}.title`)} />
                    <Field.ErrorText>{error?.title?.message}</Field.ErrorText>
                  </Field.Root>
                  <HStack gap="3" align="start" wrap="wrap">
                    <Field.Root maxW="56">
                      <Field.Label>Kind</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field {...register(`tasks.${index}.kind`)}>
                          {TASK_KINDS.map((kind) => (
                            <option key={kind} value={kind}>
                              {TASK_KIND_LABELS[kind]}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    <Field.Root maxW="48" invalid={Boolean(error?.owner)}>
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
                      <Field.ErrorText>{error?.owner?.message}</Field.ErrorText>
                    </Field.Root>
                    {owner === 'colleague' && (
                      <Field.Root maxW="48" required invalid={Boolean(error?.colleagueRole)}>
                        <Field.Label>Colleague's role</Field.Label>
                        <Input placeholder="Buddy" {...register(`tasks.${index}.colleagueRole`)} />
                        <Field.ErrorText>{error?.colleagueRole?.message}</Field.ErrorText>
                      </Field.Root>
                    )}
                    <Field.Root maxW="40" invalid={Boolean(error?.dueDay)}>
                      <Field.Label>Due (days from the start)</Field.Label>
                      <Input type="number" {...register(`tasks.${index}.dueDay`, { valueAsNumber: true })} />
                      <Field.ErrorText>{error?.dueDay?.message}</Field.ErrorText>
                    </Field.Root>
                  </HStack>
                  <Field.Root invalid={Boolean(error?.description)}>
                    <Field.Label>Description (optional)</Field.Label>
                    <Textarea rows={2} {...register(`tasks.${index}.description`)} />
                    <Field.ErrorText>{error?.description?.message}</Field.ErrorText>
                  </Field.Root>
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
