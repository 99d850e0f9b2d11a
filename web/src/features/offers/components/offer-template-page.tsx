import { Button, Field, Flex, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import {
  MESSAGES,
  OFFER_LIMITS,
  OFFER_VARIABLES,
  type OfferTemplate,
  type OfferTemplateDto,
} from '@hr-portal/contract';
import { offerTemplateSchema } from '@hr-portal/contract/schemas';
import { useOfferTemplate, useSaveOfferTemplate } from '../../../api/offers';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';

/** Offer Letter (admin): the template every offer letter is rendered from, and its free fields. */
export default function OfferTemplatePage({ backTo }: { backTo: string }) {
  const template = useOfferTemplate();
  return (
    <>
      <PageHeading backTo={backTo}>Offer Letter</PageHeading>
      {template.isPending && <LoadingText>Loading the offer letter...</LoadingText>}
      <ErrorText>{template.error ? messageOf(template.error, MESSAGES.fetchDataFailed) : null}</ErrorText>
      {template.data && <OfferTemplateForm template={template.data} />}
    </>
  );
}

function OfferTemplateForm({ template }: { template: OfferTemplateDto }) {
  const save = useSaveOfferTemplate();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<OfferTemplate>({
    resolver: zodResolver(offerTemplateSchema),
    defaultValues: { title: template.title, body: template.body, fields: template.fields },
  });
  const fields = useFieldArray({ control, name: 'fields' });
  const keys = (useWatch({ control, name: 'fields' }) ?? []).map((field) => field.key);

  async function onSave(values: OfferTemplate) {
    setNotice(null);
    setFailure(null);
    try {
      await save.mutateAsync(values);
      setNotice('Offer letter saved: new and changed offers use it.');
    } catch (error) {
      setFailure(messageOf(error, 'The offer letter could not be saved'));
    }
  }

  return (
    <Stack asChild gap="4" maxW="3xl">
      <form noValidate onSubmit={handleSubmit(onSave)} aria-label="Offer letter template">
        <Text fontSize="sm">
          Variables: {[...OFFER_VARIABLES, ...keys.filter(Boolean)].map((name) => `{{${name}}}`).join(' ')}. Separate
          paragraphs with a blank line; start a line with &quot;# &quot; for a heading. Values are written as plain
          text.
        </Text>
        <Field.Root invalid={errors.title !== undefined}>
          <Field.Label>Title</Field.Label>
          <Input {...register('title')} maxLength={OFFER_LIMITS.title} />
          <Field.ErrorText>{errors.title?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={errors.body !== undefined}>
          <Field.Label>Letter</Field.Label>
          <Textarea {...register('body')} rows={14} maxLength={OFFER_LIMITS.body} />
          <Field.ErrorText>{errors.body?.message}</Field.ErrorText>
        </Field.Root>
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontWeight="medium" mb="2">
            Free fields (hr fills them on each offer)
          </Text>
          {fields.fields.length === 0 && <Text fontSize="sm">No free fields.</Text>}
          {fields.fields.map((field, index) => (
            <Flex key={field.id} gap="2" align="start">
              <Field.Root invalid={errors.fields?.[index]?.key !== undefined} maxW="48">
                <Field.Label fontSize="sm">Variable</Field.Label>
                <Input size="sm" {...register(`fields.${index}.key`)} placeholder="bonus" />
                <Field.ErrorText>{errors.fields?.[index]?.key?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={errors.fields?.[index]?.label !== undefined}>
                <Field.Label fontSize="sm">Label</Field.Label>
                <Input size="sm" {...register(`fields.${index}.label`)} placeholder="Signing bonus" />
                <Field.ErrorText>{errors.fields?.[index]?.label?.message}</Field.ErrorText>
              </Field.Root>
              <IconButton
                mt="6"
                size="sm"
                variant="ghost"
                aria-label={`Remove free field ${index + 1}`}
                onClick={() => fields.remove(index)}
              >
                ✕
              </IconButton>
            </Flex>
          ))}
          <ErrorText>{errors.fields?.root?.message ?? errors.fields?.message ?? null}</ErrorText>
          {fields.fields.length < OFFER_LIMITS.fields && (
            <Button size="sm" variant="outline" alignSelf="start" onClick={() => fields.append({ key: '', label: '' })}>
              Add a free field
            </Button>
          )}
        </Stack>
        <Button type="submit" colorPalette="blue" alignSelf="start" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save offer letter'}
        </Button>
        {notice && <Text role="status">{notice}</Text>}
        <ErrorText>{failure}</ErrorText>
      </form>
    </Stack>
  );
}
