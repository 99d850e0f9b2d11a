import { Button, Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@hr-portal/contract';
import { NO_AUDIT_FILTERS, type AuditFilters } from '../../../api/audit';

const TARGET_LABELS = {
  user: 'Users',
  job: 'Jobs',
  application: 'Applications',
  settings: 'Settings',
  mail: 'E-mails',
  privacyRequest: 'Privacy requests',
  talentPool: 'Talent pools',
  question: 'Question library',
  onboardingTemplate: 'Onboarding templates',
  onboardingPolicy: 'Onboarding policies',
  apiKey: 'API keys',
  webhookEndpoint: 'Webhook endpoints',
  offer: 'Offers',
} as const;

/** The filter bar of the audit screen; applies on submit so typing an email does not fire a request per key. */
export function AuditFiltersForm({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(filters);
  }

  return (
    <Flex as="form" aria-label="Filter the audit log" onSubmit={submit} gap="3" mb="4" wrap="wrap" align="end">
      <Field.Root maxW="56">
        <Field.Label>Action</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={filters.action} onChange={set('action')}>
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {AUDIT_ACTION_LABELS[action]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root maxW="44">
        <Field.Label>Target</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={filters.targetType} onChange={set('targetType')}>
            <option value="">All targets</option>
            {AUDIT_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {TARGET_LABELS[type]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root maxW="64">
        <Field.Label>Actor email</Field.Label>
        <Input type="email" value={filters.actorEmail} onChange={set('actorEmail')} placeholder="hr@example.com" />
      </Field.Root>
      <Field.Root maxW="44">
        <Field.Label>From (UTC)</Field.Label>
        <Input type="date" value={filters.from} onChange={set('from')} />
      </Field.Root>
      <Field.Root maxW="44">
        <Field.Label>To (UTC)</Field.Label>
        <Input type="date" value={filters.to} onChange={set('to')} />
      </Field.Root>
      <Button type="submit" variant="outline">
        Apply filters
      </Button>
    </Flex>
  );
}
