import { Button, Field, Flex, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { PREFER_NOT_TO_SAY, SURVEY_LIMITS, type SurveySettingsDto } from '@hr-portal/contract';
import { useSaveSurveySettings, useSurveySettings } from '../../../api/survey';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { AdminSection } from './admin-section';

/** Categories as the form edits them: one per line, "Label: option, option, option". */
const asLines = (settings: SurveySettingsDto) =>
  settings.categories
    .map((category) => `${category.label}: ${category.options.map((option) => option.label).join(', ')}`)
    .join('\n');

/** The lines as categories; a category or option whose label is unchanged keeps its id (its counts stay). */
export function categoriesOf(lines: string, current: SurveySettingsDto) {
  const known = new Map(current.categories.map((category) => [category.label, category]));
  return lines
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [label = '', rest = ''] = line.split(/:(.*)/s);
      const before = known.get(label.trim());
      const options = rest
        .split(',')
        .map((option) => option.trim())
        .filter(Boolean)
        .map((option) => {
          const id = before?.options.find((known) => known.label === option)?.id;
          return { ...(id ? { id } : {}), label: option };
        });
      return { ...(before ? { id: before.id } : {}), label: label.trim(), options };
    });
}

/** The voluntary diversity survey offered after applying (admins): on or off, its introduction and categories. */
export function SurveySettingsSection() {
  const settings = useSurveySettings();
  return (
    <AdminSection id="survey-heading" title="Diversity survey">
      {settings.data ? (
        <SurveyForm current={settings.data} />
      ) : settings.isPending ? (
        <LoadingText>Loading the survey...</LoadingText>
      ) : (
        <ErrorText>{messageOf(settings.error, 'Could not load the survey settings')}</ErrorText>
      )}
    </AdminSection>
  );
}

function SurveyForm({ current }: { current: SurveySettingsDto }) {
  const save = useSaveSurveySettings();
  const [enabled, setEnabled] = useState(current.enabled);
  const [intro, setIntro] = useState(current.intro);
  const [lines, setLines] = useState(asLines(current));
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    setError(null);
    try {
      await save.mutateAsync({ enabled, intro, categories: categoriesOf(lines, current) });
      setNotice('Survey saved');
    } catch (caught) {
      setError(messageOf(caught, 'Could not save the survey'));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Diversity survey">
      <Text fontSize="sm" color="gray.600" mb="3">
        Offered after applying, apart from the application, and only stored with the applicant's consent. Staff see
        counts per job and stage in Insights, never one person's answers; counts under {SURVEY_LIMITS.smallCell} are
        hidden. Every category gets "{PREFER_NOT_TO_SAY.label}".
      </Text>
      <Flex as="label" gap="2" align="center" mb="3">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        Offer the survey to applicants
      </Flex>
      <Field.Root mb="3">
        <Field.Label>Introduction</Field.Label>
        <Textarea
          rows={2}
          maxLength={SURVEY_LIMITS.intro}
          value={intro}
          onChange={(event) => setIntro(event.target.value)}
        />
      </Field.Root>
      <Field.Root mb="3">
        <Field.Label>Categories (one per line: Label: option, option, ...)</Field.Label>
        <Textarea
          rows={4}
          value={lines}
          onChange={(event) => setLines(event.target.value)}
          placeholder="Gender: Woman, Man, Non-binary"
        />
      </Field.Root>
      <Button type="submit" size="sm" colorPalette="blue" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save survey'}
      </Button>
      {notice && (
        <Text role="status" fontSize="sm" mt="2">
          {notice}
        </Text>
      )}
      <ErrorText>{error}</ErrorText>
    </form>
  );
}
