import { Box, Button, Field, Flex, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { JobPicker } from '../../../components/job-picker';
import type { InsightsQuery } from '../../../api/insights';

/** The job picker and the range; applied on submit, so choosing a date does not load per keystroke. */
export function InsightsFilters({ query, onApply }: { query: InsightsQuery; onApply: (query: InsightsQuery) => void }) {
  const [draft, setDraft] = useState(query);
  const set = (key: keyof InsightsQuery) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <Flex as="form" aria-label="Choose the job and range" onSubmit={submit} gap="3" mb="6" wrap="wrap" align="end">
      <Box maxW="sm" flex="1" minW="56">
        <JobPicker
          label="Job"
          noneLabel="All jobs"
          markClosed
          value={draft.jobId}
          onChange={(jobId) => setDraft((current) => ({ ...current, jobId }))}
        />
      </Box>
      <Field.Root maxW="44">
        <Field.Label>From (UTC)</Field.Label>
        <Input type="date" value={draft.from} onChange={set('from')} required />
      </Field.Root>
      <Field.Root maxW="44">
        <Field.Label>To (UTC)</Field.Label>
        <Input type="date" value={draft.to} onChange={set('to')} required />
      </Field.Root>
      <Button type="submit" variant="outline">
        Show
      </Button>
    </Flex>
  );
}
