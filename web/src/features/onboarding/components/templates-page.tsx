import { Badge, Button, Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useOnboardingTemplates, useRemoveTemplate } from '../../../api/onboarding';
import { ActionsCell, DataTable, DeleteButton } from '../../../components/ui/data-table';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';

/** {base}/onboarding/templates: the task lists plans are made from; which jobs or departments each is for. */
export function TemplatesPage({ base }: { base: string }) {
  const templates = useOnboardingTemplates();
  const remove = useRemoveTemplate();
  return (
    <>
      <PageHeading backTo={`${base}/onboarding`} backLabel="Onboarding">
        Onboarding templates
      </PageHeading>
      <Button asChild colorPalette="blue" mb="4">
        <RouterLink to={`${base}/onboarding/templates/new`}>New template</RouterLink>
      </Button>
      {templates.isPending && <LoadingText>Loading templates...</LoadingText>}
      <ErrorText>
        {templates.error ? messageOf(templates.error, 'The onboarding templates could not be loaded') : null}
      </ErrorText>
      <ErrorText>{remove.error ? messageOf(remove.error, 'The template could not be removed') : null}</ErrorText>
      {templates.data?.length === 0 && <Text>No templates yet: a hire gets a plan once there is one.</Text>}
      {templates.data && templates.data.length > 0 && (
        <DataTable label="Onboarding templates" headers={['Name', 'Tasks', 'For', 'Actions']}>
          {templates.data.map((template) => (
            <Table.Row key={template._id}>
              <Table.Cell>
                <Link asChild color="blue.700">
                  <RouterLink to={`${base}/onboarding/templates/${encodeURIComponent(template._id)}`}>
                    {template.name}
                  </RouterLink>
                </Link>{' '}
                {template.isDefault && <Badge colorPalette="blue">Default</Badge>}
              </Table.Cell>
              <Table.Cell>{template.tasks.length}</Table.Cell>
              <Table.Cell>
                {[template.jobIds.length > 0 ? `${template.jobIds.length} jobs` : '', ...template.departments]
                  .filter(Boolean)
                  .join(', ') || (template.isDefault ? 'Every other hire' : '-')}
              </Table.Cell>
              <ActionsCell>
                <DeleteButton
                  name={template.name}
                  onDelete={() => {
                    if (window.confirm(`Remove the template ${template.name}? Plans made from it keep their tasks.`))
                      remove.mutate(template._id);
                  }}
                  disabled={remove.isPending}
                />
              </ActionsCell>
            </Table.Row>
          ))}
        </DataTable>
      )}
    </>
  );
}
