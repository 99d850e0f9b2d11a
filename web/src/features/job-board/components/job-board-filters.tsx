import { Button, Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { JOB_TYPES } from '@hr-portal/contract';
import { NO_JOB_FILTERS, useJobFacets, type JobBoardFilters } from '../../../api/jobs';
import { useJobTypeLabel } from '../../../messages/labels';

function Menu({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Field.Root w={{ base: 'full', sm: '44' }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * The job board's search: a word of the title, department, location, job type and remote. The page keeps the
 * applied filters in its address (shareable, kept on reload); menus apply at once, the text on Search.
 */
export function JobBoardFiltersForm({
  applied,
  onApply,
}: {
  applied: JobBoardFilters;
  onApply: (filters: JobBoardFilters) => void;
}) {
  const { t } = useLingui();
  const typeLabel = useJobTypeLabel();
  const facets = useJobFacets().data;
  const [q, setQ] = useState(applied.q);
  const set = (changes: Partial<JobBoardFilters>) => onApply({ ...applied, q, ...changes });
  const options = (values: string[] | undefined, chosen: string) =>
    // A value from a shared link stays choosable even when the newest jobs no longer have it.
    [...new Set([...(values ?? []), ...(chosen ? [chosen] : [])])].map((value) => (
      <option key={value} value={value}>
        {value}
      </option>
    ));

  function search(event: FormEvent) {
    event.preventDefault();
    set({ q: q.trim() });
  }

  return (
    <Flex
      as="form"
      role="search"
      aria-label={t`Search jobs`}
      onSubmit={search}
      gap="3"
      wrap="wrap"
      align="flex-end"
      mb="4"
    >
      <Field.Root w={{ base: 'full', sm: '64' }}>
        <Field.Label>
          <Trans>Search job titles</Trans>
        </Field.Label>
        <Input type="search" value={q} onChange={(event) => setQ(event.target.value)} placeholder={t`e.g. engineer`} />
      </Field.Root>
      <Menu label={t`Department`} value={applied.department} onChange={(department) => set({ department })}>
        <option value="">{t`Any department`}</option>
        {options(facets?.departments, applied.department)}
      </Menu>
      <Menu label={t`Location`} value={applied.location} onChange={(location) => set({ location })}>
        <option value="">{t`Any location`}</option>
        {options(facets?.locations, applied.location)}
      </Menu>
      <Menu
        label={t`Job type`}
        value={applied.jobType}
        onChange={(jobType) => set({ jobType: jobType as JobBoardFilters['jobType'] })}
      >
        <option value="">{t`Any type`}</option>
        {JOB_TYPES.map((type) => (
          <option key={type} value={type}>
            {typeLabel(type)}
          </option>
        ))}
      </Menu>
      <Flex as="label" gap="2" align="center" minH="10">
        <input
          type="checkbox"
          checked={applied.remote === 'true'}
          onChange={(event) => set({ remote: event.target.checked ? 'true' : '' })}
        />
        <Trans>Remote only</Trans>
      </Flex>
      <Button type="submit" colorPalette="blue">
        <Trans>Search</Trans>
      </Button>
      <Button type="button" variant="outline" onClick={() => (setQ(''), onApply(NO_JOB_FILTERS))}>
        <Trans>Clear filters</Trans>
      </Button>
    </Flex>
  );
}
