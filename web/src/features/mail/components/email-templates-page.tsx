import { Field, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { MESSAGES, type MailEvent } from '@hr-portal/contract';
import { useMailTemplates } from '../../../api/mail';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { TemplateForm } from './template-form';

/** E-mail Templates (admin, hr): pick an event, edit what it sends, preview it, switch it off. */
export default function EmailTemplatesPage({ backTo }: { backTo: string }) {
  const templates = useMailTemplates();
  const [event, setEvent] = useState<MailEvent>('application_received');
  const template = templates.data?.find((candidate) => candidate.event === event);
  return (
    <>
      <PageHeading backTo={backTo}>E-mail Templates</PageHeading>
      {templates.isPending && <LoadingText>Loading templates...</LoadingText>}
      <ErrorText>{templates.error ? messageOf(templates.error, MESSAGES.fetchDataFailed) : null}</ErrorText>
      {templates.data && (
        <Stack gap="5" maxW="3xl">
          <Field.Root>
            <Field.Label>E-mail</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={event} onChange={(change) => setEvent(change.target.value as MailEvent)}>
                {templates.data.map((option) => (
                  <option key={option.event} value={option.event}>
                    {option.label}
                    {option.enabled ? '' : ' (off)'}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {template && <TemplateForm key={`${template.event}-${template.subject}`} template={template} />}
        </Stack>
      )}
    </>
  );
}
