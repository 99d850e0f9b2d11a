import { Field, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, MESSAGES, type Language, type MailEvent } from '@hr-portal/contract';
import { useMailTemplates } from '../../../api/mail';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { TemplateForm } from './template-form';

/** E-mail Templates (admin, hr): pick an event, edit what it sends, preview it, switch it off. */
export default function EmailTemplatesPage({ backTo }: { backTo: string }) {
  const templates = useMailTemplates();
  const [event, setEvent] = useState<MailEvent>('application_received');
  const [language, setLanguage] = useState<Language>('en');
  const template = templates.data?.find((candidate) => candidate.event === event);
  // Candidates' e-mails are written in their language: each one has its words per language.
  const translated = template !== undefined && Object.keys(template.translations).length > 0;
  const shown = translated ? language : 'en';
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
          {translated && (
            <Field.Root>
              <Field.Label>Language</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={language}
                  onChange={(change) => setLanguage(change.target.value as Language)}
                >
                  {LANGUAGES.map((option) => (
                    <option key={option} value={option}>
                      {LANGUAGE_NAMES[option]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>
                Candidates get it in the language on their profile; one with none chosen gets English.
              </Field.HelperText>
            </Field.Root>
          )}
          {template && (
            <TemplateForm
              key={`${template.event}-${shown}-${shown === 'en' ? template.subject : template.translations[shown]?.subject}`}
              template={template}
              language={shown}
            />
          )}
        </Stack>
      )}
    </>
  );
}
