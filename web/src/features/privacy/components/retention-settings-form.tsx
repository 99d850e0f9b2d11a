import { Button, Field, Flex, Input, Text } from '@chakra-ui/react';
import { AdminSection } from './admin-section';
import { useState, type FormEvent } from 'react';
import { RETENTION_LIMITS, RETENTION_MESSAGES, type RetentionSettings } from '@hr-portal/contract';
import { useRetentionSettings, useSaveRetentionSettings } from '../../../api/privacy';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';

const FIELDS: { name: keyof RetentionSettings; label: string; unit: string }[] = [
  { name: 'anonymiseAfterDays', label: "Anonymise after a candidate's last application closed", unit: 'days' },
  { name: 'talentPoolMonths', label: '"Keep me in mind" lasts', unit: 'months' },
  { name: 'noticeDays', label: 'Tell the candidate beforehand', unit: 'days' },
];

/** How long candidates' data is kept (admins); the server checks the bounds and answers which field is wrong. */
export function RetentionSettingsSection() {
  const settings = useRetentionSettings();
  return (
    <AdminSection id="retention-heading" title="Data retention">
      {settings.data ? (
        <RetentionForm current={settings.data} />
      ) : settings.isPending ? (
        <LoadingText>Loading the retention settings...</LoadingText>
      ) : (
        <ErrorText>{messageOf(settings.error, RETENTION_MESSAGES.fetchSettingsFailed)}</ErrorText>
      )}
    </AdminSection>
  );
}

function RetentionForm({ current }: { current: RetentionSettings }) {
  const save = useSaveRetentionSettings();
  const [values, setValues] = useState(current);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    setError(null);
    try {
      await save.mutateAsync(values);
      setNotice(RETENTION_MESSAGES.saved);
    } catch (caught) {
      setError(messageOf(caught, RETENTION_MESSAGES.saveSettingsFailed));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Data retention">
      <Flex gap="4" wrap="wrap" align="flex-end" mb="3">
        {FIELDS.map(({ name, label, unit }) => (
          <Field.Root key={name} w="auto">
            <Field.Label>{label}</Field.Label>
            <Flex align="center" gap="2">
              <Input
                type="number"
                w="28"
                min={RETENTION_LIMITS[name].min}
                max={RETENTION_LIMITS[name].max}
                value={String(values[name])}
                onChange={(event) => setValues({ ...values, [name]: Number(event.target.value) })}
              />
              <Text fontSize="sm">{unit}</Text>
            </Flex>
          </Field.Root>
        ))}
      </Flex>
      {notice && (
        <Text role="status" color="green.700" fontSize="sm" mb="2">
          {notice}
        </Text>
      )}
      <ErrorText>{error}</ErrorText>
      <Button type="submit" colorPalette="blue" loading={save.isPending}>
        Save
      </Button>
    </form>
  );
}
