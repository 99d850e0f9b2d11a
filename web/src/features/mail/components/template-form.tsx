import { Box, Button, Field, Flex, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  LANGUAGE_NAMES,
  MAIL_LIMITS,
  type Language,
  type MailTemplate,
  type MailTemplateDto,
  MAIL_MESSAGES,
} from '@hr-portal/contract';
import { mailTemplateSchema } from '@hr-portal/contract/schemas';
import { usePreviewTemplate, useSaveTemplate, useSaveTranslation } from '../../../api/mail';
import { ErrorText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';

/**
 * One event's template: subject, text and HTML with {{variables}}, on or off; preview with sample data; save. In
 * another language than English, the words only: whether the e-mail is sent is the English template's switch.
 */
export function TemplateForm({ template, language = 'en' }: { template: MailTemplateDto; language?: Language }) {
  const save = useSaveTemplate();
  const saveTranslation = useSaveTranslation();
  const english = language === 'en';
  const words = (!english && template.translations[language]) || template;
  const preview = usePreviewTemplate();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<MailTemplate>({
    // A translation keeps the English switch's value unchanged (its words are all it saves).
    resolver: zodResolver(mailTemplateSchema),
    defaultValues: { subject: words.subject, text: words.text, html: words.html, enabled: template.enabled },
  });

  async function run(action: () => Promise<unknown>, done: string | null) {
    setNotice(null);
    setFailure(null);
    try {
      await action();
      if (done) setNotice(done);
    } catch (error) {
      setFailure(messageOf(error, MAIL_MESSAGES.templateSaveFailed));
    }
  }
  const onSave = ({ subject, text, html, enabled }: MailTemplate) =>
    run(
      () =>
        english
          ? save.mutateAsync({ event: template.event, template: { subject, text, html, enabled } })
          : saveTranslation.mutateAsync({ event: template.event, language, words: { subject, text, html } }),
      english ? 'Template saved.' : `${LANGUAGE_NAMES[language]} template saved.`,
    );
  const onPreview = () => {
    const { subject, text, html } = getValues();
    void run(() => preview.mutateAsync({ event: template.event, template: { subject, text, html } }), null);
  };

  const field = (name: 'subject' | 'text' | 'html', label: string, control: React.ReactNode) => (
    <Field.Root invalid={errors[name] !== undefined}>
      <Field.Label>{label}</Field.Label>
      {control}
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <Stack asChild gap="4">
      <form
        noValidate
        onSubmit={handleSubmit(onSave)}
        aria-label={english ? `${template.label} template` : `${template.label} template, ${LANGUAGE_NAMES[language]}`}
      >
        <Text fontSize="sm">
          Sent to the {template.to}. Variables: {template.variables.map((name) => `{{${name}}}`).join(' ')}
        </Text>
        {field('subject', 'Subject', <Input {...register('subject')} maxLength={MAIL_LIMITS.subject} />)}
        {field('text', 'Plain text', <Textarea {...register('text')} rows={6} maxLength={MAIL_LIMITS.text} />)}
        {field(
          'html',
          'HTML',
          <Textarea {...register('html')} rows={6} maxLength={MAIL_LIMITS.html} fontFamily="mono" />,
        )}
        {!english ? (
          <Text fontSize="sm">Whether it is sent is set on the English template.</Text>
        ) : template.security ? (
          <Text fontSize="sm">A security notice: it is always sent.</Text>
        ) : (
          <Flex as="label" align="center" gap="2" cursor="pointer">
            <input type="checkbox" {...register('enabled')} />
            Send this e-mail
          </Flex>
        )}
        <Flex gap="3">
          <Button type="submit" colorPalette="blue" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save template'}
          </Button>
          <Button type="button" variant="outline" onClick={onPreview} disabled={preview.isPending}>
            Preview
          </Button>
        </Flex>
        {notice && <Text role="status">{notice}</Text>}
        <ErrorText>{failure}</ErrorText>
        {preview.data && !failure && (
          <Box borderWidth="1px" borderRadius="md" p="3" bg="white" aria-label="Preview with sample data" role="region">
            <Text fontWeight="medium">Subject: {preview.data.subject}</Text>
            <Text as="pre" whiteSpace="pre-wrap" fontSize="sm" my="2">
              {preview.data.text}
            </Text>
            {/* No scripts, no same-origin access: the HTML is shown, never run. */}
            <iframe
              title="HTML preview"
              sandbox=""
              srcDoc={preview.data.html}
              style={{ width: '100%', height: 200, border: 0 }}
            />
          </Box>
        )}
      </form>
    </Stack>
  );
}
